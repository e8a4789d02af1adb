import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ExcelExport } from '../../../src/features/shared/ExcelExport';

/**
 * `Xuất Excel` of the transaction and order lists (issue 29), each state as the app hands it over. The
 * wired flows (pages read from the mock API, the file read back) are App/Routes/Transactions and OrderList.
 */
const meta = {
  title: 'Features/Shared/ExcelExport',
  component: ExcelExport,
  args: { state: { kind: 'idle' }, onExport: fn(), onCancel: fn() },
} satisfies Meta<typeof ExcelExport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before any export: the button alone. */
export const Idle: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Xuất Excel' }));
    await expect(args.onExport).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

/** Page 3 of 12 on its way: the bar says so, `Huỷ` cancels, and a second `Xuất Excel` does nothing. */
export const Exporting: Story = {
  args: { state: { kind: 'reading', read: 2, pages: 12 } },
  play: async ({ args, canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Đang xuất… trang 3/12' });
    await expect(bar).toHaveAttribute('aria-valuenow', '17');
    await userEvent.click(canvas.getByRole('button', { name: /Xuất Excel/ }));
    await expect(args.onExport).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Huỷ' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** Every page is in, the file is being made: no count to show, `Huỷ` still there. */
export const Writing: Story = {
  args: { state: { kind: 'writing' } },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Đang tạo tệp Excel…' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(canvas.getByRole('button', { name: 'Huỷ' })).toBeVisible();
  },
};

/** A page failed mid-way: what and where, that no file was saved, and `Thử lại` starts again. */
export const FailedMidway: Story = {
  args: {
    state: { kind: 'failed', message: 'Xuất Excel bị lỗi ở trang 3/12: Máy chủ đang gặp sự cố, vui lòng thử lại sau. Chưa có tệp nào được tải về.' },
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('trang 3/12');
    await userEvent.click(canvas.getByRole('button', { name: 'Thử lại' }));
    await expect(args.onExport).toHaveBeenCalledTimes(1);
  },
};

export const Cancelled: Story = {
  args: { state: { kind: 'cancelled' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Đã huỷ xuất Excel. Không có tệp nào được tải về.');
  },
};

export const NothingToExport: Story = {
  args: { state: { kind: 'empty' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Không có dòng nào khớp bộ lọc để xuất.');
  },
};

/** Done: how many rows went into which file (the long ASCII name wraps on a phone). */
export const Done: Story = {
  args: { state: { kind: 'done', rows: 2345, fileName: 'don-hang_trang-thai-dang-giao-hang_kho-ha-noi_2026-11-01_2026-11-26_xuat-2026-11-26.xlsx' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Đã xuất 2.345 dòng vào tệp don-hang_trang-thai-dang-giao-hang');
  },
};
