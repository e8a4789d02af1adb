// Issue 25: nginx must never refuse what the API (and so a form) accepts. For every write of the
// catalogue, the client_max_body_size of the nginx location that serves its path is at least the API's cap.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mockEndpoints } from '../../src/mocks/endpoints';
import { bodyLimitOf, BODY_LIMITS } from '../../src/mocks/limits';

const config = readFileSync(new URL('../../deploy/nginx.conf', import.meta.url), 'utf8');

const bytesOf = (size: string): number => {
  const match = /^(\d+)([kKmM]?)$/.exec(size);
  if (!match) throw new Error(`client_max_body_size ${size}`);
  const unit = { '': 1, k: 1024, m: 1024 * 1024 }[match[2]!.toLowerCase() as '' | 'k' | 'm'];
  return Number(match[1]) * unit;
};

/** The server-level size, then each API location's own: `location ~* ^…$ { client_max_body_size 4m; …}`. */
const serverDefault = bytesOf(/^\s{4}client_max_body_size (\w+);/m.exec(config)?.[1] ?? '1m');
const regexLocations = [...config.matchAll(/location ~\*? (\S+) \{([^}]*)\}/g)].map(([, pattern, body]) => ({
  pattern: new RegExp(pattern!, 'i'),
  size: /client_max_body_size (\w+);/.exec(body!)?.[1],
}));

/** What nginx allows a path: the first matching regex location (nginx's own order), else the default. */
function nginxCap(path: string): number {
  const location = regexLocations.find(({ pattern }) => pattern.test(path));
  return location?.size ? bytesOf(location.size) : serverDefault;
}

const concrete = (path: string) => path.replace(/:[a-z]+/gi, '123');

describe('body limits: nginx ≥ the API, route by route', () => {
  const writes = mockEndpoints.filter((endpoint) => endpoint.method !== 'GET');

  it.each(writes.map((endpoint) => [endpoint.name, endpoint.path] as const))('%s (%s)', (name, path) => {
    expect(nginxCap(concrete(path))).toBeGreaterThanOrEqual(bodyLimitOf(name));
  });

  it('gives every route with a cap of its own a location of its own, so none relies on the default by luck', () => {
    for (const name of Object.keys(BODY_LIMITS)) {
      const endpoint = mockEndpoints.find((candidate) => candidate.name === name);
      expect(endpoint, name).toBeDefined();
      expect(regexLocations.some(({ pattern, size }) => size !== undefined && pattern.test(concrete(endpoint!.path))), name).toBe(true);
    }
  });
});
