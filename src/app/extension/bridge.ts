// The browser-extension bridge (SPEC §4): takes the products the extension posts, keeps them in the
// local outbox, tells the extension which it took and which it refused, and sends each message's
// products to the cart once, for the account signed in when they arrived. Every outside part is a
// dependency so the rules can be tested in node.
import type { RefusedProduct } from '../../features/cart/extensionRefusals';
import { ApiError } from '../api/errors';
import type { CartAddItem } from '../api/schemas/order';
import { readExtensionMessage, replyFor, type ExtensionReply } from './message';
import { OUTBOX_KEY, createOutboxStore, type OutboxAdd, type OutboxEntry } from './outbox';
import { REFUSED_KEY, createRefusedStore } from './refused';
import { bridgeTexts, type BridgeDeps, type BridgeMessage, type ExtensionBridge, type OutboxSnapshot } from './contract';

export { bridgeTexts } from './contract';
export type { BridgeDeps, BridgeMessage, BridgeWindow, ExtensionBridge, OutboxSnapshot } from './contract';

const NONE: readonly RefusedProduct[] = [];

/** The lock of one outbox entry: tabs send different entries side by side, never the same one twice. */
export const entryLockName = (key: string) => `extension.outbox:${key}`;

type SendOutcome = 'sent' | 'refused' | 'busy' | 'failed';

/**
 * A POST that failed with a 2xx status still reached the server and was applied (its body just was
 * not JSON): sending it again would add the products twice.
 */
const wasAccepted = (error: unknown) => error instanceof ApiError && error.status >= 200 && error.status < 300;

/** The 1-based product numbers of a 400's lines ('Sản phẩm 2: …'), with the line for each. */
function refusedLines(lines: readonly string[], count: number): Map<number, string> {
  const found = new Map<number, string>();
  for (const line of lines) {
    const match = /^Sản phẩm (\d+):\s*(.*)$/.exec(line);
    const index = match ? Number(match[1]) - 1 : -1;
    if (index >= 0 && index < count) found.set(index, [found.get(index), match?.[2] ?? ''].filter(Boolean).join('; '));
  }
  return found;
}

/** What recognises a product kept only in memory when the extension posts it again (issue 13 §3). */
const identityOf = (item: CartAddItem) => JSON.stringify([item.Link, item.Options, item.SellerId, item.Quantity]);

export function createExtensionBridge(deps: BridgeDeps): ExtensionBridge {
  const { window: win, toasts } = deps;
  const outbox = createOutboxStore(deps.storage);
  const refusedStore = createRefusedStore(deps.storage);
  const listeners = new Set<() => void>();
  /**
   * Messages whose products are kept only in memory because the browser would not store them: the
   * extension gets its reply only once the server took them, so until then it still holds a copy.
   */
  let unconfirmed: { keys: Set<string>; identities: Set<string>; reply: ExtensionReply }[] = [];
  let sending = false;
  /** Another send was asked for while one was in flight. */
  let wanted = false;
  let started = false;
  let stopListening: (() => void) | null = null;

  /** Who the outbox works for now: the signed-in account's name ('' when the server named none), or null. */
  const account = (): string | null => {
    const session = deps.session.getSnapshot();
    return session.status === 'authenticated' ? (session.configs.UserInfo?.UserName ?? '') : null;
  };
  /** What this account's cart screen counts: its own products and those that arrived logged out. */
  const waiting = () => {
    const current = account();
    return outbox.entries().filter((entry) => entry.account === null || entry.account === current);
  };
  const countOf = (entries: readonly OutboxEntry[]) => entries.reduce((sum, entry) => sum + entry.items.length, 0);

  const retry = () => {
    void flush();
  };
  const dismissRefused = () => {
    const current = account();
    if (current !== null) refusedStore.dismiss(current);
    update();
  };
  /**
   * The panel of the signed-in account only (issue 25 §12): the next customer on this browser never sees
   * another's refused products. Those refused while nobody was signed in become the next account's.
   */
  const refusedNow = (): readonly RefusedProduct[] => {
    const current = account();
    if (current === null) return NONE;
    refusedStore.claim(current);
    return refusedStore.list(current);
  };
  let snapshot: OutboxSnapshot = { pending: countOf(waiting()), sending, retry, refused: refusedNow(), dismissRefused };

  function update() {
    const pending = countOf(waiting());
    const refused = refusedNow();
    if (pending === snapshot.pending && sending === snapshot.sending && refused === snapshot.refused) return;
    snapshot = { pending, sending, retry, refused, dismissRefused };
    for (const listener of listeners) listener();
  }

  const reply = (body: ExtensionReply) => {
    win.postMessage(body, win.location.origin);
  };

  /** Messages kept in memory are answered once none of their products waits any longer. */
  const settle = (keys: readonly string[]) => {
    const answered = unconfirmed.filter((message) => {
      for (const key of keys) message.keys.delete(key);
      return message.keys.size === 0;
    });
    unconfirmed = unconfirmed.filter((message) => message.keys.size > 0);
    for (const message of answered) reply(message.reply);
  };

  const refuse = (products: readonly Omit<RefusedProduct, 'id'>[], forAccount: string | null) => {
    refusedStore.add(
      products.map((product) => ({ ...product, id: deps.newKey() })),
      forAccount,
    );
    if (products.length > 0) toasts.error(bridgeTexts.refused(products.length));
  };

  /** A 400 names the products it refused: they go to the panel, the rest waits under a new key. */
  const refusedByServer = (entry: OutboxEntry, lines: readonly string[]) => {
    const named = refusedLines(lines, entry.items.length);
    const isRefused = (index: number) => named.size === 0 || named.has(index);
    refuse(
      entry.items.flatMap((item, index) =>
        isRefused(index) ? [{ name: item.Name, link: item.Link, reason: 'server_refused' as const, ...detailOf(named.get(index) ?? lines.join('; ')) }] : [],
      ),
      entry.account,
    );
    const rest = entry.items.filter((_, index) => !isRefused(index));
    if (rest.length === 0) {
      outbox.remove([entry.key]);
      settle([entry.key]);
      return;
    }
    // Another payload is another request: it gets its own key.
    const next: OutboxEntry = { key: deps.newKey(), account: entry.account, items: rest };
    outbox.replace(entry.key, next);
    for (const message of unconfirmed) {
      if (message.keys.delete(entry.key)) message.keys.add(next.key);
    }
  };

  /** One POST of one entry, under its own lock: a hung POST holds up no other entry and no other tab. */
  const sendEntry = async (key: string, forAccount: string): Promise<SendOutcome> =>
    (await deps.lock(entryLockName(key), async (): Promise<SendOutcome> => {
      // Read inside the lock: another tab may have sent it meanwhile.
      const entry = outbox.entries().find((candidate) => candidate.key === key);
      if (!entry || entry.account !== forAccount) return 'busy';
      try {
        await deps.send(entry.items, entry.key);
      } catch (error) {
        if (error instanceof ApiError && error.status === 400) {
          refusedByServer(entry, error.lines);
          return 'refused';
        }
        if (!wasAccepted(error)) {
          console.warn('The extension products were not accepted; they stay in the outbox', error);
          return 'failed';
        }
      }
      outbox.remove([entry.key]);
      settle([entry.key]);
      toasts.success(bridgeTexts.added(entry.items.length));
      deps.onAccepted();
      return 'sent';
    })) ?? 'busy';

  /**
   * Sends what waits for the signed-in account, one entry per POST, one POST at a time in this tab.
   * After a failure nothing is retried until the next trigger (start, login, reconnect, `Thử lại`).
   */
  async function flush(): Promise<void> {
    wanted = true;
    if (sending) return;
    while (wanted) {
      wanted = false;
      const current = account();
      if (current === null) break;
      outbox.claim(current);
      const mine = outbox.entries().filter((entry) => entry.account === current);
      if (mine.length === 0) break;
      if (!deps.isOnline()) {
        toasts.error(bridgeTexts.notSent(countOf(mine)));
        break;
      }
      sending = true;
      update();
      let failed = false;
      try {
        for (const entry of mine) {
          // The session may have changed during the last POST: the rest waits for its own account.
          if (account() !== current) break;
          const outcome = await sendEntry(entry.key, current).catch((error: unknown) => {
            console.warn('The extension outbox could not be sent', error);
            return 'failed' as const;
          });
          if (outcome === 'failed') {
            failed = true;
            break;
          }
          // What is left of an entry after a refusal is a new entry: one more pass sends it.
          if (outcome === 'refused') wanted = true;
        }
      } finally {
        sending = false;
      }
      update();
      if (failed) {
        toasts.error(bridgeTexts.notSent(countOf(waiting())));
        wanted = false;
        break;
      }
    }
  }

  /**
   * The outbox is full (OUTBOX_CAPS): the message's new products are refused with `outbox_full`, in the
   * reply (the extension keeps them) and in the panel (an extension that clears everything loses
   * nothing), and a toast says why. Nothing is stored.
   */
  function outboxFull(
    fresh: readonly { index: number; item: CartAddItem }[],
    body: ExtensionReply,
    current: string | null,
  ): void {
    const refusedIndexes = new Set(fresh.map(({ index }) => index));
    refusedStore.add(
      fresh.map(({ item }) => ({ id: deps.newKey(), name: item.Name, link: item.Link, reason: 'outbox_full' as const })),
      current,
    );
    toasts.error(bridgeTexts.outboxFull(fresh.length));
    reply({
      ...body,
      taken: body.taken.filter(({ index }) => !refusedIndexes.has(index)),
      refused: [...body.refused, ...fresh.map(({ index, item }) => ({ index, reason: 'outbox_full' as const, Link: item.Link }))].sort((a, b) => a.index - b.index),
    });
  }

  function receive(message: BridgeMessage): void {
    if (message.source !== win || message.origin !== win.location.origin) return;
    const read = readExtensionMessage(message.data);
    if (read.kind === 'ignored') return;
    if (read.kind === 'refused') {
      // Not replied to: the extension keeps its products and can send them in parts.
      toasts.error(bridgeTexts.tooMany(read.count));
      return;
    }
    // Products kept in memory that the extension posts again (it still holds them: no reply yet) are
    // the same intent, recognised one by one, whatever their order in the message.
    const held = new Set(unconfirmed.flatMap((pending) => [...pending.identities]));
    const fresh = read.taken.filter(({ item }) => !held.has(identityOf(item)));
    const again = read.taken.length - fresh.length;
    // A message posted again while its products wait in memory shows its refused products once.
    const current = account();
    if (fresh.length > 0 || again === 0) refuse(read.refused.map(({ name, link, reason }) => ({ name, link, reason })), current);
    const body = replyFor(read);
    const entry: OutboxEntry | null = fresh.length === 0 ? null : { key: deps.newKey(), account: current, items: fresh.map(({ item }) => item) };
    // Stored first, synchronously, without waiting for any lock: a POST in flight never delays it.
    let where: OutboxAdd | null = null;
    if (entry === null) {
      if (again === 0) reply(body);
    } else {
      where = outbox.add([entry]);
      if (where === 'stored') {
        reply(body);
      } else if (where === 'memory') {
        unconfirmed = [...unconfirmed, { keys: new Set([entry.key]), identities: new Set(entry.items.map(identityOf)), reply: body }];
        toasts.error(bridgeTexts.notStored(entry.items.length));
      } else {
        outboxFull(fresh, body, current);
      }
    }
    update();
    if (entry === null || where === 'full') {
      // What waits is sent now, which makes room for the products refused for lack of it.
      if (where === 'full' && current !== null) void flush();
      return;
    }
    if (current !== null) void flush();
    else toasts.info(bridgeTexts.waitingForLogin(entry.items.length));
  }

  const handle = (message: BridgeMessage) => {
    try {
      receive(message);
    } catch (error) {
      console.warn('An extension message could not be handled', error);
    }
  };

  return {
    start(early = []) {
      if (started) return;
      started = true;
      const onMessage = (event: Event) => {
        handle(event as MessageEvent);
      };
      const onStorage = (event: Event) => {
        // Another tab added, sent or dismissed products: the cart screen follows.
        const key = (event as Partial<StorageEvent>).key;
        if (key === OUTBOX_KEY || key === REFUSED_KEY || key === null || key === undefined) update();
      };
      let wasAccount = account();
      const unsubscribe = deps.session.subscribe(() => {
        const now = account();
        // Only a way in (a login, another account): a profile save rewrites the session too, and must
        // not resend after a failure.
        if (now !== null && now !== wasAccount) retry();
        wasAccount = now;
        update();
      });
      win.addEventListener('message', onMessage);
      win.addEventListener('online', retry);
      win.addEventListener('storage', onStorage);
      stopListening = () => {
        win.removeEventListener('message', onMessage);
        win.removeEventListener('online', retry);
        win.removeEventListener('storage', onStorage);
        unsubscribe();
      };
      for (const message of early) handle(message);
      // App start: what a previous visit could not send goes now.
      retry();
    },
    stop() {
      stopListening?.();
      stopListening = null;
      started = false;
    },
    retry,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => snapshot,
  };
}

/** The server's words for a refused product, capped: they are shown as they came. */
const detailOf = (text: string) => (text.trim() === '' ? {} : { detail: text.trim().slice(0, 500) });
