import { IntentFailedError } from '../../features/shared/intentFailure';
import type { AlertOptions } from '../../ui/Dialogs';
import type { WriteOptions } from '../api/endpoints/shared';
import type { Change } from '../hooks/invalidation';
import type { RememberedIntent } from './afterRelogin';
import type { IntentKeyStore } from './intentKeys';
import { classifyFailure, moneyIntents, UNCLEAR_TITLE, unclearText, type MoneyIntentKind } from './outcome';

/** Where a refusal's lines go; a 400 is always the client's alert (SPEC §8) and never shown twice. */
export type RefusalDisplay =
  /** The screen's error area (`serverErrors`). */
  | 'screen'
  /** Nowhere: the caller shows the IntentFailedError's lines itself (the cart's toast, a dialog's area). */
  | 'caller';

/** Everything a money intent does besides sending, so the rules below run the same in a test. */
export interface IntentEffects {
  keys: IntentKeyStore;
  /** Whose intent it is: keys and remembered intents belong to one account. */
  account: string;
  refusals: RefusalDisplay;
  /** The screen's error area: [] clears it. */
  showLines: (lines: readonly string[]) => void;
  alert: (text: string, options: AlertOptions) => void;
  revalidate: (change: Change) => void;
  remember: (intent: RememberedIntent) => void;
  now: () => number;
}

/**
 * Sends one money intent once (issue 12 §1) — never retried — with its Idempotency-Key, and tells the
 * customer its outcome:
 * - applied: the key is retired, everything the intent changes is re-read;
 * - refused (400, 404, 409, 413, 422, 429): the key is retired, the lines are shown where `refusals` says, the screen re-read;
 * - not sent (offline): the offline sentence;
 * - 401/403: the client's SPEC §8 alert; nothing was applied, so the key is retired;
 * - no answer (status 0): SPEC §8 logs out; the key stays and the intent is remembered for the next login;
 * - unclear (5xx, time-out, an answer that is not the expected JSON, anything unforeseen): the key stays,
 *   `Chưa rõ kết quả` with where to check it, and everything the intent may have changed is re-read.
 * Rejects with an IntentFailedError (its outcome, the lines a screen may show, the original error as its
 * cause) after every failure, so the form keeps what was typed and no screen contradicts the outcome.
 */
export async function runMoneyIntent<Arg, Result>(
  kind: MoneyIntentKind,
  arg: Arg,
  send: (arg: Arg, options: WriteOptions) => Promise<Result>,
  effects: IntentEffects,
  amount?: number,
): Promise<Result> {
  const { keys, account, refusals } = effects;
  const info = moneyIntents[kind];
  effects.showLines([]);
  const idempotencyKey = keys.keyFor(kind, arg, account);
  let result: Result;
  try {
    result = await send(arg, { idempotencyKey });
  } catch (error) {
    const failure = classifyFailure(error);
    switch (failure.kind) {
      case 'refused':
        keys.retire(kind, arg, account);
        if (!failure.alerted && refusals === 'screen') effects.showLines(failure.lines);
        // A conflict or a missing order says this screen is out of date.
        effects.revalidate(info.change);
        throw new IntentFailedError('refused', failure.lines, { cause: error, alerted: failure.alerted });
      case 'notSent':
        keys.retire(kind, arg, account);
        if (refusals === 'screen') effects.showLines(failure.lines);
        throw new IntentFailedError('notSent', failure.lines, { cause: error });
      case 'sessionEnded':
        keys.retire(kind, arg, account);
        throw new IntentFailedError('sessionEnded', [], { cause: error, alerted: true });
      case 'connectionLost':
        // SPEC §8 ends the session; the next login tells this intent's unclear outcome.
        effects.remember({ kind, ...(amount === undefined ? {} : { amount }), at: effects.now(), account });
        throw new IntentFailedError('unclear', [unclearText(kind, amount)], { cause: error, alerted: true });
      case 'unclear': {
        const text = unclearText(kind, amount);
        if (refusals === 'screen') effects.showLines([text]);
        effects.revalidate(info.change);
        effects.alert(text, { title: UNCLEAR_TITLE, tone: 'danger', ...(info.link ? { link: info.link } : {}) });
        throw new IntentFailedError('unclear', [text], { cause: error, alerted: true });
      }
    }
  }
  keys.retire(kind, arg, account);
  effects.revalidate(info.change);
  return result;
}
