// The node harness of the money-intent tests (issue 12 §1): the real API client against the mock backend
// behind msw/node, with faults injected at fetch as the real network makes them, and runMoneyIntent's
// effects recorded instead of shown.
import { afterEach, beforeEach, vi } from 'vitest';
import { configureClient, resetClient } from '../../src/app/api/client';
import { createLoadingStore } from '../../src/app/api/loading';
import type { RememberedIntent } from '../../src/app/money/afterRelogin';
import { createIntentKeyStore, type IntentKeyStore } from '../../src/app/money/intentKeys';
import type { IntentEffects, RefusalDisplay } from '../../src/app/money/runIntent';
import { DEMO_TOKEN } from '../../src/mocks/db';
import { TEST_ORIGIN } from '../../src/mocks/node';

export const NOW = Date.parse('2026-11-24T03:15:00Z');

export type Fault = (real: () => Promise<Response>) => Promise<Response>;

export interface Recorded {
  lines: (readonly string[])[];
  alerts: { text: string; title?: string; tone?: string; link?: { label: string; href: string } }[];
  revalidated: string[];
  remembered: RememberedIntent[];
}

export interface MoneyHarness {
  /** The faults the next requests meet, in order; a request without one reaches the mock backend. */
  faults: Fault[];
  /** The Idempotency-Key of every request that left the client. */
  sentKeys: (string | null)[];
  online: boolean;
  /** The client's own alert (SPEC §8: a 400's lines, the re-login notice). */
  clientAlert: ReturnType<typeof vi.fn<(text: string) => Promise<void>>>;
  recorded: Recorded;
  keys: IntentKeyStore;
  effects: (refusals: RefusalDisplay) => IntentEffects;
  /** What a screen with an error area shows last. */
  shownLines: () => readonly string[];
}

/** Installs the client before each test of the file and resets it after; returns the live harness. */
export function moneyHarness(): MoneyHarness {
  const harness: MoneyHarness = {
    faults: [],
    sentKeys: [],
    online: true,
    clientAlert: vi.fn<(text: string) => Promise<void>>(() => Promise.resolve()),
    recorded: { lines: [], alerts: [], revalidated: [], remembered: [] },
    keys: createIntentKeyStore({ storage: null }),
    effects: (refusals) => ({
      keys: harness.keys,
      account: 'demo',
      refusals,
      showLines: (lines) => harness.recorded.lines.push(lines),
      alert: (text, options) => harness.recorded.alerts.push({ text, ...options }),
      revalidate: (change) => harness.recorded.revalidated.push(change),
      remember: (intent) => harness.recorded.remembered.push(intent),
      now: () => NOW,
    }),
    shownLines: () => harness.recorded.lines.at(-1) ?? [],
  };
  beforeEach(() => {
    harness.faults = [];
    harness.sentKeys = [];
    harness.online = true;
    harness.clientAlert.mockClear();
    harness.recorded = { lines: [], alerts: [], revalidated: [], remembered: [] };
    harness.keys = createIntentKeyStore({ storage: null });
    configureClient({
      baseUrl: TEST_ORIGIN,
      getToken: () => DEMO_TOKEN,
      alert: harness.clientAlert,
      clearSession: () => undefined,
      clearCache: () => undefined,
      navigate: () => undefined,
      loading: createLoadingStore(),
      // The test origin is absolute; it stands for a same-origin API here.
      crossOriginIdempotencyKey: true,
      isOnline: () => harness.online,
      fetch: (url, init) => {
        harness.sentKeys.push(new Headers(init.headers).get('Idempotency-Key'));
        const real = () => fetch(url, init);
        const fault = harness.faults.shift();
        return fault ? fault(real) : real();
      },
    });
  });
  afterEach(() => {
    resetClient();
    vi.useRealTimers();
  });
  return harness;
}

/** The server applied it; the answer was lost on the way back and the proxy answered its HTML 502 page. */
export const appliedThen502: Fault = async (real) => {
  await real();
  return new Response('<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center></body></html>', {
    status: 502,
    headers: { 'Content-Type': 'text/html' },
  });
};
