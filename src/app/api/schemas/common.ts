// Building blocks of the answer schemas. Answers use `type()` (extra fields from a newer server are
// ignored); payloads use `object()` (an unknown field is a mistake on our side). Where the server may
// plausibly send null or leave a field out, the block normalises it here once, so screens never test
// for three kinds of "nothing".
import { array, boolean, coerce, integer, nullable, number, refine, string, type, unknown } from 'superstruct';
import type { Infer, Struct } from 'superstruct';

/** A record id (Id, OrderId…). */
export const id = () => integer();

/** A code of a status catalogue (src/features/shared/statuses.ts); unknown codes pass and render as 'Không rõ'. */
export const statusCode = () => integer();

/** An amount in đồng (₫); may be negative where a field is signed (Transaction.Amount). */
export const vnd = () => number();

/** An amount in yuan (¥). */
export const cny = () => number();

/** A string where null and a missing field both mean ''. */
export const text = () => coerce(string(), unknown(), (value) => value ?? '');

/** A string that may be absent: null when missing. */
export const maybeText = () => coerce(nullable(string()), unknown(), (value) => value ?? null);

/** A number that may be absent (a weight not measured yet, a fee not computed yet): null when missing. */
export const maybeNumber = () => coerce(nullable(number()), unknown(), (value) => value ?? null);

/** An id that may be absent: null when missing. */
export const maybeId = () => coerce(nullable(integer()), unknown(), (value) => value ?? null);

/** A marketplace id (product, seller): a string; a number is turned into its decimal text. */
export const idText = () => coerce(string(), number(), (value) => String(value));

/** A boolean that is false when missing or null. */
export const flag = () => coerce(boolean(), unknown(), (value) => value ?? false);

/**
 * A client-side flag that always starts false whatever the server sends (SPEC §3: IsChecked of the
 * deposit-waiting and pay-waiting orders).
 */
export const startsFalse = () => coerce(flag(), unknown(), () => false);

/** An ISO 8601 date-time string that `Date` can read ('2026-11-20T09:15:00+07:00'). */
export const dateString = () =>
  refine(string(), 'date', (value) => !Number.isNaN(Date.parse(value)) || `Expected an ISO date, but received: ${JSON.stringify(value.slice(0, 40))}`);

/** A date that may be absent: null when missing. */
export const maybeDate = () => coerce(nullable(dateString()), unknown(), (value) => value ?? null);

/** A list; null or missing is an empty list. */
export function list<T, S>(item: Struct<T, S>) {
  return coerce(array(item), unknown(), (value) => value ?? []);
}

/**
 * One page of a skip/take list: { Items, Total }. Total is the count of all matching rows; an answer
 * without it (getlistrequestdelivery shows only Items) gets the length of Items.
 */
export function page<T, S>(item: Struct<T, S>) {
  return coerce(type({ Items: list(item), Total: integer() }), type({ Items: array() }), (value) =>
    'Total' in value && value.Total !== undefined && value.Total !== null ? value : { ...value, Total: value.Items.length },
  );
}

/** The shape of `page(X)`, for code that handles any page. */
export interface Page<T> {
  Items: T[];
  Total: number;
}

/**
 * The answer of every call whose answer SPEC §7 says is "not shown": accepted whatever it is (an empty
 * body, a string, an object); callers revalidate what they show instead of reading it.
 */
export const MutationResultSchema = unknown();
export type MutationResult = Infer<typeof MutationResultSchema>;
