import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../src/ui/Button';
import { Link } from '../../src/ui/Link';
import { Money } from '../../src/ui/Money';
import { SummaryBar, type SummaryBarProps } from '../../src/ui/SummaryBar';
import { createToastController, ToastProvider, useToast } from '../../src/ui/Toast';
import { afterFocusChecks } from '../support/focusChecks';

const pay = fn();

const meta = {
  title: 'UI/SummaryBar',
  component: SummaryBar,
  args: {
    'aria-label': 'Tổng thanh toán',
    figures: [
      { label: 'Đã chọn', value: '2 đơn hàng' },
      { label: 'Tổng cần trả', value: <Money amount={1_337_500} /> },
      { label: 'Số dư ví', value: <Money amount={1_000_000} /> },
      { label: 'Số dư sau khi trả', value: <Money amount={-337_500} />, tone: 'negative' },
    ],
    problem: { text: 'Số dư không đủ', action: <Link href="#/transaction/deposit">Nạp tiền</Link> },
    action: (
      <Button isDisabled onPress={pay}>
        Thanh toán
      </Button>
    ),
  },
} satisfies Meta<typeof SummaryBar>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/**
 * The bar under a list to pay for: what is chosen (a live status), what it costs against the wallet, why
 * the action cannot go ahead with the way out, and the one action.
 */
export const WalletShort: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Tổng thanh toán' })).toBeVisible();
    const term = canvas.getByText('Số dư sau khi trả');
    await expect(term.tagName).toBe('DT');
    await expect(term.nextElementSibling).toHaveTextContent(/−337\.500/);
    await expect(canvas.getByRole('status')).toHaveTextContent('2 đơn hàng');
    await expect(canvas.getByText('Số dư không đủ')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Nạp tiền' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Thanh toán' })).toBeDisabled();
  },
};

/** The cart's tighter bar: the total in the brand's colour, the action enabled, no problem. */
export const Compact: Story = {
  args: {
    'aria-label': 'Tổng tiền các shop đã chọn',
    density: 'compact',
    figures: [
      { label: 'Đã chọn', value: '3 shop · 7 sản phẩm' },
      { label: 'Tiền hàng', value: <Money amount={2_150_000} /> },
      { label: 'Tổng tạm tính', value: <Money amount={2_214_500} />, tone: 'total' },
    ],
    problem: null,
    action: <Button onPress={pay}>Đặt hàng các shop đã chọn</Button>,
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Đặt hàng các shop đã chọn' }));
    await expect(pay).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/**
 * A long list above the sticky bar, walked with Tab on a phone: every field the keyboard reaches is
 * scrolled to above the bar, never under it with its focus ring unseen (the cart's quantities were).
 */
export const FocusStaysAboveTheBar: Story = {
  globals: { viewport: { value: 'mobile' } },
  // The keyboard walk is the test; the bar's own look has the baselines above.
  parameters: { visual: false },
  render: (args) => (
    <div>
      <ul aria-label="Sản phẩm" style={{ display: 'grid', gap: 12, padding: 0, listStyle: 'none' }}>
        {Array.from({ length: 24 }, (_, index) => (
          <li key={index}>
            <label>
              Số lượng sản phẩm {index + 1} <input type="number" defaultValue={1} />
            </label>
          </li>
        ))}
      </ul>
      <SummaryBar {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('region', { name: 'Tổng thanh toán' });
    canvas.getByRole('spinbutton', { name: 'Số lượng sản phẩm 1' }).focus();
    for (let step = 2; step <= 24; step += 1) {
      await userEvent.tab();
      const field = canvas.getByRole('spinbutton', { name: `Số lượng sản phẩm ${step}` });
      await expect(field).toHaveFocus();
      await waitFor(() => expect(field.getBoundingClientRect().bottom).toBeLessThanOrEqual(bar.getBoundingClientRect().top));
    }
  },
};

/** The bar's own button, reached with the keyboard, does not move the page: it is in sight where it is. */
export const TabIntoTheBar: Story = {
  ...FocusStaysAboveTheBar,
  play: async ({ canvas }) => {
    canvas.getByRole('spinbutton', { name: 'Số lượng sản phẩm 24' }).focus();
    await afterFocusChecks();
    const before = window.scrollY;
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Nạp tiền' })).toHaveFocus();
    await afterFocusChecks();
    await expect(window.scrollY).toBe(before);
  },
};

/**
 * What a pointer presses stays where it is: a box ticked beside the bar is not scrolled away between the
 * press and the release, and a focused list taller than the screen (a table's scroll box takes focus on a
 * press) does not send the page to its end.
 */
export const PressedStaysPut: Story = {
  ...FocusStaysAboveTheBar,
  render: (args) => (
    <div>
      <div role="region" aria-label="Danh sách dài" tabIndex={-1} style={{ display: 'grid', gap: 12 }}>
        {Array.from({ length: 24 }, (_, index) => (
          <label key={index}>
            <input type="checkbox" /> Chọn sản phẩm {index + 1}
          </label>
        ))}
      </div>
      <SummaryBar {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('region', { name: 'Tổng thanh toán' });
    // The first box the bar covers.
    const covered = canvas.getAllByRole('checkbox').find((box) => box.getBoundingClientRect().bottom > bar.getBoundingClientRect().top);
    if (!covered) throw new Error('The bar covers no box');
    const before = window.scrollY;
    canvas.getByRole('region', { name: 'Danh sách dài' }).focus();
    await afterFocusChecks();
    await expect(window.scrollY).toBe(before);
    await userEvent.click(covered.closest('label') as HTMLElement);
    await expect(covered).toBeChecked();
    await afterFocusChecks();
    await expect(window.scrollY).toBe(before);
  },
};

/** Shows the toast a paying list shows after a payment, while the bar stays for the orders left. */
function ToastSender() {
  const toast = useToast();
  return <Button onPress={() => toast.success('Đã đặt cọc 2 đơn hàng.')}>Đặt cọc</Button>;
}

/** A paying list of `count` orders with its bar, a toast sender, and a way to make the bar go. */
function ListWithToast({ count, ...args }: SummaryBarProps & { count: number }) {
  const [controller] = useState(() => createToastController({ autoDismiss: false }));
  const [paying, setPaying] = useState(true);
  return (
    <ToastProvider controller={controller}>
      <ToastSender />
      <Button variant="secondary" onPress={() => setPaying(false)}>
        Bỏ chọn tất cả
      </Button>
      <ul aria-label="Đơn hàng" style={{ display: 'grid', gap: 12, padding: 0, listStyle: 'none' }}>
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>Đơn hàng {index + 1}</li>
        ))}
      </ul>
      {paying ? <SummaryBar {...args} /> : null}
    </ToastProvider>
  );
}

const toastShown = async (canvas: Canvas) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Đặt cọc' }));
  return screen.findByRole('alertdialog', { name: 'Đã đặt cọc 2 đơn hàng.' });
};

/**
 * A toast shown while the bar is stuck to the screen's bottom sits above it: over the bar it would hide
 * `Thanh toán` for seconds. With the bar gone, it is back at the edge.
 */
export const ToastAboveTheBar: Story = {
  globals: { viewport: { value: 'mobile' } },
  // Toasts come and go on a timer, left out of screenshots; the bar's look has the baselines above.
  parameters: { visual: false },
  render: (args) => <ListWithToast {...args} count={40} />,
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('region', { name: 'Tổng thanh toán' });
    const toast = await toastShown(canvas);
    await waitFor(() => expect(toast.getBoundingClientRect().bottom).toBeLessThanOrEqual(bar.getBoundingClientRect().top));
    await userEvent.click(canvas.getByRole('button', { name: 'Bỏ chọn tất cả' }));
    await waitFor(() => expect(window.innerHeight - toast.getBoundingClientRect().bottom).toBeLessThanOrEqual(24));
  },
};

/** A short list: the bar sits high in the page, the toast stays at the screen's edge, under it. */
export const ToastUnderAShortList: Story = {
  ...ToastAboveTheBar,
  render: (args) => <ListWithToast {...args} count={2} />,
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('region', { name: 'Tổng thanh toán' });
    const toast = await toastShown(canvas);
    // Let a frame pass for the placing to have happened.
    await new Promise(requestAnimationFrame);
    await expect(window.innerHeight - toast.getBoundingClientRect().bottom).toBeLessThanOrEqual(24);
    await expect(toast.getBoundingClientRect().top).toBeGreaterThanOrEqual(bar.getBoundingClientRect().bottom);
  },
};
