import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria/PortalProvider';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AlertDialog } from '../../src/ui/AlertDialog';
import { alertTones } from '../../src/ui/AlertDialog/AlertDialog.css';
import { Button } from '../../src/ui/Button';
import { vars } from '../../src/ui/theme';

/** Draws the modal portal inside the story, so the open state has a screenshot baseline (see Dialog). */
function OverlayFrame({ children }: { children: ReactNode }) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setContainer} style={{ position: 'relative', height: 480, overflow: 'hidden', transform: 'translateZ(0)', background: vars.color.surfaceSunken }}>
      {container ? <UNSAFE_PortalProvider getContainer={() => container}>{children}</UNSAFE_PortalProvider> : null}
    </div>
  );
}

/** What the API client shows for an HTTP 400: the error body's lines joined by newlines (SPEC §8). */
const validationLines = ['Tên đăng nhập đã tồn tại', 'Email đã được sử dụng', 'Số điện thoại chưa nhập'].join('\n');

const meta = {
  title: 'UI/AlertDialog',
  component: AlertDialog,
  args: { message: 'Thông tin tài khoản của bạn cần truy cập lại.', onClose: fn() },
  argTypes: { tone: { control: 'inline-radio', options: alertTones } },
  render: (args) => (
    <OverlayFrame>
      <AlertDialog {...args} isOpen />
    </OverlayFrame>
  ),
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Default title `Thông báo`, one button `Đóng`, which has focus so Enter dismisses it. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Thông báo' });
    await expect(dialog).toHaveTextContent('Thông tin tài khoản của bạn cần truy cập lại.');
    const close = within(dialog).getByRole('button', { name: 'Đóng' });
    await waitFor(() => expect(close).toHaveFocus());
    await expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** An HTTP 400 with several problems: one per line, as the server sent them. */
export const MultiLineMessage: Story = {
  args: { message: validationLines, tone: 'danger' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Thông báo' });
    const message = within(dialog).getByText(/Tên đăng nhập đã tồn tại/);
    await expect(message.textContent).toBe(validationLines);
    await expect(getComputedStyle(message).whiteSpace).toBe('pre-line');
    // Three lines really are laid out as three lines (offsetHeight ignores the entrance animation's scale).
    const lineHeight = parseFloat(getComputedStyle(message).lineHeight);
    await expect(message.offsetHeight).toBeGreaterThanOrEqual(Math.floor(lineHeight * 3));
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Success: Story = {
  args: { tone: 'success', message: 'Đường dẫn đặt lại mật khẩu đã được gửi. Vui lòng kiểm tra email của bạn.' },
};

/** A caller may name the button and the title. */
export const CustomLabels: Story = {
  args: { title: 'Phiên đăng nhập hết hạn', closeLabel: 'Đăng nhập lại', tone: 'danger' },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Phiên đăng nhập hết hạn' });
    await expect(within(dialog).getByRole('button', { name: 'Đăng nhập lại' })).toBeInTheDocument();
  },
};

/**
 * With a link to where the customer can check what the message is about (issue 12 §1: an unclear money
 * outcome). The button keeps the focus; following the link closes the alert.
 */
export const WithLink: Story = {
  args: {
    title: 'Chưa rõ kết quả',
    tone: 'danger',
    message: 'Chưa rõ kết quả: chưa biết yêu cầu nạp tiền 2.000.000 ₫ đã được ghi nhận hay chưa. Hãy kiểm tra lịch sử nạp tiền trước khi gửi lại.',
    link: { label: 'Xem lịch sử nạp tiền', href: '#/transaction/deposit' },
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Chưa rõ kết quả' });
    const link = within(dialog).getByRole('link', { name: 'Xem lịch sử nạp tiền' });
    await expect(link).toHaveAttribute('href', '#/transaction/deposit');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Đóng' })).toHaveFocus());
    // The link comes before the button in reading and tab order.
    await expect(link.compareDocumentPosition(within(dialog).getByRole('button', { name: 'Đóng' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // From here on the link has focus: the click below focuses it (user-event, like a real click), and
    // this story's alert stays open (`isOpen`, onClose only records the call). Opened in Storybook or
    // iframe.html, this play function runs, so `document.activeElement` read afterwards is the link in
    // every engine, Chromium too. The alert's focus when it opens is what the waitFor above checks.
    // The story stays where it is: the test page itself must not follow the hash.
    const stayHere = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', stayHere, { capture: true });
    try {
      await userEvent.click(link);
    } finally {
      document.removeEventListener('click', stayHere, { capture: true });
    }
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Opened from a button and dismissed: focus goes back where it was. */
export const OpenAndDismiss: Story = {
  parameters: { visual: false },
  render: function Opener(args) {
    const [isOpen, setOpen] = useState(false);
    return (
      <>
        <Button onPress={() => setOpen(true)}>Gửi yêu cầu</Button>
        <AlertDialog
          {...args}
          isOpen={isOpen}
          onClose={() => {
            args.onClose?.();
            setOpen(false);
          }}
        />
      </>
    );
  },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Gửi yêu cầu' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Thông báo' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Đóng' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
