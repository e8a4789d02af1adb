import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberUnclearIntent, takeUnclearIntents, type RememberedIntent } from './afterRelogin';
import { MemoryStorage } from '../../../tests/support/memoryStorage';


const at = Date.parse('2026-11-24T03:15:00Z');
const deposit: RememberedIntent = { kind: 'deposit', amount: 2_000_000, at, account: 'demo' };
const complaint: RememberedIntent = { kind: 'complaint', at: at + 60_000, account: 'demo' };
const theirs: RememberedIntent = { kind: 'withdrawal', amount: 500_000, at, account: 'lan.nguyen' };
let storage: MemoryStorage;

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('sessionStorage', storage);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('intents remembered for after the next login', () => {
  it('are told once: the second look finds nothing', () => {
    rememberUnclearIntent(deposit);
    rememberUnclearIntent(complaint);
    expect(takeUnclearIntents('demo')).toEqual([deposit, complaint]);
    expect(takeUnclearIntents('demo')).toEqual([]);
  });

  it('belong to their account: another login neither sees nor consumes them', () => {
    rememberUnclearIntent(deposit);
    rememberUnclearIntent(theirs);
    expect(takeUnclearIntents('lan.nguyen')).toEqual([theirs]);
    expect(takeUnclearIntents('someone.else')).toEqual([]);
    expect(takeUnclearIntents('demo')).toEqual([deposit]);
  });

  it('include a password change cut off by a lost connection (issue 25 §11): which password opens the account is unclear', () => {
    const password: RememberedIntent = { kind: 'changePassword', at, account: 'demo' };
    rememberUnclearIntent(password);
    expect(takeUnclearIntents('demo')).toEqual([password]);
  });

  it('keep the kind, amount, time and account only, never the payload', () => {
    rememberUnclearIntent(deposit);
    expect(JSON.parse(storage.getItem('ckh.unclearIntents') ?? '')).toEqual([deposit]);
  });

  it('keep at most the ten latest', () => {
    for (let minute = 0; minute < 12; minute += 1) rememberUnclearIntent({ ...complaint, at: at + minute * 60_000 });
    const told = takeUnclearIntents('demo');
    expect(told).toHaveLength(10);
    expect(told[0]?.at).toBe(at + 2 * 60_000);
  });

  it('ignore what is not theirs to read: broken JSON, unknown kinds, wrong fields', () => {
    storage.setItem('ckh.unclearIntents', '{not json');
    expect(takeUnclearIntents('demo')).toEqual([]);
    storage.setItem('ckh.unclearIntents', JSON.stringify([{ ...deposit, kind: 'transfer' }, { ...deposit, amount: 'nhiều' }, deposit]));
    expect(takeUnclearIntents('demo')).toEqual([deposit]);
  });
});
