import { useEffect, useRef, useState } from 'react';

/** A cooldown longer than the gap inside a double click, for forms a success empties. */
export const SUBMIT_COOLDOWN_MS = 600;

export interface SubmitOnceOptions {
  /**
   * The parent's own word that its request is in flight (e.g. `status === 'submitting'`): while true
   * the form is pending and submits are ignored, whatever `send` returned. @default false
   */
  isSubmitting?: boolean;
  /**
   * How long (ms) the form stays pending after `send`'s promise resolves. A fast answer can land
   * between the two clicks of a double click; a short cooldown keeps the second click from sending
   * again or validating a form the success just emptied. @default 0
   */
  cooldownMs?: number;
  /**
   * Pass a rejection of `send` on (the promise `submit` returns rejects with it) instead of resolving
   * to `false`. For callers whose app layer reports failures from the rejection itself. @default false
   */
  rethrow?: boolean;
}

/**
 * One request per intent (DESIGN §5). The button's pending state ignores presses, but Enter in a field
 * submits the form too, and React state arrives only with the next render; the ref is set at once, so
 * a double click or a second Enter in the same tick sends nothing.
 *
 * `submit(send)` resolves to `true` when `send` ran and finished, `false` when it was ignored (a
 * request is in flight) or `send` rejected. When `send` returns a promise the form stays pending until
 * it settles (plus `cooldownMs`); when it returns nothing, the parent's `isSubmitting` speaks for the
 * request from the next render on.
 */
export function useSubmitOnce({ isSubmitting = false, cooldownMs = 0, rethrow = false }: SubmitOnceOptions = {}) {
  const busy = useRef(false);
  const [waiting, setWaiting] = useState(false);
  const [, setSubmits] = useState(0);
  const cooldown = useRef<ReturnType<typeof setTimeout>>(undefined);
  const isPending = isSubmitting || waiting;

  useEffect(() => () => clearTimeout(cooldown.current), []);

  // After the render that followed a synchronous submit, the parent's status speaks for the request.
  useEffect(() => {
    if (!waiting) busy.current = false;
  });

  const release = () => {
    busy.current = false;
    setWaiting(false);
  };

  const submit = async (send: () => void | Promise<void>): Promise<boolean> => {
    if (busy.current || isPending) return false;
    busy.current = true;
    const result = send();
    if (!(result instanceof Promise)) {
      // Forces the render after which the guard hands over to `isSubmitting`.
      setSubmits((count) => count + 1);
      return true;
    }
    setWaiting(true);
    try {
      await result;
    } catch (error) {
      // The app layer reports the failure (serverErrors); the form keeps what was typed.
      release();
      if (rethrow) throw error;
      return false;
    }
    if (cooldownMs > 0) cooldown.current = setTimeout(release, cooldownMs);
    else release();
    return true;
  };

  return { isPending, submit, isBusy: () => busy.current };
}
