// The browser-extension bridge of the running app (SPEC §4; rules in ./extension/bridge.ts). main.tsx
// loads this module after the first render and hands over the messages that arrived before it; the
// cart screen reads the outbox through `useExtensionOutbox`.
import { useSyncExternalStore } from 'react';
import { addCartItems } from '../api/endpoints/order';
import { toasts } from '../bootstrap';
import { createExtensionBridge, type BridgeMessage, type ExtensionBridge, type OutboxSnapshot } from './bridge';
import { createStorageLease } from './lease';
import { announceChange } from '../hooks/invalidation';
import { sessionStore } from '../session/store';

export type ExtensionOutbox = OutboxSnapshot;

/** A random key; randomUUID needs a secure context, getRandomValues does not. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint32Array(4)), (part) => part.toString(16).padStart(8, '0')).join('-');
}

let bridge: ExtensionBridge | null = null;

/** Web Locks where the browser has them; otherwise a lease in localStorage (./lease.ts). */
function crossTabLock(): <T>(name: string, task: () => Promise<T>) => Promise<T | null> {
  if ('locks' in navigator) {
    return (name, task) => navigator.locks.request(name, { ifAvailable: true }, (lock) => (lock ? task() : null));
  }
  return createStorageLease({
    storage: () => window.localStorage,
    owner: newKey(),
    now: () => Date.now(),
    settle: () => new Promise((resolve) => setTimeout(resolve, 50)),
  });
}

function theBridge(): ExtensionBridge {
  bridge ??= createExtensionBridge({
    window,
    storage: () => window.localStorage,
    session: sessionStore,
    send: (items, key) => addCartItems(items, { silent: true, idempotencyKey: key }),
    toasts,
    onAccepted: () => {
      announceChange('addToCart');
    },
    isOnline: () => navigator.onLine,
    // Two tabs of the portal share the outbox; each entry is sent by one tab at a time.
    lock: crossTabLock(),
    newKey,
  });
  return bridge;
}

/** Starts listening for the extension; `early` are the messages main.tsx kept while the app booted. */
export function startExtensionBridge(early: readonly BridgeMessage[]): void {
  theBridge().start(early);
}

/** The outbox for the cart screen: how many products wait, whether a send is in flight, `Thử lại`, and the refused products. */
export function useExtensionOutbox(): ExtensionOutbox {
  const outbox = theBridge();
  return useSyncExternalStore(outbox.subscribe, outbox.getSnapshot, outbox.getSnapshot);
}
