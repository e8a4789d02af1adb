/**
 * How a money intent that did not succeed ended, as a screen needs to know it (issue 12 §1). The app
 * (src/app/money/runIntent.ts) rejects every failed money intent with this error, so a screen never
 * tells the customer "nothing happened, try again" when the money may have moved:
 * - refused: a definite no (400, 404, 409, 413, 422, 429): nothing moved; `lines` say why;
 * - notSent: the browser was offline, nothing went out; `lines` say so;
 * - unclear: a 5xx, a time-out, a lost connection, an answer that is not the expected JSON: the money may
 *   or may not have moved; the app already shows `Chưa rõ kết quả` with where to check; `lines` repeat it
 *   for a screen with an error area of its own;
 * - sessionEnded: 401/403: nothing was applied and the app's re-login alert (SPEC §8) says the rest.
 */
export type IntentOutcome = 'refused' | 'notSent' | 'unclear' | 'sessionEnded';

export class IntentFailedError extends Error {
  override readonly name = 'IntentFailedError';
  readonly outcome: IntentOutcome;
  /** What the screen may show, in Vietnamese; never an HTML page or a raw status. */
  readonly lines: readonly string[];
  /** The app already told the customer these lines in its alert (the 400 of SPEC §8). */
  readonly alerted: boolean;

  constructor(outcome: IntentOutcome, lines: readonly string[], options: { cause?: unknown; alerted?: boolean } = {}) {
    super(lines.length > 0 ? lines.join('\n') : outcome, { cause: options.cause });
    this.outcome = outcome;
    this.lines = lines;
    this.alerted = options.alerted ?? false;
  }
}

/** The failure of a money intent, when `error` is one (anything else is a screen's own problem). */
export const intentFailureOf = (error: unknown): IntentFailedError | null => (error instanceof IntentFailedError ? error : null);

/** The money may have moved: a screen must not say that nothing happened. */
export const isUnclearOutcome = (error: unknown): boolean => intentFailureOf(error)?.outcome === 'unclear';
