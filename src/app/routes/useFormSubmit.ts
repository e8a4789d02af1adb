import { useCallback, useState } from 'react';
import { ApiError, errorText } from '../api/errors';

/**
 * The status and server lines of a form whose failures show on the form itself (login, register,
 * reset): a 400's lines as they came, anything else as one Vietnamese sentence.
 */
export function useFormSubmit<T>(send: (values: T) => Promise<void>) {
  const [status, setStatus] = useState<'idle' | 'submitting'>('idle');
  const [serverErrors, setServerErrors] = useState<readonly string[]>([]);
  const submit = useCallback(
    async (values: T) => {
      setStatus('submitting');
      setServerErrors([]);
      try {
        await send(values);
      } catch (error) {
        setServerErrors(error instanceof ApiError && error.lines.length > 0 ? error.lines : [errorText(error)]);
      } finally {
        setStatus('idle');
      }
    },
    [send],
  );
  return { status, serverErrors, submit };
}
