// Without Web Locks (older browsers) two tabs of the portal still must not send the same outbox entry
// at the same time (issue 13 §3). A lease in localStorage names the tab that sends an entry and when
// its claim expires; a tab that crashed mid-POST holds nobody up for longer than the expiry.
import type { StorageLike } from '../session/store';

export const LEASE_KEY = 'extension.outbox.leases';
/** Longer than a write may take (45 s, REQUEST_TIMEOUT_MS.write): a live sender never loses its lease. */
export const LEASE_MS = 60_000;

type Leases = Record<string, { owner: string; until: number }>;

export interface LeaseDeps {
  storage: () => StorageLike | undefined;
  /** This tab's id. */
  owner: string;
  now: () => number;
  /** A short wait after writing a claim, so that another tab's claim written at the same time shows. */
  settle: () => Promise<void>;
}

function readLeases(storage: StorageLike | undefined, now: number): Leases {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage?.getItem(LEASE_KEY) ?? '{}') as unknown;
  } catch {
    return {};
  }
  const leases: Leases = Object.create(null) as Leases;
  if (typeof parsed !== 'object' || parsed === null) return leases;
  for (const [name, value] of Object.entries(parsed)) {
    if (typeof value !== 'object' || value === null) continue;
    const { owner, until } = value as Record<string, unknown>;
    if (typeof owner === 'string' && typeof until === 'number' && until > now) leases[name] = { owner, until };
  }
  return leases;
}

/** Runs `task` holding the lease `name`; null, without running it, when another tab holds it. */
export function createStorageLease(deps: LeaseDeps) {
  const target = () => {
    try {
      return deps.storage();
    } catch {
      return undefined;
    }
  };
  const write = (leases: Leases): boolean => {
    try {
      const storage = target();
      if (!storage) return false;
      storage.setItem(LEASE_KEY, JSON.stringify(leases));
      return true;
    } catch {
      return false;
    }
  };
  return async function withLease<T>(name: string, task: () => Promise<T>): Promise<T | null> {
    const held = readLeases(target(), deps.now())[name];
    if (held && held.owner !== deps.owner) return null;
    // Storage that takes no claim keeps no outbox either: what this tab sends lives only in its memory.
    if (!write({ ...readLeases(target(), deps.now()), [name]: { owner: deps.owner, until: deps.now() + LEASE_MS } })) return task();
    await deps.settle();
    if (readLeases(target(), deps.now())[name]?.owner !== deps.owner) return null;
    try {
      return await task();
    } finally {
      const leases = readLeases(target(), deps.now());
      if (leases[name]?.owner === deps.owner) write(Object.fromEntries(Object.entries(leases).filter(([other]) => other !== name)));
    }
  };
}
