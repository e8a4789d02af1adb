import { describe, expect, it, vi } from 'vitest';
import { createLoadingStore } from './loading';

describe('loading store', () => {
  it('counts up and down and tells its subscribers', () => {
    const store = createLoadingStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.increment();
    store.increment();
    expect(store.getSnapshot()).toBe(2);
    store.decrement();
    store.decrement();
    expect(store.getSnapshot()).toBe(0);
    expect(listener).toHaveBeenCalledTimes(4);
    unsubscribe();
    store.increment();
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('never goes below 0', () => {
    const store = createLoadingStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.decrement();
    expect(store.getSnapshot()).toBe(0);
    expect(listener).not.toHaveBeenCalled();
    store.increment();
    expect(store.getSnapshot()).toBe(1);
  });
});
