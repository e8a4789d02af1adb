import type { Meta, StoryObj } from '@storybook/react-vite';
import { readSheet } from 'read-excel-file/universal';
import { expect, userEvent, within } from 'storybook/test';
import { paths } from '../../../src/app/paths';
import OrderGroup from '../../../src/app/routes/groups/order';
import { statusOf, orderStates } from '../../../src/features/shared/statuses';
import { mockDb } from '../../../src/mocks';
import { catchDownloads, type CaughtDownload } from '../../support/downloads';
import { newest, routeMeta } from './support';

/**
 * `Xuất Excel` of the order list (#/order/list-orders, issue 29), wired: the customer picks a state, and
 * the file holds exactly that state's orders, read from the mock API with the list's filter.
 */
const meta = {
  title: 'App/Routes/OrderListExport',
  component: OrderGroup,
  ...routeMeta(paths.orders),
} satisfies Meta<typeof OrderGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

let downloaded: CaughtDownload[] = [];

/** The newest order's state is chosen; the file is named after it and has its orders, ₫ and ¥ as numbers. */
export const ExportFilteredByState: Story = {
  parameters: { visual: { skip: 'the file name in the message carries the day the test runs' } },
  beforeEach: () => {
    const downloads = catchDownloads();
    downloaded = downloads.files;
    return downloads.dispose;
  },
  play: async ({ canvas }) => {
    const orders = mockDb().demo.orders;
    const state = newest(orders)?.State ?? 0;
    const label = statusOf(orderStates, state).label;
    const expected = orders.filter((order) => order.State === state);
    await canvas.findByRole('table', { name: 'Đơn hàng' }, { timeout: 10_000 });
    const status = canvas.getByRole('combobox', { name: 'Trạng thái' });
    await userEvent.selectOptions(status, within(status).getByRole('option', { name: new RegExp(`^${label}`) }));
    await expect(status).toHaveDisplayValue(new RegExp(`^${label}`));
    await userEvent.click(canvas.getByRole('button', { name: 'Xuất Excel' }));
    await expect(await canvas.findByText(/^Đã xuất .* dòng vào tệp don-hang_trang-thai-/, {}, { timeout: 20_000 })).toBeVisible();
    await expect(downloaded).toHaveLength(1);
    const [file] = downloaded;
    if (!file) throw new Error('no file');
    await expect(file.fileName).toMatch(/^don-hang_trang-thai-[a-z0-9-]+_xuat-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const sheet = await readSheet(await file.blob);
    await expect(sheet[0]).toEqual(['Mã đơn', 'Ngày đặt', 'Shop', 'Trạng thái', 'Tổng tiền', 'Đã trả', 'Còn lại', 'Tiền hàng (¥)', 'Kho nhận hàng']);
    const rows = sheet.slice(1);
    await expect(rows.map((row) => row[0]).sort()).toEqual(expected.map((order) => order.Code).sort());
    await expect(rows.every((row) => row[1] instanceof Date && row[3] === label && typeof row[4] === 'number' && typeof row[7] === 'number')).toBe(true);
    const byCode = new Map(expected.map((order) => [order.Code, order]));
    await expect(rows.every((row) => byCode.get(String(row[0]))?.TotalAmount === row[4])).toBe(true);
  },
};
