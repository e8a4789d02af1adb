import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria/PortalProvider';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/ui/Button';
import { ConfirmDialog } from '../../src/ui/ConfirmDialog';
import { confirmTones } from '../../src/ui/ConfirmDialog/ConfirmDialog.css';
import { vars } from '../../src/ui/theme';

/** Draws the modal portal inside the story, so the open state has a screenshot baseline (see Dialog). */
function OverlayFrame({ children }: { children: ReactNode }) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setContainer} style={{ position: 'relative', height: 520, overflow: 'hidden', transform: 'translateZ(0)', background: vars.color.surfaceSunken }}>
      {container ? <UNSAFE_PortalProvider getContainer={() => container}>{children}</UNSAFE_PortalProvider> : null}
    </div>
  );
}

const vnd = (amount: number) => new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' }).format(amount);

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  args: { message: 'Bạn có chắc muốn gửi yêu cầu giao hàng?', onConfirm: fn(), onCancel: fn() },
  argTypes: { tone: { control: 'inline-radio', options: confirmTones } },
  render: (args) => (
    <OverlayFrame>
      <ConfirmDialog {...args} isOpen />
    </OverlayFrame>
  ),
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Default title `Xác thực`, buttons `Huỷ` and `Đồng ý`; focus starts on `Đồng ý`. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Xác thực' });
    await expect(dialog).toHaveTextContent('Bạn có chắc muốn gửi yêu cầu giao hàng?');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Đồng ý' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Huỷ' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Something that cannot be undone: red confirm button, warning icon, and focus starts on `Huỷ`. */
export const Danger: Story = {
  args: { tone: 'danger', title: 'Xoá shop', message: 'Xoá shop này và toàn bộ sản phẩm trong giỏ hàng?', confirmLabel: 'Xoá' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Xoá shop' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Huỷ' })).toHaveFocus());
    // Enter on the focused Huỷ is the safe answer.
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/**
 * A question whose safe answer is no, not a destructive one: the primary look, but the focus starts on the
 * refusal, so an Enter out of habit gives it (a login link of someone else's account, issue 25 §9).
 */
export const StartOnCancel: Story = {
  args: {
    startOn: 'cancel',
    title: 'Đăng nhập bằng đường dẫn',
    message: 'Đường dẫn này đăng nhập vào tài khoản khachhang01. Chỉ tiếp tục nếu đây là tài khoản của bạn.',
    confirmLabel: 'Tiếp tục',
    cancelLabel: 'Không phải tôi',
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Đăng nhập bằng đường dẫn' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Không phải tôi' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Rich content: the orders about to be deposited and their total. */
export const WithOrderList: Story = {
  args: {
    title: 'Đặt cọc đơn hàng',
    message: 'Đặt cọc 2 đơn hàng sau?',
    confirmLabel: 'Đặt cọc',
    size: 'md',
    children: (
      <dl style={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: '4px 16px' }}>
        <dt>Đơn DH240615-0012</dt>
        <dd style={{ textAlign: 'right' }}>{vnd(1_250_000)}</dd>
        <dt>Đơn DH240615-0013</dt>
        <dd style={{ textAlign: 'right' }}>{vnd(830_000)}</dd>
        <dt style={{ fontWeight: 700, borderTop: `1px solid ${vars.color.border}`, paddingTop: 4 }}>Tổng tiền cọc</dt>
        <dd style={{ fontWeight: 700, textAlign: 'right', borderTop: `1px solid ${vars.color.border}`, paddingTop: 4 }}>{vnd(2_080_000)}</dd>
      </dl>
    ),
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Đặt cọc đơn hàng' });
    await expect(dialog).toHaveTextContent('DH240615-0013');
    await expect(dialog).toHaveTextContent('Tổng tiền cọc');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Đặt cọc' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/**
 * `onConfirm` returned a promise still running: the confirm button shows a spinner and ignores presses,
 * `Huỷ` and Escape are blocked, so the money action goes out once.
 */
export const Pending: Story = {
  args: {
    message: 'Thanh toán 2 đơn hàng?',
    confirmLabel: 'Thanh toán',
    // Never settles: the request is still on its way.
    onConfirm: fn(() => new Promise<void>(() => undefined)),
  },
  parameters: { visual: false },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Xác thực' });
    const confirm = within(dialog).getByRole('button', { name: 'Thanh toán' });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('aria-disabled', 'true'));
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(within(dialog).getByRole('button', { name: 'Huỷ' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(dialog).toBeInTheDocument();
  },
};

/** Controlled by a screen: the answer is shown as text, true for `Đồng ý`, false for `Huỷ` or Escape. */
export const Answers: Story = {
  parameters: { visual: false },
  render: function Asker(args) {
    const [isOpen, setOpen] = useState(false);
    const [answer, setAnswer] = useState<boolean | null>(null);
    const answerWith = (value: boolean) => {
      setAnswer(value);
      setOpen(false);
    };
    return (
      <>
        <Button onPress={() => setOpen(true)}>Gửi yêu cầu giao hàng</Button>
        <p role="status">{answer === null ? 'Chưa trả lời' : `Kết quả: ${String(answer)}`}</p>
        <ConfirmDialog
          {...args}
          isOpen={isOpen}
          onConfirm={() => {
            args.onConfirm();
            answerWith(true);
          }}
          onCancel={() => {
            args.onCancel?.();
            answerWith(false);
          }}
        />
      </>
    );
  },
  play: async ({ canvas, step }) => {
    const trigger = canvas.getByRole('button', { name: 'Gửi yêu cầu giao hàng' });
    const result = canvas.getByRole('status');
    const ask = async () => {
      await userEvent.click(trigger);
      return screen.findByRole('alertdialog', { name: 'Xác thực' });
    };
    const closed = async () => {
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      await waitFor(() => expect(trigger).toHaveFocus());
    };

    await step('Huỷ answers false', async () => {
      const dialog = await ask();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Huỷ' }));
      await expect(result).toHaveTextContent('Kết quả: false');
      await closed();
    });
    await step('Đồng ý answers true', async () => {
      const dialog = await ask();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Đồng ý' }));
      await expect(result).toHaveTextContent('Kết quả: true');
      await closed();
    });
    await step('Escape answers false', async () => {
      await ask();
      await userEvent.keyboard('{Escape}');
      await expect(result).toHaveTextContent('Kết quả: false');
      await closed();
    });
  },
};
