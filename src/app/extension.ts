// Placeholder: the browser-extension bridge (SPEC §4) is being written. The cart screen relies on this
// hook's shape only.
export interface ExtensionOutbox {
  /** Products received from the extension that the server has not accepted yet. */
  pending: number;
  /** A POST of the outbox is in flight. */
  sending: boolean;
  /** Sends the outbox again now (the cart's `Thử lại`). Does nothing while a send is in flight. */
  retry: () => void;
}

export function useExtensionOutbox(): ExtensionOutbox {
  return { pending: 0, sending: false, retry: () => undefined };
}
