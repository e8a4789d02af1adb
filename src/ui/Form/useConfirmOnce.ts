import { useCallback, useRef, useState } from 'react';

export interface ConfirmOnce<Q> {
  /** The question being asked, or null when the dialog is closed. */
  question: Q | null;
  /** The last question asked: it stays drawn while the dialog fades out after closing. */
  shown: Q | null;
  isPending: boolean;
  /** Opens the question; ignored while a confirmed one is being sent. Stable. */
  ask: (question: Q) => void;
  /** Closes the question unsent; ignored while a confirmed one is being sent. Stable. */
  cancel: () => void;
  /**
   * Sends the open question once: `send(question)` runs, the dialog stays pending until it settles,
   * then closes. A failure goes to `onFailure` (the app has usually said it already); a press while one
   * is in flight, or with no question open, sends nothing.
   */
  confirm: () => Promise<void>;
}

export interface ConfirmOnceOptions<Q> {
  send: (question: Q) => Promise<void>;
  onFailure?: (error: unknown, question: Q) => void;
}

/**
 * Ask, then send once (DESIGN §5), for the screens that pay for a selection: the customer confirms in
 * a dialog and exactly one request goes out per confirmation. The ref is set before any re-render can
 * disable the dialog's button, so a second press in the same tick sends nothing; the question is fixed
 * when asked, so what the dialog names is what is sent, even if the selection changes behind it.
 */
export function useConfirmOnce<Q>({ send, onFailure }: ConfirmOnceOptions<Q>): ConfirmOnce<Q> {
  const [state, setState] = useState<{ isOpen: boolean; question: Q | null }>({ isOpen: false, question: null });
  const [isPending, setPending] = useState(false);
  const busy = useRef(false);
  const question = state.isOpen ? state.question : null;
  const close = () => setState((current) => ({ ...current, isOpen: false }));
  // Stable, for handlers memoised once (the cart's shops).
  const ask = useCallback((next: Q) => {
    if (!busy.current) setState({ isOpen: true, question: next });
  }, []);
  const cancel = useCallback(() => {
    if (!busy.current) setState((current) => ({ ...current, isOpen: false }));
  }, []);

  return {
    question,
    shown: state.question,
    isPending,
    ask,
    cancel,
    confirm: async () => {
      if (busy.current || question === null) return;
      busy.current = true;
      setPending(true);
      try {
        await send(question);
      } catch (error) {
        onFailure?.(error, question);
      } finally {
        busy.current = false;
        setPending(false);
        close();
      }
    },
  };
}
