import { describe, expect, it, vi } from 'vitest';
import { createDialogController } from './dialogController';

describe('createDialogController', () => {
  it('shows nothing until asked', () => {
    const dialogs = createDialogController();
    expect(dialogs.current()).toBeNull();
    expect(dialogs.waiting()).toBe(0);
  });

  it('resolves an alert once it is dismissed', async () => {
    const dialogs = createDialogController();
    const answered = vi.fn();
    const done = dialogs.alert('Thông tin tài khoản của bạn cần truy cập lại.').then(answered);
    const request = dialogs.current();
    expect(request).toMatchObject({ kind: 'alert', message: 'Thông tin tài khoản của bạn cần truy cập lại.' });
    await Promise.resolve();
    expect(answered).not.toHaveBeenCalled();
    dialogs.settle(request!.id, true);
    await done;
    expect(answered).toHaveBeenCalledWith(undefined);
    expect(dialogs.current()).toBeNull();
  });

  it('answers a confirm with what the customer chose', async () => {
    const dialogs = createDialogController();
    const yes = dialogs.confirm('Đặt cọc 2 đơn?');
    dialogs.settle(dialogs.current()!.id, true);
    await expect(yes).resolves.toBe(true);
    const no = dialogs.confirm('Xoá shop?', { tone: 'danger' });
    expect(dialogs.current()).toMatchObject({ kind: 'confirm', options: { tone: 'danger' } });
    dialogs.settle(dialogs.current()!.id, false);
    await expect(no).resolves.toBe(false);
  });

  it('queues requests: only the oldest is on screen, the next follows when it is answered', async () => {
    const dialogs = createDialogController();
    const first = dialogs.alert('Một');
    const second = dialogs.confirm('Hai');
    const third = dialogs.alert('Ba');

    expect(dialogs.current()?.message).toBe('Một');
    expect(dialogs.waiting()).toBe(2);
    dialogs.settle(dialogs.current()!.id, true);
    await first;
    expect(dialogs.current()?.message).toBe('Hai');
    dialogs.settle(dialogs.current()!.id, false);
    await expect(second).resolves.toBe(false);
    expect(dialogs.current()?.message).toBe('Ba');
    expect(dialogs.waiting()).toBe(0);
    dialogs.settle(dialogs.current()!.id, true);
    await third;
    expect(dialogs.current()).toBeNull();
  });

  it('ignores an answer for a request that is not on screen, and a second answer', async () => {
    const dialogs = createDialogController();
    const first = dialogs.confirm('Một');
    void dialogs.confirm('Hai');
    const [firstId, secondId] = [dialogs.current()!.id, dialogs.current()!.id + 1];
    dialogs.settle(secondId, true);
    expect(dialogs.current()?.id).toBe(firstId);
    dialogs.settle(firstId, false);
    dialogs.settle(firstId, true);
    await expect(first).resolves.toBe(false);
    expect(dialogs.current()?.id).toBe(secondId);
  });

  it('keeps the same snapshot until the head changes, and notifies only then', () => {
    const dialogs = createDialogController();
    const listener = vi.fn();
    const unsubscribe = dialogs.subscribe(listener);
    void dialogs.alert('Một');
    const snapshot = dialogs.current();
    void dialogs.alert('Hai');
    expect(dialogs.current()).toBe(snapshot);
    expect(listener).toHaveBeenCalledTimes(1);
    dialogs.settle(snapshot!.id, true);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    dialogs.settle(dialogs.current()!.id, true);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps separate controllers independent', () => {
    const a = createDialogController();
    const b = createDialogController();
    void a.alert('Một');
    expect(b.current()).toBeNull();
  });
});
