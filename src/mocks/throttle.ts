/**
 * Brute-force limits (docs/api.md "Limits"): events counted per key in a sliding window; once a key has
 * `limit` events in the window, it waits until the oldest leaves it. Kept in memory only: a restart
 * forgets them, and a saved world never holds an address.
 */
export interface ThrottleRule {
  limit: number;
  windowMs: number;
}

export interface Throttle {
  /** How long (ms) `key` must wait under `rule`; 0 when it may go on. */
  waitFor(rule: ThrottleRule, key: string): number;
  /** Counts one event for `key` under `rule`. */
  hit(rule: ThrottleRule, key: string): void;
  /** Forgets `key`'s events under `rule` (a successful login clears its user name's failures). */
  clear(rule: ThrottleRule, key: string): void;
}

export function createThrottle(now: () => number): Throttle {
  const events = new Map<ThrottleRule, Map<string, number[]>>();
  const recent = (rule: ThrottleRule, key: string): number[] => {
    const byKey = events.get(rule) ?? new Map<string, number[]>();
    events.set(rule, byKey);
    const since = now() - rule.windowMs;
    const kept = (byKey.get(key) ?? []).filter((at) => at > since);
    if (kept.length === 0) byKey.delete(key);
    else byKey.set(key, kept);
    return kept;
  };
  return {
    waitFor(rule, key) {
      const kept = recent(rule, key);
      if (kept.length < rule.limit) return 0;
      const oldest = kept[kept.length - rule.limit] ?? now();
      return Math.max(1, oldest + rule.windowMs - now());
    },
    hit(rule, key) {
      const kept = recent(rule, key);
      // Only the last `limit` events matter for the wait; older ones are dropped so memory stays bounded.
      events.get(rule)?.set(key, [...kept, now()].slice(-rule.limit));
    },
    clear(rule, key) {
      events.get(rule)?.delete(key);
    },
  };
}
