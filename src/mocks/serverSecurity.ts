/**
 * The reference HTTP server's security policy (see security.ts): 256-bit random secrets, kept as their
 * SHA-256; passwords kept as scrypt with a salt per password; sessions that end after SESSION_IDLE_MS
 * unused or SESSION_MAX_MS after login; reset links that work once within RESET_LINK_MS; no fixed
 * secret. Node only: imported by apiServer.ts and tests, never by anything the browser loads.
 */
import { createHash, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { RESET_LINK_MS, SESSION_IDLE_MS, SESSION_MAX_MS, type Security } from './security';

export interface ServerSecurityOptions {
  now?: () => number;
  sessionIdleMs?: number;
  sessionMaxMs?: number;
  resetLinkMs?: number;
  /** scrypt's cost N (a power of two); tests may lower it, the server keeps the default. */
  scryptCost?: number;
}

/** scrypt's cost: 2^15 (32 MiB, ~0.2 s per check here) makes each guess of a stolen world.json expensive. */
const SCRYPT_COST = 2 ** 15;
const SCRYPT_BLOCK = 8;
const KEY_BYTES = 32;
const PREFIX = 'scrypt';

function scrypt(password: string, salt: Buffer, cost: number): Buffer {
  return scryptSync(password.normalize('NFC'), salt, KEY_BYTES, { N: cost, r: SCRYPT_BLOCK, p: 1, maxmem: 128 * cost * SCRYPT_BLOCK * 2 });
}

export function createServerSecurity(options: ServerSecurityOptions = {}): Security {
  const cost = options.scryptCost ?? SCRYPT_COST;
  return {
    newSecret: () => randomBytes(32).toString('base64url'),
    digest: (text) => createHash('sha256').update(text).digest('base64url'),
    hashPassword: (password) => {
      const salt = randomBytes(16);
      return [PREFIX, cost, salt.toString('base64url'), scrypt(password, salt, cost).toString('base64url')].join('$');
    },
    verifyPassword: (password, stored) => {
      const [prefix, storedCost, salt, hash] = stored.split('$');
      if (prefix !== PREFIX || salt === undefined || hash === undefined) return false;
      const expected = Buffer.from(hash, 'base64url');
      const actual = scrypt(password, Buffer.from(salt, 'base64url'), Number(storedCost));
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
    isPasswordHash: (stored) => stored.startsWith(`${PREFIX}$`),
    now: options.now ?? (() => Date.now()),
    sessionIdleMs: options.sessionIdleMs ?? SESSION_IDLE_MS,
    sessionMaxMs: options.sessionMaxMs ?? SESSION_MAX_MS,
    resetLinkMs: options.resetLinkMs ?? RESET_LINK_MS,
  };
}
