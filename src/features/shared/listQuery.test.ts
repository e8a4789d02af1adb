import { describe, expect, it } from 'vitest';
import { filter, listSchema, withFilters } from './listQuery';

const schema = listSchema(
  { orderCode: filter.text(), state: filter.id(), kind: filter.oneOf(['in', 'out'] as const), from: filter.date(), end: filter.date() },
  { initial: 20, max: 100 },
);

const parse = (query: string) => schema.parse(new URLSearchParams(query));

describe('listSchema', () => {
  it('reads an empty address as the defaults', () => {
    expect(parse('')).toEqual({ orderCode: '', state: null, kind: null, from: null, end: null, skip: 0, take: 20 });
    expect(schema.defaults).toEqual(parse(''));
  });

  it('round-trips every kind of filter through the address, leaving defaults out', () => {
    const filters = { orderCode: 'DH2611', state: 9, kind: 'out' as const, from: new Date(2026, 10, 1), end: new Date(2026, 10, 30), skip: 40, take: 50 };
    const formatted = schema.format(filters);
    expect(formatted).toEqual({ orderCode: 'DH2611', state: '9', kind: 'out', from: '01/11/2026', end: '30/11/2026', skip: '40', take: '50' });
    expect(parse(new URLSearchParams(formatted as Record<string, string>).toString())).toEqual(filters);
    expect(Object.values(schema.format(schema.defaults)).filter((value) => value !== undefined)).toEqual([]);
  });

  it('falls back to the default for what a hand-edited address gets wrong', () => {
    expect(parse('state=0&kind=sideways&from=31/02/2026&skip=-5&take=abc')).toEqual(schema.defaults);
    expect(parse('take=5000').take).toBe(20);
    expect(parse('take=100').take).toBe(100);
    expect(parse('orderCode=%20DH1%20').orderCode).toBe('DH1');
  });

  it('counts the filters that are set, a date range once, paging never', () => {
    expect(schema.countSet(schema.defaults)).toBe(0);
    expect(schema.isFiltered({ ...schema.defaults, skip: 40, take: 50 })).toBe(false);
    expect(schema.countSet({ ...schema.defaults, orderCode: '   ' })).toBe(0);
    expect(schema.countSet({ ...schema.defaults, orderCode: 'DH', state: 3 })).toBe(2);
    expect(schema.countSet({ ...schema.defaults, from: new Date(2026, 0, 1), end: new Date(2026, 0, 9) })).toBe(1);
    expect(schema.isFiltered({ ...schema.defaults, kind: 'in' })).toBe(true);
  });

  it('starts again at the first page when a filter changes', () => {
    expect(withFilters({ ...schema.defaults, skip: 60 }, { state: 2 })).toMatchObject({ state: 2, skip: 0, take: 20 });
  });
});
