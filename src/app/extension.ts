// The browser-extension bridge of the running app (SPEC §4; rules in ./extension/bridge.ts). main.tsx
// loads this module after the first render and hands over the messages that arrived before it; the
// cart screen reads the outbox through `useExtensionOutbox`.
import { useSyncExternalStore } from 'react';
import { addCartItems } from './api/endpoints/order';
import { toasts } from './bootstrap';
import { createExtensionBridge, type BridgeMessage, type ExtensionBridge, type OutboxSnapshot } from './extension/bridge';
import { announceChange } from './hooks/invalidation';
import { sessionStore } from './session/store';

export type ExtensionOutbox = OutboxSnapshot;

const LOCK_NAME = 'extension.outbox';

/** A random key; randomUUID needs a secure context, getRandomValues does not. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint32Array(4)), (part) => part.toString(16).padStart(8, '0')).join('-');
}

let bridge: ExtensionBridge | null = null;

function theBridge(): ExtensionBridge {
  bridge ??= createExtensionBridge({
    window,
    storage: () => window.localStorage,
    session: sessionStore,
    send: (items) => addCartItems(items, { silent: true }),
    toasts,
    onAccepted: () => {
      announceChange('addToCart');
    },
    isOnline: () => navigator.onLine,
    // Two tabs of the portal share the outbox; without Web Locks (old browsers) a tab sends alone.
    lock: (task) => ('locks' in navigator ? navigator.locks.request(LOCK_NAME, task) : task()),
    newKey,
  });
  return bridge;
}

/** Starts listening for the extension; `early` are the messages main.tsx kept while the app booted. */
export function startExtensionBridge(early: readonly BridgeMessage[]): void {
  theBridge().start(early);
}

/** The outbox for the cart screen: how many products wait, whether a send is in flight, and `Thử lại`. */
export function useExtensionOutbox(): ExtensionOutbox {
  const outbox = theBridge();
  return useSyncExternalStore(outbox.subscribe, outbox.getSnapshot, outbox.getSnapshot);
}
