import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { EmptyState } from '../../src/ui/EmptyState';
import { PagedResults } from '../../src/ui/PagedResults';

const rows = Array.from({ length: 5 }, (_, index) => `Dòng ${String(index + 1)}`);

const meta = {
  title: 'UI/PagedResults',
  component: PagedResults,
  args: {
    status: 'ready',
    onRetry: fn(),
    total: 45,
    skip: 0,
    take: 5,
    onPageChange: fn(),
    paginationLabel: 'Phân trang ví dụ',
    empty: <EmptyState headingLevel={3} icon="box" title="Không có dòng nào" />,
    children: (
      <ul aria-label="Kết quả">
        {rows.map((row) => (
          <li key={row}>{row}</li>
        ))}
      </ul>
    ),
  },
} satisfies Meta<typeof PagedResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Kết quả' })).toBeVisible();
    await expect(canvas.queryByText('Đang cập nhật…')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Trang sau' }));
    await expect(args.onPageChange).toHaveBeenCalledWith({ skip: 5, take: 5 });
  },
};

/**
 * A page of tall rows on a phone, read to its foot: `Trang sau` brings the list's top back into sight, so
 * the next page is read from its first row.
 */
export const NextPageFromTheFoot: Story = {
  globals: { viewport: { value: 'mobile' } },
  // The scroll is the test; the list's look is Default's.
  parameters: { visual: false },
  args: {
    children: (
      <ul aria-label="Kết quả">
        {rows.map((row) => (
          <li key={row} style={{ height: 400 }}>
            {row}
          </li>
        ))}
      </ul>
    ),
  },
  play: async ({ args, canvas }) => {
    const next = canvas.getByRole('button', { name: 'Trang sau' });
    next.scrollIntoView({ block: 'end' });
    const list = canvas.getByRole('list', { name: 'Kết quả' });
    await expect(list.getBoundingClientRect().top).toBeLessThan(0);
    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenCalledWith({ skip: 5, take: 5 });
    await expect(list.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
  },
};

/** Another page is on its way: the old one stays readable, marked, under a polite note. */
export const Stale: Story = {
  args: { isStale: true, skip: 5 },
  // The spinner turns: no stable baseline.
  parameters: { visual: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Đang cập nhật…')).toHaveAttribute('role', 'status');
    await expect(canvas.getByRole('list', { name: 'Kết quả' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Kết quả' }).closest('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  args: { total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Không có dòng nào' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Kết quả' })).toBeNull();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** An error wins over everything else; `Thử lại` asks again. */
export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Thử lại' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('list', { name: 'Kết quả' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  // The skeleton shimmers: no stable baseline.
  parameters: { visual: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Đang tải…');
    await expect(canvas.queryByRole('list', { name: 'Kết quả' })).toBeNull();
  },
};
