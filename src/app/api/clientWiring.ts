import type { ClientDeps } from './client';

/**
 * What the app root hands the API client (the dialog queue, the cache) before the client itself is
 * loaded. A separate module so that the login page's first load does not carry the client: it is
 * fetched with the first request (docs/decisions.md, size budget), and reads this wiring then.
 */
let wiring: Partial<ClientDeps> = {};
const listeners = new Set<() => void>();

export function wireClient(next: Partial<ClientDeps>): void {
  wiring = { ...wiring, ...next };
  for (const listener of listeners) listener();
}

export function clientWiring(): Partial<ClientDeps> {
  return wiring;
}

/** The client rebuilds itself when the wiring changes after it was made. */
export function onClientWiring(listener: () => void): void {
  listeners.add(listener);
}
