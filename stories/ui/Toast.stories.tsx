import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria/PortalProvider';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/ui/Button';
import { vars } from '../../src/ui/theme';
import { createToastController, ToastProvider, useToast, type ToastController } from '../../src/ui/Toast';

/** Draws the toast portal inside the story, so toasts have a screenshot baseline (see Dialog). */
function OverlayFrame({ children }: { children: ReactNode }) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setContainer} style={{ position: 'relative', height: 300, overflow: 'hidden', transform: 'translateZ(0)', background: vars.color.surfaceSunken }}>
      {container ? <UNSAFE_PortalProvider getContainer={() => container}>{children}</UNSAFE_PortalProvider> : null}
    </div>
  );
}

function Senders() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      <Button onPress={() => toast.success('Bạn đăng ký thành công.')}>Thành công</Button>
      <Button variant="danger" onPress={() => toast.error('Không thể lưu địa chỉ nhận hàng.')}>
        Lỗi
      </Button>
      <Button variant="secondary" onPress={() => toast.info('Đã sao chép mã đơn hàng.')}>
        Thông tin
      </Button>
    </div>
  );
}

const meta = {
  title: 'UI/Toast',
  component: ToastProvider,
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const toastNamed = (name: string) => screen.findByRole('alertdialog', { name });

/**
 * Each tone appears with its role (an error is an `alert`, success and info a polite `status`) and goes
 * away by itself. The story's queue uses 600 ms instead of the SPEC's 2000/4000 to keep the test short.
 */
export const Tones: Story = {
  parameters: { visual: false },
  render: function ShortToasts() {
    const [controller] = useState(() => createToastController({ duration: 600 }));
    return (
      <ToastProvider controller={controller}>
        <Senders />
      </ToastProvider>
    );
  },
  play: async ({ canvas, step }) => {
    for (const [button, text, role] of [
      ['Thành công', 'Bạn đăng ký thành công.', 'status'],
      ['Lỗi', 'Không thể lưu địa chỉ nhận hàng.', 'alert'],
      ['Thông tin', 'Đã sao chép mã đơn hàng.', 'status'],
    ] as const) {
      await step(`${button}: ${role}, then gone`, async () => {
        await userEvent.click(canvas.getByRole('button', { name: button }));
        const toast = await toastNamed(text);
        await expect(within(toast).getByRole(role)).toHaveTextContent(text);
        await expect(within(toast).getByRole('button', { name: 'Đóng thông báo' })).toBeInTheDocument();
        await waitFor(() => expect(screen.queryByRole('alertdialog', { name: text })).not.toBeInTheDocument());
      });
    }
  },
};

/** `Đóng thông báo` closes a toast at once; this queue never dismisses on its own. */
export const CloseButton: Story = {
  parameters: { visual: false },
  render: function StickyToasts() {
    const [controller] = useState(() => createToastController({ autoDismiss: false }));
    return (
      <ToastProvider controller={controller}>
        <Senders />
      </ToastProvider>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Thành công' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Lỗi' }));
    const success = await toastNamed('Bạn đăng ký thành công.');
    await toastNamed('Không thể lưu địa chỉ nhận hàng.');
    await userEvent.click(within(success).getByRole('button', { name: 'Đóng thông báo' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Bạn đăng ký thành công.' })).not.toBeInTheDocument());
    const error = screen.getByRole('alertdialog', { name: 'Không thể lưu địa chỉ nhận hàng.' });
    // From the keyboard: focus the toast's close button and press Enter.
    within(error).getByRole('button', { name: 'Đóng thông báo' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryAllByRole('alertdialog')).toHaveLength(0));
  },
};

/** The app's default queue, the one `UiProvider` mounts: SPEC durations (2000 ms, 4000 ms at 344–568 px). */
export const FromUiProvider: Story = {
  parameters: { visual: false },
  render: () => <Senders />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Thông tin' }));
    const toast = await toastNamed('Đã sao chép mã đơn hàng.');
    await userEvent.click(within(toast).getByRole('button', { name: 'Đóng thông báo' }));
    await waitFor(() => expect(screen.queryAllByRole('alertdialog')).toHaveLength(0));
  },
};

function withToasts(fill: (controller: ToastController) => void) {
  return function Preview() {
    const [controller] = useState(() => {
      const preview = createToastController({ autoDismiss: false });
      fill(preview);
      return preview;
    });
    return (
      <OverlayFrame>
        <ToastProvider controller={controller} />
      </OverlayFrame>
    );
  };
}

/** Open toasts as a customer sees them: bottom-centre on a phone, bottom-right on a desktop. */
export const Stack: Story = {
  render: withToasts((toasts) => {
    toasts.info('Đã sao chép mã đơn hàng.');
    toasts.error('Không thể lưu địa chỉ nhận hàng.');
    toasts.success('Bạn đăng ký thành công.');
  }),
  play: async () => {
    await toastNamed('Bạn đăng ký thành công.');
    await expect(screen.getAllByRole('alertdialog')).toHaveLength(3);
  },
};

/** A long server message wraps instead of overflowing the phone. */
export const LongText: Story = {
  render: withToasts((toasts) => {
    toasts.error('Không thể gửi yêu cầu giao hàng vì đơn DH240615-0012 chưa về kho Việt Nam. Vui lòng thử lại sau.');
  }),
  play: async () => {
    await toastNamed('Không thể gửi yêu cầu giao hàng vì đơn DH240615-0012 chưa về kho Việt Nam. Vui lòng thử lại sau.');
  },
};

/**
 * The region's chunk cannot be fetched (the network died on a first visit): the toast waits in its queue
 * instead of being lost, and the next toast fetches the region again and shows both (issue 15).
 */
const regionFetches = { count: 0 };

export const RegionUnavailable: Story = {
  parameters: { visual: false },
  render: function FailingRegion() {
    const [controller] = useState(() => createToastController({ autoDismiss: false }));
    const loadRegion = () => (++regionFetches.count === 1 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : import('../../src/ui/Toast/ToastRegion'));
    return (
      <ToastProvider controller={controller} loadRegion={loadRegion}>
        <Senders />
      </ToastProvider>
    );
  },
  beforeEach: () => {
    regionFetches.count = 0;
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Thành công' }));
    await waitFor(() => expect(regionFetches.count).toBe(1));
    await expect(screen.queryAllByRole('alertdialog')).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Lỗi' }));
    await toastNamed('Bạn đăng ký thành công.');
    await toastNamed('Không thể lưu địa chỉ nhận hàng.');
    await expect(screen.getAllByRole('alertdialog')).toHaveLength(2);
    await expect(regionFetches.count).toBe(2);
  },
};
