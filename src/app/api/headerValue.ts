/**
 * Issue 12 §3: a value sent in a header (the bearer token, the anti-forgery cookie) is printable ASCII of
 * at most 4,096 characters. Anything else would make `Headers.set` throw or carry something hostile.
 */
export const isHeaderSafe = (value: string) => value.length > 0 && value.length <= 4096 && /^[\x20-\x7e]+$/.test(value);
