/**
 * Every endpoint of SPEC §7 over one world. Stories, unit tests and demo mode all install exactly
 * this list; per-story or per-test overrides go in front of it (src/mocks/scenarios.ts).
 */
import type { HttpHandler } from 'msw';
import type { Db } from '../db';
import { findEndpoint, type EndpointName } from '../endpoints';
import { accountRoutes } from './account';
import { customerRoutes } from './customer';
import { orderRoutes } from './order';
import { toHandler, type Route } from './route';

const routes: readonly Route[] = [...accountRoutes, ...customerRoutes, ...orderRoutes];

/** The names of the endpoints that have a handler (43: the whole of SPEC §7). */
export const implementedEndpoints: readonly EndpointName[] = routes.map((route) => route.name);

export function createHandlers(db: Db): HttpHandler[] {
  return routes.map((route) => toHandler(db, route));
}

/** The handler of one endpoint (by either of its names) over `db`. */
export function handlerFor(db: Db, name: string): HttpHandler {
  const endpoint = findEndpoint(name);
  const route = endpoint && routes.find((candidate) => candidate.name === endpoint.name);
  if (!route) throw new Error(`No mock handler for '${name}'`);
  return toHandler(db, route);
}
