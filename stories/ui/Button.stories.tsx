import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/ui/Button';
import { buttonSizes, buttonVariants } from '../../src/ui/Button/Button.css';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Đặt cọc', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Đặt cọc' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    // Keyboard: Tab reaches it, Enter and Space press it.
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(3);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {{ primary: 'Thanh toán', secondary: 'Huỷ', danger: 'Xoá shop', ghost: 'Xem thêm' }[variant]}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(buttonVariants.length);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {`Cỡ ${size}`}
        </Button>
      ))}
    </div>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Đặt cọc' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** A pending money action shows a spinner and ignores further presses: one request per intent. */
export const PendingBlocksPresses: Story = {
  render: function PendingButton(args) {
    const [pending, setPending] = useState(false);
    return (
      <Button
        {...args}
        isPending={pending}
        onPress={(event) => {
          args.onPress?.(event);
          setPending(true);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Đặt cọc' });
    await userEvent.dblClick(button);
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

/**
 * A button that is pending while focused is announced (react-aria points its live announcer at the
 * button). When the action succeeds and the button goes away — a login that opens the dashboard — that
 * announcement goes too, instead of pointing at nothing; the story's axe check covers the announcer.
 */
export const PendingThenGone: Story = {
  parameters: { visual: false },
  render: function LoginLike(args) {
    const [state, setState] = useState<'idle' | 'pending' | 'done'>('idle');
    if (state === 'done') return <p>Đã đặt cọc.</p>;
    return (
      <Button
        {...args}
        isPending={state === 'pending'}
        onPress={(event) => {
          args.onPress?.(event);
          setState('pending');
          window.setTimeout(() => setState('done'), 300);
        }}
      />
    );
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Đặt cọc' });
    await userEvent.click(button);
    // While pending, the announcement names the button.
    await waitFor(() => expect(document.querySelector(`[data-live-announcer] [aria-labelledby~="${button.id}"]`)).not.toBeNull());
    await expect(await canvas.findByText('Đã đặt cọc.')).toBeVisible();
    const orphans = () =>
      [...document.querySelectorAll('[data-live-announcer] [aria-labelledby]')].filter((node) =>
        (node.getAttribute('aria-labelledby') ?? '').split(' ').every((id) => !document.getElementById(id)),
      );
    await waitFor(() => expect(orphans()).toHaveLength(0));
  },
};

export const FullWidthOnPhone: Story = {
  args: { fullWidth: true, children: 'Đặt hàng các shop đã chọn' },
  globals: { viewport: { value: 'mobile' } },
};
