// The list kit's pure half. A list screen declares its filters once, as a schema; from it come the
// defaults, the hash-query codec (parse what an address says, format back leaving defaults out), the
// type of its API query (app/api/endpoints: ListQuery) and "is anything filtered" / "how many filters
// are set". The app keeps the filters in the hash (app/wiring/list: useList) and reads them back
// through `parse`, so the filters a data hook keys its request by are already normal ('abc ' is 'abc').

import type { LoadStatus } from '../../ui/ContentState';
import { formatQueryDate, parseQueryDate, parseQueryId, parseQueryInt } from './queryFormat';

/** How one filter travels through the address. */
export interface FilterCodec<T> {
  readonly initial: T;
  /** The value an address holds; the initial value for anything missing or malformed. */
  parse: (raw: string | null) => T;
  /** Text for the address; undefined leaves the parameter out (the initial value). */
  format: (value: T) => string | undefined;
  /** Filters that count as one for "how many are set" (the two ends of a date range). */
  readonly group?: string;
}

/** The filter kinds a list may have. */
export const filter: {
  text: () => FilterCodec<string>;
  id: () => FilterCodec<number | null>;
  oneOf: <V extends string>(values: readonly V[]) => FilterCodec<V | null>;
  date: (range?: string) => FilterCodec<Date | null>;
  dateRange: () => { from: FilterCodec<Date | null>; end: FilterCodec<Date | null> };
} = {
  /** Free text (a code, a keyword): trimmed; '' is "all". */
  text: (): FilterCodec<string> => ({
    initial: '',
    parse: (raw) => (raw ?? '').trim(),
    format: (value) => value.trim() || undefined,
  }),
  /** A catalogue code or a record id (≥ 1); null is "all". */
  id: (): FilterCodec<number | null> => ({
    initial: null,
    parse: parseQueryId,
    format: (value) => (value === null ? undefined : String(value)),
  }),
  /** One of a fixed set of words; null is "all". */
  oneOf: <V extends string>(values: readonly V[]): FilterCodec<V | null> => ({
    initial: null,
    parse: (raw) => values.find((value) => value === raw) ?? null,
    format: (value) => value ?? undefined,
  }),
  /** One end of a date range, a local calendar day, written dd/MM/yyyy; null is open. */
  date: (range = 'dates'): FilterCodec<Date | null> => ({
    initial: null,
    parse: parseQueryDate,
    format: (value) => (value ? formatQueryDate(value) : undefined),
    group: range,
  }),
  /** A date range: `from` and `end` in the address, counted as one filter. */
  dateRange: () => ({ from: filter.date(), end: filter.date() }),
};

export interface Paging {
  skip: number;
  take: number;
}

type Codecs<F> = { readonly [K in keyof F]: FilterCodec<F[K]> };

/** A list's filters and its page. */
export type ListFilters<F> = F & Paging;

export interface ListSchema<F> {
  readonly fields: Codecs<F>;
  /** Page size when the address names none, and the largest it may name. */
  readonly take: { readonly initial: number; readonly max: number };
  readonly defaults: ListFilters<F>;
  parse: (params: URLSearchParams) => ListFilters<F>;
  format: (filters: ListFilters<F>) => Record<string, string | undefined>;
  /** How many filters differ from "all" (a date range counts once). Paging is not a filter. */
  countSet: (filters: F & Partial<Paging>) => number;
  isFiltered: (filters: F & Partial<Paging>) => boolean;
}

/** Values that compare equal as filters (two Dates of the same day are the same filter). */
const same = (a: unknown, b: unknown) => (a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b);

export function listSchema<F extends object>(fields: Codecs<F>, take: { initial: number; max?: number }): ListSchema<F> {
  const keys = Object.keys(fields) as (keyof F & string)[];
  const bounds = { initial: take.initial, max: take.max ?? 100 };
  const each = <R>(build: (key: keyof F & string, codec: FilterCodec<F[keyof F]>) => R) =>
    Object.fromEntries(keys.map((key) => [key, build(key, fields[key] as FilterCodec<F[keyof F]>)]));

  const defaults = { ...(each((_, codec) => codec.initial) as F), skip: 0, take: bounds.initial };

  const parse = (params: URLSearchParams): ListFilters<F> => {
    const size = parseQueryInt(params.get('take'), bounds.initial, 1);
    return {
      ...(each((key, codec) => codec.parse(params.get(key))) as F),
      skip: parseQueryInt(params.get('skip'), 0),
      take: size > bounds.max ? bounds.initial : size,
    };
  };

  const format = (filters: ListFilters<F>): Record<string, string | undefined> => ({
    ...(each((key, codec) => codec.format(filters[key])) as Record<string, string | undefined>),
    skip: filters.skip > 0 ? String(filters.skip) : undefined,
    take: filters.take !== bounds.initial ? String(filters.take) : undefined,
  });

  const countSet = (filters: F) => {
    const groups = new Set<string>();
    for (const key of keys) {
      const codec = fields[key] as FilterCodec<F[keyof F]>;
      if (!same(filters[key], codec.initial) && codec.format(filters[key]) !== undefined) groups.add(codec.group ?? key);
    }
    return groups.size;
  };

  return {
    fields,
    take: bounds,
    defaults,
    parse,
    format,
    countSet,
    isFiltered: (filters) => countSet(filters) > 0,
  };
}

/** The filters (and page) of a schema: `type OrderListFilters = FiltersOf<typeof orderListSchema>`. */
export type FiltersOf<S> = S extends ListSchema<infer F> ? ListFilters<F> : never;

/** What a list screen is given about its results: the props its PagedResults block is made of. */
export interface ListResultsProps<Row> {
  /** 'loading' before the first page arrives; later pages load with `isValidating` over the old one. */
  status: LoadStatus;
  /** With status 'error': why, when the customer can act on it (offline, too slow). */
  errorMessage?: string;
  data?: { Items: readonly Row[]; Total: number };
  /** A page of other filters is on screen while the one asked for loads. */
  isValidating?: boolean;
  onRetry: () => void;
}

/** What a list screen is given about its filters. */
export interface ListFilterProps<F> {
  filters: F;
  /** A new set of filters; any change but paging comes back with skip 0. */
  onFiltersChange: (filters: F) => void;
  /** ms of quiet typing before a text filter applies. @default 400 */
  debounceMs?: number;
}

/** The filters after a change of one or more of them: back to the first page, as a new filter means a new list. */
export function withFilters<F>(filters: ListFilters<F>, change: Partial<F>): ListFilters<F> {
  return { ...filters, ...change, skip: 0 };
}

/**
 * The props of a list's PagedResults block from the screen's own props: results, stale state, retry
 * and paging. The screen adds what only it knows (the pagination's name, an empty state).
 */
export function pagedResultsOf<F extends Paging, Row>({
  status,
  errorMessage,
  data,
  isValidating = false,
  onRetry,
  filters,
  onFiltersChange,
}: ListResultsProps<Row> & Omit<ListFilterProps<F>, 'debounceMs'>) {
  return {
    status,
    ...(errorMessage !== undefined ? { errorMessage } : {}),
    isStale: isValidating,
    onRetry,
    total: data?.Total ?? 0,
    skip: filters.skip,
    take: filters.take,
    onPageChange: (page: Paging) => onFiltersChange({ ...filters, ...page }),
  };
}
