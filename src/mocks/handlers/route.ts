/**
 * How a handler file declares an endpoint: its name (from src/mocks/endpoints.ts), whether it needs a
 * session, and a function from the request to the answer. `toHandler` turns it into an MSW handler
 * that counts the request, checks the bearer token (missing or unknown → 401), and tells the world it
 * changed after a successful write (demo mode saves it then).
 */
import { http, type HttpHandler } from 'msw';
import { requestBodies } from '../bodies';
import type { Books, Db, MockState } from '../db';
import { anyOrigin, findEndpoint, type EndpointName } from '../endpoints';
import { BAD_BODY_LINE, badRequest, bearerToken, readJson, unauthorized } from '../http';
import { fingerprintOf, idempotencyKeyOf, remember, replayFor } from '../idempotency';

export interface OpenContext {
  db: Db;
  request: Request;
  url: URL;
  /** Path parameters (':id', ':field'), decoded. */
  params: Readonly<Record<string, string>>;
}

export interface AuthedContext extends OpenContext {
  /** The books of the customer whose token came with the request. */
  books: Books;
  token: string;
}

export type Answer = Response | Promise<Response>;

export type Route =
  | { name: EndpointName; auth: false; handle: (context: OpenContext) => Answer }
  | { name: EndpointName; auth: true; handle: (context: AuthedContext) => Answer };

/** An endpoint anyone may call (the account calls before login). */
export const open = (name: EndpointName, handle: (context: OpenContext) => Answer): Route => ({ name, auth: false, handle });

/** An endpoint that needs a session. */
export const authed = (name: EndpointName, handle: (context: AuthedContext) => Answer): Route => ({ name, auth: true, handle });

function paramsOf(raw: Record<string, string | readonly string[] | undefined>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value === 'string') result[key] = value;
    else if (Array.isArray(value) && typeof value[0] === 'string') result[key] = value[0];
  }
  return result;
}

/**
 * Runs a write so that it changes all or nothing: a handler that throws midway (a body shape the checks
 * above missed) leaves the world as it was and answers 400, never a 5xx after a partial write.
 */
async function guarded(db: Db, method: string, answer: () => Answer): Promise<Response> {
  if (method === 'GET') return answer();
  const before: MockState = structuredClone(db.state);
  try {
    return await answer();
  } catch {
    db.state = before;
    return badRequest([BAD_BODY_LINE]);
  }
}

export function toHandler(db: Db, route: Route): HttpHandler {
  const endpoint = findEndpoint(route.name);
  if (!endpoint) throw new Error(`No endpoint named ${route.name}`);
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  return http[method](anyOrigin(endpoint.path), async ({ request, params }) => {
    db.countRequest(route.name);
    const base: OpenContext = { db, request, url: new URL(request.url), params: paramsOf(params) };
    let answer: () => Answer;
    let scope = 0;
    if (route.auth) {
      const token = bearerToken(request);
      const books = db.booksOf(token);
      if (!books || token === null) return unauthorized();
      scope = books.user.Id;
      answer = () => route.handle({ ...base, books, token });
    } else {
      answer = () => route.handle(base);
    }
    // Keys are a customer's: a call without a session keeps none, so anonymous calls cannot crowd out a record.
    const key = endpoint.method === 'GET' || !route.auth ? null : idempotencyKeyOf(request);
    const keyed = key === null ? null : { scope, key, fingerprint: await fingerprintOf(request, db.security.digest) };
    if (keyed) {
      const replay = replayFor(db.state, keyed, db.security.now());
      if (replay) return replay;
    }
    const fits = requestBodies[route.name];
    if (fits && !fits(await readJson(request.clone()))) return badRequest([BAD_BODY_LINE]);
    let response = await guarded(db, endpoint.method, answer);
    if (keyed) {
      response = await remember(db.state, keyed, response, db.security.now());
      // The kept answer is part of the world: demo mode saves it, so a reload still replays it.
      db.changed();
    } else if (endpoint.method !== 'GET' && response.ok) {
      db.changed();
    }
    return response;
  });
}
