import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria/PortalProvider';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/ui/Button';
import { Dialog, DialogTrigger } from '../../src/ui/Dialog';
import { dialogSizes } from '../../src/ui/Dialog/Dialog.css';
import { vars } from '../../src/ui/theme';

/**
 * Modals render in a portal on <body>, outside the element a screenshot baseline captures. The frame
 * receives the portal instead, and its transform makes it the containing block of the fixed overlay, so
 * the open dialog is drawn inside the frame exactly as it sits on a phone or desktop screen.
 */
function OverlayFrame({ children, height = 560 }: { children: ReactNode; height?: number }) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setContainer} style={{ position: 'relative', height, overflow: 'hidden', transform: 'translateZ(0)', background: vars.color.surfaceSunken }}>
      {container ? <UNSAFE_PortalProvider getContainer={() => container}>{children}</UNSAFE_PortalProvider> : null}
    </div>
  );
}

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: {
    title: 'Quên mật khẩu',
    children: 'Nhập email đã đăng ký, chúng tôi sẽ gửi đường dẫn đặt lại mật khẩu cho bạn.',
  },
  argTypes: {
    size: { control: 'inline-radio', options: dialogSizes },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens from its trigger; Huỷ and Escape close it and focus goes back to the trigger. */
export const OpenAndClose: Story = {
  parameters: { visual: false },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Quên mật khẩu?</Button>
      <Dialog
        {...args}
        footer={({ close }) => (
          <>
            <Button variant="secondary" onPress={close}>
              Huỷ
            </Button>
            <Button onPress={close}>Gửi</Button>
          </>
        )}
      />
    </DialogTrigger>
  ),
  play: async ({ canvas, step }) => {
    const trigger = canvas.getByRole('button', { name: 'Quên mật khẩu?' });

    await step('a click opens it, named by its heading', async () => {
      await userEvent.click(trigger);
      const dialog = await screen.findByRole('dialog', { name: 'Quên mật khẩu' });
      await expect(dialog).toHaveTextContent('Nhập email đã đăng ký');
    });

    await step('Tab stays inside the dialog', async () => {
      const dialog = screen.getByRole('dialog', { name: 'Quên mật khẩu' });
      for (let i = 0; i < 4; i += 1) {
        await userEvent.tab();
        await expect(dialog).toContainElement(document.activeElement as HTMLElement);
      }
    });

    await step('Huỷ closes it and focus returns to the trigger', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Huỷ' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(trigger).toHaveFocus());
    });

    await step('from the keyboard: Enter opens, Escape closes, focus returns', async () => {
      await userEvent.keyboard('{Enter}');
      await screen.findByRole('dialog', { name: 'Quên mật khẩu' });
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(trigger).toHaveFocus());
    });
  },
};

/** The × in the header closes it too. */
export const CloseButton: Story = {
  parameters: { visual: false },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Xem chi tiết</Button>
      <Dialog {...args} />
    </DialogTrigger>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Xem chi tiết' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Quên mật khẩu' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Đóng' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Controlled with `isOpen` / `onOpenChange`, as a screen does when its own state decides. */
export const Controlled: Story = {
  args: { onOpenChange: fn() },
  parameters: { visual: false },
  render: function ControlledDialog(args) {
    const [isOpen, setOpen] = useState(false);
    return (
      <>
        <Button onPress={() => setOpen(true)}>Mở hộp thoại</Button>
        <Dialog
          {...args}
          isOpen={isOpen}
          onOpenChange={(open) => {
            args.onOpenChange?.(open);
            setOpen(open);
          }}
        />
      </>
    );
  },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Mở hộp thoại' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Quên mật khẩu' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The open state: a bottom sheet on a phone, a centred card (560 px at `md`) on a desktop. */
export const Open: Story = {
  args: {
    defaultOpen: true,
    footer: ({ close }) => (
      <>
        <Button variant="secondary" onPress={close}>
          Huỷ
        </Button>
        <Button onPress={close}>Gửi</Button>
      </>
    ),
  },
  render: (args) => (
    <OverlayFrame>
      <Dialog {...args} />
    </OverlayFrame>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Quên mật khẩu' });
    // It fades in; visible means the animation has started drawing it.
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Small: Story = { ...Open, args: { ...Open.args, size: 'sm' } };

export const Large: Story = { ...Open, args: { ...Open.args, size: 'lg' } };

/** A long body scrolls; the heading and the actions stay in view. */
export const LongContent: Story = {
  ...Open,
  args: {
    ...Open.args,
    title: 'Điều khoản sử dụng dịch vụ',
    children: (
      <div style={{ display: 'grid', gap: 12 }}>
        {Array.from({ length: 12 }, (_, i) => (
          <p key={i}>
            {`Điều ${i + 1}. Khách hàng chịu trách nhiệm về thông tin đường dẫn sản phẩm, số lượng, màu sắc và kích cỡ đã chọn; công ty mua hộ đúng theo yêu cầu đã được xác nhận.`}
          </p>
        ))}
      </div>
    ),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Điều khoản sử dụng dịch vụ' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Gửi' })).toBeVisible());
  },
};
