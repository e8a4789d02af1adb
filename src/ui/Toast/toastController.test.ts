import { describe, expect, it } from 'vitest';
import { createToastController } from './toastController';

describe('createToastController', () => {
  it('queues each tone with its text', () => {
    const toasts = createToastController();
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
    const toasts = createToastController();
    toasts.success('Xong');
    expect(toasts.queue.visibleToasts[0]?.timeout).toBe(2000);
  });

  it('takes a fixed duration, or none at all', () => {
    const short = createToastController({ duration: 300 });
    short.info('Nhanh');
    expect(short.queue.visibleToasts[0]?.timeout).toBe(300);
    const sticky = createToastController({ autoDismiss: false });
    sticky.info('Ở lại');
    expect(sticky.queue.visibleToasts[0]?.timeout).toBeUndefined();
  });

  it('shows at most maxVisible at once, the rest wait', () => {
    const toasts = createToastController({ maxVisible: 2, autoDismiss: false });
    toasts.info('Một');
    toasts.info('Hai');
    toasts.info('Ba');
    expect(toasts.queue.visibleToasts).toHaveLength(2);
  });
});
