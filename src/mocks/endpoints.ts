import { endpointCatalog } from '../app/api/endpoints/catalog';

/**
 * The 43 calls of SPEC §7 as the mock server knows them, derived from the one list of them
 * (src/app/api/endpoints/catalog.ts): a name (the last fixed segment of the path, as the server's
 * action is called), an alias (the name of the client's endpoint function), the method and the path
 * with its parameters. Either name works
 * wherever an endpoint is named (scenarios, `db.requestCount`), case-insensitively. Scenarios and the
 * request counter use the names; the handlers use the paths, prefixed with '*' so any origin matches
 * (relative '/api/...' in the browser, an absolute VITE_API_BASE or 'http://localhost' in node).
 */
export const mockEndpoints = endpointCatalog.map(toMockEndpoint);

type LastSegment<P extends string> = P extends `${string}/${infer Rest}` ? LastSegment<Rest> : P;
/** The server's action: the last fixed segment of a catalogue path ('…/updateorderfield/{id}/{x}' → 'updateorderfield'). */
type ActionOf<P extends string> = LastSegment<P extends `${infer Head}/{${string}` ? Head : P>;
type Entry = (typeof endpointCatalog)[number];

interface MockEndpointOf<E extends Entry> {
  readonly name: ActionOf<E['path']>;
  readonly alias: E['name'];
  readonly method: E['method'];
  /** The MSW path: '{id}' becomes ':id', the field segment '{x}' ':field'. */
  readonly path: string;
}

function toMockEndpoint<E extends Entry>(entry: E): MockEndpointOf<E> {
  const fixed = entry.path.split('/{')[0] ?? entry.path;
  return {
    name: fixed.slice(fixed.lastIndexOf('/') + 1) as ActionOf<E['path']>,
    alias: entry.name,
    method: entry.method,
    path: entry.path.replace('{id}', ':id').replace('{x}', ':field'),
  };
}

export type MockEndpoint = MockEndpointOf<Entry>;
export type EndpointName = MockEndpoint['name'];
export type EndpointAlias = MockEndpoint['alias'];
export type EndpointMethod = MockEndpoint['method'];

/** The MSW pattern of a path: any origin, then the path (':id' parameters kept). */
export const anyOrigin = (path: string): string => `*${path}`;

/**
 * Finds an endpoint by its name (case-insensitive, so 'getOrderDeposits' and 'getorderdeposits' both
 * work) or by a concrete or parameterised path ('/api/order/getcarts', '/api/order/removecart/12').
 */
export function findEndpoint(nameOrPath: string): MockEndpoint | undefined {
  const key = nameOrPath.trim().toLowerCase();
  const byName = mockEndpoints.find((endpoint) => endpoint.name.toLowerCase() === key || endpoint.alias.toLowerCase() === key);
  if (byName) return byName;
  const path = key.replace(/^[a-z]+:\/\/[^/]+/, '').split('?')[0] ?? '';
  return mockEndpoints.find((endpoint) => {
    const pattern = new RegExp(`^${endpoint.path.toLowerCase().replace(/:[a-z]+/g, '[^/]+')}/?$`);
    return pattern.test(path) || endpoint.path.toLowerCase() === path;
  });
}
