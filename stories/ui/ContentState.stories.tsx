import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { contentStateInstead, type ContentStateInput } from '../../src/ui/ContentState';
import { EmptyState } from '../../src/ui/EmptyState';
import { Skeleton } from '../../src/ui/Skeleton';

type ScreenBodyProps = Pick<ContentStateInput, 'status' | 'onRetry'> & { rows: string[] };

/** A screen's body as the paying and delivery screens build it: the state instead, or the rows. */
function ScreenBody({ status, onRetry, rows }: ScreenBodyProps) {
  const instead = contentStateInstead({
    status,
    onRetry,
    loading: <Skeleton variant="block" lines={3} height="56px" label />,
    empty: rows.length === 0 ? <EmptyState icon="order" title="Chưa có đơn hàng nào cần thanh toán" /> : null,
  });
  if (instead) return instead;
  return (
    <ul aria-label="Đơn hàng">
      {rows.map((row) => (
        <li key={row}>{row}</li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'UI/ContentState',
  component: ScreenBody,
  args: { status: 'ready', onRetry: fn(), rows: ['DH240615-0012', 'DH240615-0013'] },
} satisfies Meta<typeof ScreenBody>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: 'Thử lại' })).toBeNull();
  },
};

/** A first load: only the skeleton, which says it is loading; no empty state before the data is known. */
export const Loading: Story = {
  args: { status: 'loading', rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Đang tải…')).toBeInTheDocument();
    await expect(canvas.queryByText('Chưa có đơn hàng nào cần thanh toán')).toBeNull();
  },
};

/** The error wins over an empty list: "nothing to pay" is never said about data that did not come. */
export const LoadError: Story = {
  args: { status: 'error', rows: [] },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByText('Chưa có đơn hàng nào cần thanh toán')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Thử lại' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Chưa có đơn hàng nào cần thanh toán' })).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
