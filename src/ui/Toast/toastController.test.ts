import { describe, expect, it } from 'vitest';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { createToastController, type ToastControllerOptions, type ToastMessage } from './toastController';

/** A controller connected to a react-aria queue, as the region connects it. */
function connected(options?: ToastControllerOptions) {
  const controller = createToastController(options);
  const queue = new ToastQueue<ToastMessage>({ maxVisibleToasts: controller.maxVisible });
  controller.connect(queue);
  return Object.assign(controller, { queue });
}

describe('createToastController', () => {
  it('queues each tone with its text', () => {
    const toasts = connected();
    toasts.success('Bạn đăng ký thành công.');
    toasts.error('Không lưu được');
    toasts.info('Đã sao chép');
    expect(toasts.queue.visibleToasts.map((toast) => toast.content)).toEqual([
      { tone: 'info', text: 'Đã sao chép' },
      { tone: 'error', text: 'Không lưu được' },
      { tone: 'success', text: 'Bạn đăng ký thành công.' },
    ]);
  });

  it('uses the SPEC duration for the viewport when none is given (no window in node: 2000 ms)', () => {
    const toasts = connected();
    toasts.success('Xong');
    expect(toasts.queue.visibleToasts[0]?.timeout).toBe(2000);
  });

  it('counts the toasts shown and tells its listeners after each is queued, so the provider fetches the region with the first', () => {
    const toasts = createToastController();
    const seen: number[] = [];
    const stop = toasts.subscribe(() => seen.push(toasts.shown()));
    expect(toasts.shown()).toBe(0);
    toasts.info('Một');
    toasts.error('Hai');
    stop();
    toasts.success('Ba');
    expect(seen).toEqual([1, 2]);
    expect(toasts.shown()).toBe(3);
    // The three waited for the region; connecting hands them over in order.
    const queue = new ToastQueue<ToastMessage>({ maxVisibleToasts: toasts.maxVisible });
    toasts.connect(queue);
    expect(queue.visibleToasts.map((toast) => toast.content.text)).toEqual(['Ba', 'Hai', 'Một']);
  });

  it('takes a fixed duration, or none at all', () => {
    const short = connected({ duration: 300 });
    short.info('Nhanh');
    expect(short.queue.visibleToasts[0]?.timeout).toBe(300);
    const sticky = connected({ autoDismiss: false });
    sticky.info('Ở lại');
    expect(sticky.queue.visibleToasts[0]?.timeout).toBeUndefined();
  });

  it('shows at most maxVisible at once, the rest wait', () => {
    const toasts = connected({ maxVisible: 2, autoDismiss: false });
    toasts.info('Một');
    toasts.info('Hai');
    toasts.info('Ba');
    expect(toasts.queue.visibleToasts).toHaveLength(2);
  });

  it('keeps toasts shown before the region connected its queue, in order, with their duration', () => {
    const toasts = createToastController({ duration: 700 });
    toasts.error('Chưa gửi được 2 sản phẩm');
    toasts.success('Đã thêm 1 sản phẩm');
    const queue = new ToastQueue<ToastMessage>({ maxVisibleToasts: toasts.maxVisible });
    toasts.connect(queue);
    expect(queue.visibleToasts.map((toast) => [toast.content.text, toast.timeout])).toEqual([
      ['Đã thêm 1 sản phẩm', 700],
      ['Chưa gửi được 2 sản phẩm', 700],
    ]);
    toasts.info('Sau khi nối');
    expect(queue.visibleToasts[0]?.content.text).toBe('Sau khi nối');
  });
});
