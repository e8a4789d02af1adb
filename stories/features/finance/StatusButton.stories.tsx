import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { StatusButton } from '../../../src/features/finance/StatusButton';
import { bankAccounts } from '../../../src/mocks/fixtures/reference';

const [vietcombank] = bankAccounts;
if (!vietcombank) throw new Error('The mock world has bank accounts');

/**
 * The deposit page's small action buttons (copy, save, share the QR picture) on their own: the outcome
 * shows under the button. DepositScreen's stories show them beside the account numbers and codes.
 */
const meta = {
  title: 'Features/Finance/StatusButton',
  component: StatusButton,
  args: {
    'aria-label': `Sao chép số tài khoản ${vietcombank.BankName}`,
    children: 'Sao chép',
    onPress: fn<() => Promise<void>>(() => Promise.resolve()),
    done: 'Đã sao chép',
    failed: 'Không sao chép được',
  },
  // Where the deposit page puts it: at the end of its line, with room under it for the outcome, which
  // takes no room on the button's line and grows towards the start.
  decorators: [(Story) => <div style={{ display: 'flex', justifyContent: 'flex-end', paddingBlockEnd: 24 }}>{Story()}</div>],
} satisfies Meta<typeof StatusButton>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const button = (canvas: Canvas) => canvas.getByRole('button', { name: `Sao chép số tài khoản ${vietcombank.BankName}` });

/** Nothing said before a press; a press that works acts once and says `Đã sao chép` under the button. */
export const Done: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(button(canvas));
    await expect(await canvas.findByText('Đã sao chép')).toBeVisible();
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText('Không sao chép được')).not.toBeInTheDocument();
  },
};

/** While the action runs the button is busy, and further presses do nothing. */
export const Busy: Story = {
  args: { onPress: fn<() => Promise<void>>(() => new Promise<void>(() => undefined)) },
  play: async ({ args, canvas }) => {
    await userEvent.click(button(canvas));
    await waitFor(() => expect(button(canvas)).toHaveAttribute('aria-disabled', 'true'));
    await userEvent.click(button(canvas));
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** The action failed: `Không sao chép được`, and the button can be pressed again. */
export const Failed: Story = {
  args: { onPress: fn<() => Promise<void>>(() => Promise.reject(new Error('denied'))) },
  play: async ({ args, canvas }) => {
    await userEvent.click(button(canvas));
    await expect(await canvas.findByText('Không sao chép được')).toBeVisible();
    await expect(canvas.queryByText('Đã sao chép')).not.toBeInTheDocument();
    await expect(button(canvas)).not.toHaveAttribute('aria-disabled');
    await userEvent.click(button(canvas));
    await waitFor(() => expect(args.onPress).toHaveBeenCalledTimes(2));
  },
};

/** A rejection that is no failure (a share sheet the customer closed): nothing is said. */
export const QuietWhenCancelled: Story = {
  args: {
    'aria-label': 'Chia sẻ ảnh QR Vietcombank',
    children: 'Chia sẻ',
    done: '',
    failed: 'Không chia sẻ được',
    onPress: fn<() => Promise<void>>(() => Promise.reject(new DOMException('Share canceled', 'AbortError'))),
    isQuiet: (error: unknown) => error instanceof DOMException && error.name === 'AbortError',
  },
  play: async ({ args, canvas }) => {
    const share = canvas.getByRole('button', { name: 'Chia sẻ ảnh QR Vietcombank' });
    await userEvent.click(share);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    // Back to idle once the rejection is handled: the button takes presses again, and nothing was said.
    await waitFor(() => expect(share).not.toHaveAttribute('aria-disabled'));
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.queryByText('Không chia sẻ được')).not.toBeInTheDocument();
  },
};
