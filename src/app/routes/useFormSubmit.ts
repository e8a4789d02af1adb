import { useCallback, useState } from 'react';
import { ApiError, errorText } from '../api/errors';
import { PortalUpdatedError } from './lazyRoute';

/**
 * The status and server lines of a form whose failures show on the form itself (login, register,
 * reset): a 400's lines as they came, anything else as one Vietnamese sentence. A page that a deploy
 * replaced (PortalUpdatedError) is no form error: it goes to the root error boundary, which says the portal
 * was updated and offers `Tải lại trang` (issue 25 §14).
 */
export function useFormSubmit<T>(send: (values: T) => Promise<void>) {
  const [status, setStatus] = useState<'idle' | 'submitting'>('idle');
  const [serverErrors, setServerErrors] = useState<readonly string[]>([]);
  const [updated, setUpdated] = useState<PortalUpdatedError | null>(null);
  if (updated) throw updated;
  const submit = useCallback(
    async (values: T) => {
      setStatus('submitting');
      setServerErrors([]);
      try {
        await send(values);
      } catch (error) {
        if (error instanceof PortalUpdatedError) {
          setUpdated(error);
          return;
        }
        setServerErrors(error instanceof ApiError && error.lines.length > 0 ? error.lines : [errorText(error)]);
      } finally {
        setStatus('idle');
      }
    },
    [send],
  );
  return { status, serverErrors, submit };
}
