import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContractError } from '../api/decode';
import { ApiError, ParseError, RequestTimeoutError } from '../api/errors';
import { shouldRetry, swrOptions } from './retry';

describe('shouldRetry', () => {
  it('retries server hiccups and unknown failures only', () => {
    expect(shouldRetry(new ApiError(500, []))).toBe(true);
    expect(shouldRetry(new ApiError(503, []))).toBe(true);
    expect(shouldRetry(new TypeError('x'))).toBe(true);
    for (const status of [0, 400, 401, 403, 404, 409]) expect(shouldRetry(new ApiError(status, []))).toBe(false);
    expect(shouldRetry(new ParseError(200, '<html>'))).toBe(false);
    expect(shouldRetry(new ContractError(['Items', 0, 'Price'], 'x'))).toBe(false);
  });

  it('leaves a timed-out read to the screen\'s Thử lại, and never repeats an aborted one', () => {
    expect(shouldRetry(new RequestTimeoutError('GET', '/api/order/orders'))).toBe(false);
    expect(shouldRetry(new DOMException('The session ended.', 'AbortError'))).toBe(false);
  });
});

describe('onErrorRetry', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const config = (visible = true) => ({ ...swrOptions, isVisible: () => visible }) as unknown as Parameters<NonNullable<typeof swrOptions.onErrorRetry>>[2];
  const run = (error: Error, retryCount: number, visible = true) => {
    const revalidate = vi.fn(() => Promise.resolve(true));
    swrOptions.onErrorRetry?.(error, 'key', config(visible), revalidate, { retryCount, dedupe: true });
    vi.runAllTimers();
    return revalidate;
  };

  it('retries a 500 with back-off, at most errorRetryCount times', () => {
    expect(run(new ApiError(500, []), 1)).toHaveBeenCalledWith({ retryCount: 1 });
    expect(run(new ApiError(500, []), 2)).toHaveBeenCalledTimes(1);
    expect(run(new ApiError(500, []), 3)).not.toHaveBeenCalled();
  });

  it('never retries a 4xx or a contract error, nor in a hidden tab', () => {
    expect(run(new ApiError(404, []), 1)).not.toHaveBeenCalled();
    expect(run(new ContractError([], 'x'), 1)).not.toHaveBeenCalled();
    expect(run(new ApiError(500, []), 1, false)).not.toHaveBeenCalled();
  });
});
