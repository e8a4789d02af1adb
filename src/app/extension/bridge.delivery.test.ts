/**
 * The bridge's delivery: nothing lost, nothing sent twice; logged out; a browser that will not store the
 * outbox.
 */
import { describe, expect, it, vi } from 'vitest';
import { bridgeTexts } from './bridge';
import { OUTBOX_KEY } from './outbox';
import {
  freshPageForEachTest, net, login, startBridge, postFromExtension, settled,
  product, products,
  posts, atPost, win, local, session, toasts, onAccepted, alert,
  stored, repliesOf, productIds,
} from './bridgeTesting';

freshPageForEachTest();

describe('nothing is lost, nothing is sent twice', () => {
  it('keeps the products after a failed POST and across a reload, and sends them exactly once after recovery', async () => {
    login();
    net.mode = 'error500';
    const first = startBridge();
    postFromExtension({ domain_products: products(2) });
    await settled(first, () => expect(toasts.error).toHaveBeenCalledWith('Chưa gửi được 2 sản phẩm vào giỏ hàng. Hệ thống sẽ gửi lại.'));
    expect(posts).toHaveLength(0);
    expect(stored()).toHaveLength(2);
    expect(first.getSnapshot().pending).toBe(2);
    expect(win.replies).toHaveLength(1);
    expect(onAccepted).not.toHaveBeenCalled();
    // The client raised no dialog and kept the session: the bridge reports the failure itself.
    expect(alert).not.toHaveBeenCalled();
    expect(session.getSnapshot().status).toBe('authenticated');

    // Reload: the page (and this bridge) is gone; the next start finds the outbox in storage.
    first.stop();
    net.mode = 'ok';
    const second = startBridge();
    expect(second.getSnapshot().pending).toBe(2);
    await settled(second, () => expect(posts).toHaveLength(1));
    expect(productIds(posts[0]!)).toEqual(['6100000001', '6100000002']);
    expect(local.getItem(OUTBOX_KEY)).toBeNull();
    expect(toasts.success).toHaveBeenCalledWith('Đã thêm 2 sản phẩm vào giỏ hàng');

    // Another start, a reconnect and a retry find nothing left to send.
    second.stop();
    const third = startBridge();
    win.dispatchEvent(new Event('online'));
    third.retry();
    await settled(third, () => undefined);
    expect(posts).toHaveLength(1);
    expect(atPost).toHaveLength(2);
  });

  it('sends after a network failure once the browser is back online, and only once', async () => {
    login();
    net.mode = 'network';
    const bridge = startBridge();
    postFromExtension({ domain_products: products(3) });
    await settled(bridge, () => expect(toasts.error).toHaveBeenCalledWith('Chưa gửi được 3 sản phẩm vào giỏ hàng. Hệ thống sẽ gửi lại.'));
    expect(session.getSnapshot().status).toBe('authenticated');
    expect(alert).not.toHaveBeenCalled();
    expect(stored()).toHaveLength(3);

    net.mode = 'ok';
    win.dispatchEvent(new Event('online'));
    win.dispatchEvent(new Event('online'));
    await settled(bridge, () => expect(bridge.getSnapshot().pending).toBe(0));
    expect(posts).toHaveLength(1);
    expect(posts[0]).toHaveLength(3);
    win.dispatchEvent(new Event('online'));
    await settled(bridge, () => undefined);
    expect(posts).toHaveLength(1);
  });

  it('does not even try while the browser is offline', async () => {
    login();
    net.online = false;
    const bridge = startBridge();
    postFromExtension({ domain_products: products(1) });
    await settled(bridge, () => expect(toasts.error).toHaveBeenCalledWith('Chưa gửi được 1 sản phẩm vào giỏ hàng. Hệ thống sẽ gửi lại.'));
    expect(atPost).toHaveLength(0);
    net.online = true;
    win.dispatchEvent(new Event('online'));
    await settled(bridge, () => expect(posts).toHaveLength(1));
  });

  it('keeps a batch that arrives during a send for the next POST, and ignores Thử lại meanwhile', async () => {
    login();
    let release: () => void = () => undefined;
    net.hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const bridge = startBridge();
    postFromExtension({ domain_products: products(2, 1) });
    await vi.waitFor(() => expect(atPost).toHaveLength(1));
    expect(bridge.getSnapshot().sending).toBe(true);
    postFromExtension({ domain_products: products(1, 3) });
    await vi.waitFor(() => expect(bridge.getSnapshot().pending).toBe(3));
    bridge.retry();
    bridge.retry();
    expect(atPost).toHaveLength(1);
    net.hold = null;
    release();
    await settled(bridge, () => expect(bridge.getSnapshot().pending).toBe(0));
    expect(posts.map(productIds)).toEqual([['6100000001', '6100000002'], ['6100000003']]);
    expect(toasts.success).toHaveBeenCalledTimes(2);
    expect(onAccepted).toHaveBeenCalledTimes(2);
  });

  it('treats the same products posted again after the reply as a second intent', async () => {
    login();
    const bridge = startBridge();
    postFromExtension({ domain_products: products(1) });
    await settled(bridge, () => expect(posts).toHaveLength(1));
    postFromExtension({ domain_products: products(1) });
    await settled(bridge, () => expect(posts).toHaveLength(2));
    expect(win.replies).toHaveLength(2);
  });

  it('counts a 2xx answer that is not JSON as accepted: the server applied it', async () => {
    login();
    net.mode = 'okNotJson';
    const bridge = startBridge();
    postFromExtension({ domain_products: products(1) });
    await settled(bridge, () => expect(toasts.success).toHaveBeenCalledWith('Đã thêm 1 sản phẩm vào giỏ hàng'));
    expect(local.getItem(OUTBOX_KEY)).toBeNull();
    bridge.retry();
    await settled(bridge, () => undefined);
    expect(posts).toHaveLength(1);
  });

  it('keeps the products when the server refuses the session, and sends them after the next login', async () => {
    login();
    net.mode = 'unauthorized';
    const bridge = startBridge();
    postFromExtension({ domain_products: products(2) });
    await settled(bridge, () => expect(toasts.error).toHaveBeenCalledWith(bridgeTexts.notSent(2)));
    expect(stored()).toHaveLength(2);
    session.clear();
    net.mode = 'ok';
    login();
    await settled(bridge, () => expect(posts).toHaveLength(1));
    expect(bridge.getSnapshot().pending).toBe(0);
  });
});

describe('logged out', () => {
  it('keeps the products and replies, then sends them once after login', async () => {
    const bridge = startBridge();
    postFromExtension({ domain_products: products(2) });
    await settled(bridge, () =>
      expect(toasts.info).toHaveBeenCalledWith('Đã nhận 2 sản phẩm từ tiện ích. Sản phẩm sẽ được thêm vào giỏ hàng khi bạn đăng nhập.'),
    );
    expect(atPost).toHaveLength(0);
    expect(stored()).toHaveLength(2);
    expect(win.replies).toHaveLength(1);
    win.dispatchEvent(new Event('online'));
    bridge.retry();
    expect(atPost).toHaveLength(0);

    login();
    await settled(bridge, () => expect(posts).toHaveLength(1));
    expect(posts[0]).toHaveLength(2);
    // A later change of the stored configs (a profile save) is not a login: nothing is sent again.
    session.update({ NumberCarts: 2 });
    await settled(bridge, () => undefined);
    expect(posts).toHaveLength(1);
  });
});

describe('when the browser will not store the outbox', () => {
  it('keeps the products in memory, says so, and replies only once the server accepted them', async () => {
    login();
    local.failWith = Object.assign(new Error('quota'), { name: 'QuotaExceededError' });
    net.mode = 'error500';
    const bridge = startBridge();
    postFromExtension({ domain_products: products(2) });
    await settled(bridge, () => expect(toasts.error).toHaveBeenCalledWith(bridgeTexts.notSent(2)));
    expect(toasts.error).toHaveBeenCalledWith(
      'Trình duyệt không cho lưu tạm 2 sản phẩm từ tiện ích. Hãy giữ trang này mở cho đến khi sản phẩm được thêm vào giỏ hàng.',
    );
    expect(win.replies).toHaveLength(0);
    expect(bridge.getSnapshot().pending).toBe(2);

    // The extension still holds them and posts the same message again: the same intent.
    postFromExtension({ domain_products: products(2) });
    await settled(bridge, () => undefined);
    expect(bridge.getSnapshot().pending).toBe(2);

    net.mode = 'ok';
    bridge.retry();
    await settled(bridge, () => expect(posts).toHaveLength(1));
    expect(posts[0]).toHaveLength(2);
    expect(repliesOf()).toEqual([expect.objectContaining({ domain_products_received: true, refused: [] })]);
    expect(repliesOf()[0]!.taken).toHaveLength(2);
    expect(bridge.getSnapshot().pending).toBe(0);
  });

  it('never crashes when storage itself cannot be reached', async () => {
    login();
    const bridge = startBridge({
      storage: () => {
        throw new Error('SecurityError');
      },
    });
    postFromExtension({ domain_products: products(1) });
    await settled(bridge, () => expect(posts).toHaveLength(1));
    expect(win.replies).toHaveLength(1);
  });

  it('drops unreadable entries of a stored outbox and sends the readable ones', async () => {
    login();
    const valid = { key: 'k1', item: product(1) };
    local.setItem(OUTBOX_KEY, JSON.stringify([valid, { key: 'k2', item: { Name: 'hỏng' } }, 'rác']));
    const bridge = startBridge();
    await settled(bridge, () => expect(posts).toHaveLength(1));
    expect(productIds(posts[0]!)).toEqual(['6100000001']);
    expect(local.getItem(OUTBOX_KEY)).toBeNull();
  });

  it('ignores a stored outbox that is not JSON', async () => {
    login();
    local.setItem(OUTBOX_KEY, '{oops');
    const bridge = startBridge();
    expect(bridge.getSnapshot().pending).toBe(0);
    postFromExtension({ domain_products: products(1) });
    await settled(bridge, () => expect(posts).toHaveLength(1));
  });
});
