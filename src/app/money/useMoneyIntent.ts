import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useDialogs } from '../../ui/Dialogs';
import type { WriteOptions } from '../api/endpoints/shared';
import { revalidate } from '../hooks/invalidation';
import { useAccountName } from '../session/useSession';
import { rememberUnclearIntent } from './afterRelogin';
import { intentKeys } from './intentKeys';
import type { MoneyIntentKind } from './outcome';
import { runMoneyIntent, type RefusalDisplay } from './runIntent';

export interface MoneyIntentOptions<Arg> {
  refusals: RefusalDisplay;
  /** The amount the messages name, when the intent has one. */
  amountOf?: (arg: Arg) => number | undefined;
}

export interface MoneyIntent<Arg, Result> {
  /** Sends the intent once; rejects on every failure (the form keeps its values) after telling the customer. */
  run: (arg: Arg) => Promise<Result>;
  /** A refusal's lines, or the unclear-outcome sentence, for the screen's error area; [] otherwise. */
  serverErrors: readonly string[];
}

/** One money intent of a screen, wired to the app's dialogs, SWR cache and session (runIntent.ts). */
export function useMoneyIntent<Arg, Result>(
  kind: MoneyIntentKind,
  send: (arg: Arg, options: WriteOptions) => Promise<Result>,
  { refusals, amountOf }: MoneyIntentOptions<Arg>,
): MoneyIntent<Arg, Result> {
  const { mutate } = useSWRConfig();
  const dialogs = useDialogs();
  const account = useAccountName();
  const [serverErrors, setServerErrors] = useState<readonly string[]>([]);

  const run = useCallback(
    (arg: Arg) =>
      runMoneyIntent(
        kind,
        arg,
        send,
        {
          keys: intentKeys,
          account,
          refusals,
          showLines: setServerErrors,
          alert: (text, options) => void dialogs.alert(text, options),
          revalidate: (change) => void revalidate(mutate, change),
          remember: rememberUnclearIntent,
          now: Date.now,
        },
        amountOf?.(arg),
      ),
    [kind, send, refusals, amountOf, account, mutate, dialogs],
  );

  return { run, serverErrors };
}
