/**
 * The security policy of a mock world, injected: how secrets (session tokens, reset ids) are made and
 * kept, how passwords are kept, what time it is and how long a session or a reset link lives.
 *
 * Two policies exist. `demoSecurity` (this file) is the in-browser demo and the stories: the world is the
 * customer's own browser, so secrets are kept as they are, passwords too, and the seed carries a fixed
 * session (DEMO_TOKEN) and reset link (DEMO_RESET_ID) stories use without logging in. The reference HTTP
 * server uses `createServerSecurity` (serverSecurity.ts, node:crypto: random 256-bit secrets kept as
 * SHA-256, scrypt passwords, expiry) and has no fixed secret at all. This file imports nothing of Node,
 * so the browser bundle never carries node:crypto.
 */
import { DEMO_RESET_ID, DEMO_TOKEN } from './fixtures/world';

export interface Security {
  /** A new secret to hand out once: a session token or a reset link id. */
  newSecret: () => string;
  /** What the world keeps of a secret, and the fingerprint of a request: the same text gives the same digest. */
  digest: (text: string) => string;
  /** What the world keeps of a password. */
  hashPassword: (password: string) => string;
  /** Whether `password` is the one `stored` was made from. */
  verifyPassword: (password: string, stored: string) => boolean;
  /** Whether `stored` is already in this policy's password form (a world saved before it was is migrated). */
  isPasswordHash: (stored: string) => boolean;
  /** The clock sessions, reset links, idempotency records and limits run on (ms since 1970). */
  now: () => number;
  /** A session unused this long ends. */
  sessionIdleMs: number;
  /** A session ends this long after login, however busy. */
  sessionMaxMs: number;
  /** A reset link works this long after it was asked for, once. */
  resetLinkMs: number;
  /** Secrets a new world is seeded with (stories call the API without logging in); none on a server. */
  fixed?: { token: string; resetId: string };
}

const HOUR = 60 * 60 * 1000;

/** The session and reset-link lifetimes of the reference server (docs/api.md "Sessions"). */
export const SESSION_IDLE_MS = 12 * HOUR;
export const SESSION_MAX_MS = 30 * 24 * HOUR;
export const RESET_LINK_MS = 30 * 60 * 1000;

function randomSecret(): string {
  const bytes = new Uint8Array(32);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The demo's policy: the customer's own browser holds the world, so nothing is hidden from them and
 * nothing expires (a demo left open over a weekend still works on Monday).
 */
export const demoSecurity: Security = {
  newSecret: randomSecret,
  digest: (text) => text,
  hashPassword: (password) => password,
  verifyPassword: (password, stored) => password === stored,
  isPasswordHash: () => true,
  now: () => Date.now(),
  sessionIdleMs: Number.POSITIVE_INFINITY,
  sessionMaxMs: Number.POSITIVE_INFINITY,
  resetLinkMs: Number.POSITIVE_INFINITY,
  fixed: { token: DEMO_TOKEN, resetId: DEMO_RESET_ID },
};
