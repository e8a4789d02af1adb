/**
 * A money intent cut off by a network failure (status 0) ends the session (SPEC §8) before the customer
 * could learn what happened to it. It is remembered here — kind, amount, time, account; never the
 * payload — and told once after the next login of the same account, in this tab (sessionStorage).
 */
import { moneyIntents, type MoneyIntentKind } from './outcome';

const STORAGE_KEY = 'ckh.unclearIntents';

export interface RememberedIntent {
  kind: MoneyIntentKind;
  amount?: number;
  /** ms since 1970 */
  at: number;
  account: string;
}

// Every intent of outcome.ts, so a kind added there (the password change, issue 25 §11) is told too.
const kinds: readonly string[] = Object.keys(moneyIntents);

const isRemembered = (value: unknown): value is RememberedIntent => {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<RememberedIntent>;
  return (
    typeof entry.kind === 'string' &&
    kinds.includes(entry.kind) &&
    typeof entry.at === 'number' &&
    typeof entry.account === 'string' &&
    (entry.amount === undefined || (typeof entry.amount === 'number' && Number.isFinite(entry.amount)))
  );
};

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function readAll(): RememberedIntent[] {
  try {
    const parsed = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter(isRemembered) : [];
  } catch {
    return [];
  }
}

function writeAll(entries: readonly RememberedIntent[]): void {
  try {
    if (entries.length === 0) storage()?.removeItem(STORAGE_KEY);
    else storage()?.setItem(STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // Blocked or full storage: the customer saw the re-login alert; the intent's own screen re-reads.
  }
}

export function rememberUnclearIntent(entry: RememberedIntent): void {
  // At most the ten latest: a flapping connection cannot fill the tab's storage.
  writeAll([...readAll(), entry].slice(-10));
}

/** The intents remembered for this account, removed from storage: each is told once. */
export function takeUnclearIntents(account: string): RememberedIntent[] {
  const all = readAll();
  const mine = all.filter((entry) => entry.account === account);
  if (mine.length > 0) writeAll(all.filter((entry) => entry.account !== account));
  return mine;
}
