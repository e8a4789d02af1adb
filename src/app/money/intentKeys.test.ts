import { describe, expect, it } from 'vitest';
import { createIntentKeyStore, INTENT_KEY_LIFETIME_MS, stableJson } from './intentKeys';
import { MemoryStorage } from '../../../tests/support/memoryStorage';


function setup() {
  const storage = new MemoryStorage();
  let now = Date.parse('2026-11-24T00:00:00Z');
  let next = 0;
  const store = () => createIntentKeyStore({ storage, now: () => now, newKey: () => `key-${String(++next)}` });
  return { storage, store, advance: (ms: number) => (now += ms) };
}

const payload = { Amount: 500_000, BankName: 'Vietcombank' };

describe('intent keys', () => {
  it('keeps one key per intent until a definite answer retires it', () => {
    const { store } = setup();
    const keys = store();
    expect(keys.keyFor('withdrawal', payload, 'demo')).toBe('key-1');
    expect(keys.keyFor('withdrawal', { BankName: 'Vietcombank', Amount: 500_000 }, 'demo')).toBe('key-1');
    keys.retire('withdrawal', payload, 'demo');
    expect(keys.keyFor('withdrawal', payload, 'demo')).toBe('key-2');
  });

  it('gives a changed payload, another kind or another account a key of its own', () => {
    const { store } = setup();
    const keys = store();
    const first = keys.keyFor('withdrawal', payload, 'demo');
    expect(keys.keyFor('withdrawal', { ...payload, Amount: 500_001 }, 'demo')).not.toBe(first);
    expect(keys.keyFor('deposit', payload, 'demo')).not.toBe(first);
    expect(keys.keyFor('withdrawal', payload, 'lan.nguyen')).not.toBe(first);
  });

  it('survives a reload (another store over the same storage) and forgets a key after 24 hours', () => {
    const { store, advance } = setup();
    const key = store().keyFor('payDeposit', { OrderIds: [1, 2] }, 'demo');
    advance(INTENT_KEY_LIFETIME_MS - 1);
    expect(store().keyFor('payDeposit', { OrderIds: [1, 2] }, 'demo')).toBe(key);
    advance(1);
    expect(store().keyFor('payDeposit', { OrderIds: [1, 2] }, 'demo')).not.toBe(key);
  });

  it('stores a hash of the intent, never the payload', () => {
    const { store, storage } = setup();
    store().keyFor('withdrawal', { ...payload, AccountNumber: '0011004123456' }, 'demo');
    const stored = [...storage.items.values()].join('');
    expect(stored).not.toContain('0011004123456');
    expect(stored).not.toContain('500000');
    expect(stored).not.toContain('demo');
  });

  it('works without storage and over a corrupted entry', () => {
    const blocked = createIntentKeyStore({ storage: null, newKey: () => 'k' });
    expect(blocked.keyFor('deposit', payload, 'demo')).toBe('k');
    const { storage, store } = setup();
    storage.setItem('ckh.intentKeys', '{not json');
    expect(store().keyFor('deposit', payload, 'demo')).toBe('key-1');
    storage.setItem('ckh.intentKeys', JSON.stringify({ x: { key: 5 } }));
    expect(store().keyFor('deposit', payload, 'demo')).toBe('key-2');
  });

  it('orders object keys but never array items', () => {
    expect(stableJson({ b: 1, a: [2, 1] })).toBe('{"a":[2,1],"b":1}');
    expect(stableJson({ a: undefined, b: null })).toBe('{"b":null}');
  });
});
