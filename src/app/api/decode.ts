// The one boundary where untrusted JSON (server answers, the stored user.configs, extension messages)
// becomes typed data. `create` runs the coercions of the schemas (JSON-string fields, defaults, computed
// totals); any mismatch leaves here as a ContractError naming the bad field.
import { Struct, StructError, create } from 'superstruct';

/** What a customer reads when an answer does not match the contract (the path goes to the log only). */
export const contractErrorUserMessage = 'Máy chủ trả về dữ liệu không đúng định dạng.';

export class ContractError extends Error {
  override readonly name = 'ContractError';
  /** Dotted path of the bad value from the root of the answer: 'Items.3.Price'; '' for the root itself. */
  readonly path: string;
  /** The nearest named field on that path ('Price' for 'Items.3.Price', 'Items' for 'Items.3'). */
  readonly field: string;
  readonly userMessage = contractErrorUserMessage;

  constructor(path: readonly (string | number)[], detail: string, options?: { cause?: unknown; context?: string }) {
    const dotted = path.map(String).join('.');
    const where = dotted === '' ? 'the root' : dotted;
    const prefix = options?.context ? `${options.context}: ` : '';
    super(`${prefix}contract mismatch at ${where}: ${detail}`, options?.cause === undefined ? undefined : { cause: options.cause });
    this.path = dotted;
    this.field = [...path].reverse().find((key): key is string => typeof key === 'string') ?? '';
  }
}

export function isContractError(error: unknown): error is ContractError {
  return error instanceof ContractError;
}

/**
 * Decodes `raw` with `schema`, coercions included. Throws ContractError on a mismatch. Any other
 * exception would be a bug in a schema's coercer: it is not wrapped, so tests see it.
 * `context` ('GET /api/order/getcarts') goes into the English message for the log.
 */
export function decode<T, S>(schema: Struct<T, S>, raw: unknown, context?: string): T {
  try {
    return create(raw, schema);
  } catch (error) {
    if (error instanceof StructError) {
      // StructError.message repeats the path: keep the failure's own words. (Not error.failures(): it
      // walks the rest of the value and may hit the unprintable objects handled below.)
      const prefix = `At path: ${error.path.join('.')} -- `;
      const detail = error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message;
      throw new ContractError(error.path as (string | number)[], trimDetail(detail), { cause: error, ...(context ? { context } : {}) });
    }
    // superstruct recurses, and prints what it refuses with `${value}`: an answer (or a JSON string in
    // one) nested 100,000 deep overflows the stack. Not a bug of ours but a hostile answer (issue 12 §5).
    if (error instanceof RangeError) {
      throw new ContractError([], 'too deeply nested', { cause: error });
    }
    // superstruct prints a mismatching value with `${value}`, which throws a TypeError for an object
    // whose own `toString` is not a function ({"toString": false} is valid JSON). Such an input is a
    // mismatch too; report it at that object. Anything else is a bug in a coercer: rethrown.
    const unprintable = error instanceof TypeError ? findUnprintable(raw) : null;
    if (unprintable) {
      throw new ContractError(unprintable, 'Expected a value of the contract, but received an object whose toString is not a function', {
        cause: error,
        ...(context ? { context } : {}),
      });
    }
    throw error;
  }
}

/** The path of the first object in `value` that cannot be turned into a string, or null. */
function findUnprintable(value: unknown, path: (string | number)[] = [], seen = new Set<object>()): (string | number)[] | null {
  if (typeof value !== 'object' || value === null || seen.has(value)) return null;
  seen.add(value);
  if (Object.hasOwn(value, 'toString') && typeof (value as { toString: unknown }).toString !== 'function') return path;
  const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((item: unknown, index) => [index, item]) : Object.entries(value);
  for (const [key, item] of entries) {
    const found = findUnprintable(item, [...path, key], seen);
    if (found) return found;
  }
  return null;
}

function trimDetail(message: string): string {
  return message.length > 300 ? `${message.slice(0, 300)}…` : message;
}

/** A string that was meant to be JSON and is not; only lives between coercion and validation. */
class UnparsableJson {
  constructor(readonly text: string) {}
}

function preview(text: string): string {
  const shown = JSON.stringify(text.length > 60 ? `${text.slice(0, 60)}…` : text);
  return shown;
}

/**
 * `inner`, but its input may also arrive as a JSON string, which is parsed first (the server sends
 * ShopFavorite.ItemLinks, WebsiteInfo.Accounts and DeliveryRequest.ListOrders this way). A string that is
 * not JSON fails validation at this field's path instead of throwing a SyntaxError out of `create`.
 * `whenEmpty` is used for null, undefined and a blank string.
 */
export function jsonString<T, S>(inner: Struct<T, S>, whenEmpty?: () => T): Struct<T, S> {
  return new Struct<T, S>({
    type: inner.type,
    schema: inner.schema,
    coercer: (value, context) => {
      let parsed: unknown = value;
      if (typeof value === 'string') {
        if (value.trim() === '') {
          parsed = whenEmpty ? whenEmpty() : value;
        } else {
          try {
            parsed = JSON.parse(value) as unknown;
          } catch {
            return new UnparsableJson(value);
          }
        }
      }
      if ((parsed === null || parsed === undefined) && whenEmpty) parsed = whenEmpty();
      return inner.coercer(parsed, context);
    },
    validator: (value, context) =>
      value instanceof UnparsableJson ? `Expected a JSON string, but it does not parse: ${preview(value.text)}` : inner.validator(value, context),
    refiner: (value, context) => inner.refiner(value, context),
    entries: (value, context) => (value instanceof UnparsableJson ? [] : inner.entries(value, context)),
  });
}
