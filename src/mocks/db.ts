/**
 * The in-memory database of the mock backend. One `Db` is one world: every story and test makes its
 * own with `createDb()`, and demo mode keeps one in localStorage. The state is plain JSON (so a world
 * can be saved and loaded); every customer has their own books (cart, orders, wallet…), reached
 * through the session token the handlers receive.
 */
import { buildWorld, emptyBooks, type Books, type MockState, type SessionRow } from './fixtures/world';
import { createRandom } from './random';
import { demoSecurity, type Security } from './security';
import { createThrottle, type Throttle } from './throttle';
import { MOCK_NOW, toVnIso } from './time';
import { findEndpoint, type EndpointAlias, type EndpointName } from './endpoints';

export { DEMO_TOKEN, DEMO_PASSWORD, DEMO_USERNAME } from './fixtures/world';
export type { Books, MockState, MockUser } from './fixtures/world';

/** The default seed: the date the mock world's clock stands still at. */
export const DEFAULT_SEED = 20261122;

export interface Db {
  /** The whole world; handlers mutate it in place and then call `changed()`. */
  state: MockState;
  /** The books of the customer a session token belongs to; undefined for a missing or unknown token. */
  booksOf(token: string | null): Books | undefined;
  /** The customer by user name (case-insensitive, as the server compares). */
  booksByUserName(userName: string): Books | undefined;
  /** The demo customer's books (user `demo`), for stories and tests that arrange or inspect data. */
  readonly demo: Books;
  /** A fresh id, unique across every table of the world. */
  nextId(): number;
  /** The mock clock's next minute as an ISO string; writes stamp their rows with it. */
  tick(): string;
  /** The world's security policy (src/mocks/security.ts): the demo's, or the reference server's. */
  readonly security: Security;
  /** Brute-force limits (in memory, never saved). */
  readonly throttle: Throttle;
  /** Issues a new session token for a customer; only its digest is kept. */
  issueToken(userId: number): string;
  /** Ends the session of a token (logout). */
  revokeToken(token: string): void;
  /** Ends every session of a customer but the one of `keep` (a password change keeps the customer's own). */
  endSessions(userId: number, keep?: string): void;
  /** Issues a reset link id for a customer (valid once, for the policy's resetLinkMs); only its digest is kept. */
  issueResetId(userId: number): string;
  /** The customer a reset link id belongs to, using it up; undefined when unknown, used or expired. */
  takeResetId(id: string): number | undefined;
  /** Whether `password` is the customer's (a missing customer costs the same time and is never right). */
  passwordMatches(books: Books | undefined, password: string): boolean;
  setPassword(books: Books, password: string): void;
  /** Where a reset link goes: the reference server has no mail; tests read the id here. */
  mailResetLink(email: string, id: string): void;
  /** How many requests reached the handler of an endpoint (scenario overrides are not counted). */
  requestCount(name: EndpointName | EndpointAlias | (string & {})): number;
  countRequest(name: string): void;
  resetRequestCounts(): void;
  /** Marks the world as changed (demo mode saves it); handlers call it after every mutation. */
  changed(): void;
  /** Runs after every `changed()`; returns the unsubscribe function. */
  subscribe(listener: (db: Db) => void): () => void;
  /** The world as JSON text (demo mode's localStorage value). */
  serialize(): string;
  /** Replaces the world with another (a loaded snapshot, or the seed again). Request counts reset. */
  replaceState(state: MockState): void;
}

export interface CreateDbOptions {
  /** Seed of the pseudo-random generator; the same seed always builds the same world. */
  seed?: number;
  /**
   * 'seed' (default): the demo customer with a cart, orders, parcels, a wallet history and messages.
   * 'empty': the same customer and reference data, but no cart, orders, transactions or messages —
   * every list answers `{ Items: [], Total: 0 }` (what `scenarios.empty` uses).
   */
  world?: 'seed' | 'empty';
  /** The security policy; the demo's (fixed demo session, nothing hidden) by default. */
  security?: Security;
  /**
   * Whether the demo customer can log in with the published DEMO_PASSWORD (default true). False keeps the
   * account and its books, with a random password nobody knows.
   */
  demoAccount?: boolean;
  /** Receives every reset link the world sends (there is no mail server). */
  mail?: (email: string, id: string) => void;
}

export function createDb(seedOrOptions?: number | CreateDbOptions): Db {
  const options: CreateDbOptions = typeof seedOrOptions === 'number' ? { seed: seedOrOptions } : (seedOrOptions ?? {});
  const security = options.security ?? demoSecurity;
  const state = buildWorld(createRandom(options.seed ?? DEFAULT_SEED));
  if (options.world === 'empty') {
    for (const books of state.books) Object.assign(books, emptyBooks(books.user));
  }
  const demo = state.books[0];
  if (demo) {
    demo.user.Password = security.hashPassword(options.demoAccount === false ? security.newSecret() : demo.user.Password);
    if (security.fixed) {
      // Fixed rows never expire; a time of 0 keeps the seed the same on every build.
      state.sessions.push({ TokenHash: security.digest(security.fixed.token), UserId: demo.user.Id, CreatedAt: 0, LastSeenAt: 0, Fixed: true });
      state.passwordResets.push({ IdHash: security.digest(security.fixed.resetId), UserId: demo.user.Id, CreatedAt: 0, Fixed: true });
    }
  }
  return dbOf(state, security, options.mail);
}

/** A Db over a world loaded from `serialize()` output; throws if the text is not a world of this version. */
export function loadDb(serialized: string, security: Security = demoSecurity): Db {
  return dbOf(parseState(serialized), security);
}

export const STATE_VERSION = 2;

/**
 * A world saved by an older version (1: passwords and tokens as text) made safe for `security`: every
 * password hashed, every session and reset link dropped (their tokens and ids were guessable), so
 * customers log in again. Returns null when the text is no world at all. Node's server only; the demo
 * starts from the seed instead.
 */
export function upgradeState(serialized: string, security: Security): { state: MockState; upgraded: boolean } | null {
  const parsed = JSON.parse(serialized) as unknown;
  if (typeof parsed !== 'object' || parsed === null) return null;
  const old = parsed as { version?: unknown };
  if (old.version !== 1 && old.version !== STATE_VERSION) return null;
  const candidate = { ...(parsed as MockState), version: STATE_VERSION } as MockState;
  if (!isState(candidate)) return null;
  let upgraded = old.version === 1;
  if (upgraded) {
    candidate.sessions = [];
    candidate.passwordResets = [];
  }
  for (const books of candidate.books) {
    if (security.isPasswordHash(books.user.Password)) continue;
    books.user.Password = security.hashPassword(books.user.Password);
    upgraded = true;
  }
  return { state: candidate, upgraded };
}

export function parseState(serialized: string): MockState {
  const parsed = JSON.parse(serialized) as unknown;
  if (!isState(parsed)) throw new Error('Not a mock world of this version');
  return parsed;
}

function isState(value: unknown): value is MockState {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<MockState>;
  return (
    candidate.version === STATE_VERSION &&
    typeof candidate.seq === 'number' &&
    typeof candidate.clock === 'number' &&
    Array.isArray(candidate.books) &&
    Array.isArray(candidate.sessions) &&
    candidate.books.every((books) => typeof books === 'object' && typeof (books as Partial<Books>).user?.Id === 'number')
  );
}

/** Either name of an endpoint ('getcarts', 'getCarts', a path) counts under one key. */
const countKey = (name: string): string => (findEndpoint(name)?.name ?? name).toLowerCase();

function dbOf(initial: MockState, security: Security, mail: (email: string, id: string) => void = () => undefined): Db {
  let state = initial;
  let counts = new Map<string, number>();
  const listeners = new Set<(db: Db) => void>();
  const throttle = createThrottle(security.now);
  // A check against this when the user name is unknown takes as long as a real one: timing tells nothing.
  let decoy: string | undefined;
  const live = (session: SessionRow, now: number): boolean =>
    session.Fixed === true || (now - session.LastSeenAt < security.sessionIdleMs && now - session.CreatedAt < security.sessionMaxMs);

  const db: Db = {
    get state() {
      return state;
    },
    set state(next: MockState) {
      state = next;
    },
    security,
    throttle,
    booksOf(token) {
      if (!token) return undefined;
      const hash = security.digest(token);
      const now = security.now();
      const session = state.sessions.find((candidate) => candidate.TokenHash === hash);
      if (!session) return undefined;
      if (!live(session, now)) {
        state.sessions = state.sessions.filter((candidate) => candidate !== session);
        return undefined;
      }
      // Only a policy with an idle limit needs the time of use (the demo's world then stays as it was).
      if (session.Fixed !== true && Number.isFinite(security.sessionIdleMs)) session.LastSeenAt = now;
      return state.books.find((books) => books.user.Id === session.UserId);
    },
    booksByUserName(userName) {
      const key = userName.trim().toLowerCase();
      return state.books.find((books) => books.user.UserName.toLowerCase() === key);
    },
    get demo() {
      const books = state.books[0];
      if (!books) throw new Error('The mock world has no demo customer');
      return books;
    },
    nextId() {
      state.seq += 1;
      return state.seq;
    },
    tick() {
      state.clock += 1;
      return toVnIso(new Date(MOCK_NOW.getTime() + state.clock * 60 * 1000));
    },
    issueToken(userId) {
      const token = security.newSecret();
      const now = security.now();
      // Ended sessions go when a new one starts, so the world does not grow with every login.
      state.sessions = [...state.sessions.filter((session) => live(session, now)), { TokenHash: security.digest(token), UserId: userId, CreatedAt: now, LastSeenAt: now }];
      return token;
    },
    revokeToken(token) {
      const hash = security.digest(token);
      state.sessions = state.sessions.filter((session) => session.Fixed === true || session.TokenHash !== hash);
    },
    endSessions(userId, keep) {
      const kept = keep === undefined ? undefined : security.digest(keep);
      state.sessions = state.sessions.filter((session) => session.Fixed === true || session.UserId !== userId || session.TokenHash === kept);
    },
    issueResetId(userId) {
      const id = security.newSecret();
      const now = security.now();
      state.passwordResets = [
        ...state.passwordResets.filter((reset) => reset.Fixed === true || now - reset.CreatedAt < security.resetLinkMs),
        { IdHash: security.digest(id), UserId: userId, CreatedAt: now },
      ];
      return id;
    },
    takeResetId(id) {
      const hash = security.digest(id);
      const reset = state.passwordResets.find((candidate) => candidate.IdHash === hash);
      if (!reset) return undefined;
      if (reset.Fixed === true) return reset.UserId;
      state.passwordResets = state.passwordResets.filter((candidate) => candidate !== reset);
      return security.now() - reset.CreatedAt < security.resetLinkMs ? reset.UserId : undefined;
    },
    passwordMatches(books, password) {
      if (books) return security.verifyPassword(password, books.user.Password);
      decoy ??= security.hashPassword(security.newSecret());
      security.verifyPassword(password, decoy);
      return false;
    },
    setPassword(books, password) {
      books.user.Password = security.hashPassword(password);
    },
    mailResetLink(email, id) {
      mail(email, id);
    },
    requestCount(name) {
      return counts.get(countKey(name)) ?? 0;
    },
    countRequest(name) {
      const key = countKey(name);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    },
    resetRequestCounts() {
      counts = new Map();
    },
    changed() {
      for (const listener of listeners) listener(db);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    serialize() {
      return JSON.stringify(state);
    },
    replaceState(next) {
      state = next;
      counts = new Map();
    },
  };
  return db;
}
