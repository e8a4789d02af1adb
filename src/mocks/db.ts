/**
 * The in-memory database of the mock backend. One `Db` is one world: every story and test makes its
 * own with `createDb()`, and demo mode keeps one in localStorage. The state is plain JSON (so a world
 * can be saved and loaded); every customer has their own books (cart, orders, wallet…), reached
 * through the session token the handlers receive.
 */
import { DEMO_TOKEN, buildWorld, emptyBooks, type Books, type MockState } from './fixtures/world';
import { createRandom } from './random';
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
  /** Issues a new session token for a customer. */
  issueToken(userId: number): string;
  revokeToken(token: string): void;
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
}

export function createDb(seedOrOptions?: number | CreateDbOptions): Db {
  const options: CreateDbOptions = typeof seedOrOptions === 'number' ? { seed: seedOrOptions } : (seedOrOptions ?? {});
  const state = buildWorld(createRandom(options.seed ?? DEFAULT_SEED));
  if (options.world === 'empty') {
    for (const books of state.books) Object.assign(books, emptyBooks(books.user));
  }
  return dbOf(state);
}

/** A Db over a world loaded from `serialize()` output; throws if the text is not a world of this version. */
export function loadDb(serialized: string): Db {
  return dbOf(parseState(serialized));
}

export const STATE_VERSION = 1;

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

function dbOf(initial: MockState): Db {
  let state = initial;
  let counts = new Map<string, number>();
  const listeners = new Set<(db: Db) => void>();
  let tokenCounter = 0;

  const db: Db = {
    get state() {
      return state;
    },
    set state(next: MockState) {
      state = next;
    },
    booksOf(token) {
      if (!token) return undefined;
      const session = state.sessions.find((candidate) => candidate.Token === token);
      return session ? state.books.find((books) => books.user.Id === session.UserId) : undefined;
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
      tokenCounter += 1;
      // Unique within the world (seq) and across reloads of it (time), so an old tab's token never
      // collides with a new one.
      const token = `mock-${userId}-${state.seq.toString(36)}-${tokenCounter.toString(36)}-${Date.now().toString(36)}`;
      state.sessions.push({ Token: token, UserId: userId });
      return token;
    },
    revokeToken(token) {
      // The stories' fixed token survives a logout so the next story can still call the API.
      if (token === DEMO_TOKEN) return;
      state.sessions = state.sessions.filter((session) => session.Token !== token);
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
