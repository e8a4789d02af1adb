// Whatever arrives, a decoder either returns a value or throws ContractError: a coercer that throws a
// TypeError or SyntaxError on odd input would be a white page instead of an error state.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ContractError, decode } from './decode';
import { answerSamples, inputSamples } from './schemas.samples';
import type { Sample } from './schemas.samples';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

function pathsOf(value: unknown, prefix: Path = []): Path[] {
  const own: Path[] = prefix.length > 0 ? [prefix] : [];
  if (Array.isArray(value)) return [...own, ...value.flatMap((item: unknown, index) => pathsOf(item, [...prefix, index]))];
  if (typeof value === 'object' && value !== null) {
    return [...own, ...Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...prefix, key]))];
  }
  return own;
}

type Mutation = { kind: 'set'; value: unknown } | { kind: 'delete' };

function mutate(sample: unknown, path: Path, mutation: Mutation): unknown {
  const copy = structuredClone(sample);
  let parent: unknown = copy;
  // An earlier mutation may have removed or replaced part of the path: then this one does nothing.
  for (const key of path.slice(0, -1)) {
    if (typeof parent !== 'object' || parent === null) return copy;
    parent = (parent as Record<string | number, unknown>)[key];
  }
  const last = path[path.length - 1];
  if (last === undefined || typeof parent !== 'object' || parent === null) return copy;
  if (mutation.kind === 'delete') {
    if (Array.isArray(parent) && typeof last === 'number') parent.splice(last, 1);
    else Reflect.deleteProperty(parent, last);
  } else {
    (parent as Record<string | number, unknown>)[last] = mutation.value;
  }
  return copy;
}

/** Values a sloppy or hostile server plausibly sends in place of a field. */
const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom<unknown>(null, undefined, '', ' ', '[', '{"a":', 'null', '[]', '{}', '[1,2]', '["x"]', 0, -1, 1.5, Number.MAX_SAFE_INTEGER, true, [], {}),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string(),
);

const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  oddValue.map((value): Mutation => ({ kind: 'set', value })),
  fc.constant<Mutation>({ kind: 'delete' }),
);

function expectValueOrContractError(schema: Sample['schema'], raw: unknown) {
  try {
    decode(schema, raw);
  } catch (error) {
    expect(error).toBeInstanceOf(ContractError);
    const contractError = error as ContractError;
    expect(typeof contractError.path).toBe('string');
    expect(contractError.userMessage).toBe('Máy chủ trả về dữ liệu không đúng định dạng.');
  }
}

const all = Object.entries({ ...answerSamples, ...inputSamples });

describe.each(all)('decoder of %s', (_name, { schema, sample }) => {
  it('returns a value or throws ContractError for any JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue() as fc.Arbitrary<Json>, (raw) => {
        expectValueOrContractError(schema, raw);
      }),
      { numRuns: 150 },
    );
  });

  it('returns a value or throws ContractError for a mutated valid answer', () => {
    const paths = pathsOf(sample);
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...(paths.length > 0 ? paths : [[]])), mutationArb), { minLength: 1, maxLength: 3 }), (mutations) => {
        const raw = mutations.reduce<unknown>((value, [path, mutation]) => mutate(value, path, mutation), sample);
        expectValueOrContractError(schema, raw);
      }),
      { numRuns: 200 },
    );
  });

  it('decodes the same value twice to the same result (coercions are stable)', () => {
    const first = decode(schema, structuredClone(sample));
    expect(decode(schema, structuredClone(sample))).toEqual(first);
  });
});
