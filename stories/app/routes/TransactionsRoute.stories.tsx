import type { Meta, StoryObj } from '@storybook/react-vite';
import { readSheet } from 'read-excel-file/universal';
import { expect, userEvent } from 'storybook/test';
import { paths } from '../../../src/app/paths';
import TransactionGroup from '../../../src/app/routes/groups/transaction';
import { handlerFor, mockDb, scenarios } from '../../../src/mocks';
import { catchDownloads, type CaughtDownload } from '../../support/downloads';
import { routeMeta } from './support';

/**
 * The transaction list (#/transaction/list?transactionType=1, top-ups only), wired, and its `Xuất Excel`
 * (issue 29): every page of the filter read from the mock API (200 rows a page), the .xlsx read back.
 * The world gets 450 more top-ups, so the filter spans three pages.
 */
const meta = {
  title: 'App/Routes/Transactions',
  component: TransactionGroup,
  ...routeMeta(`${paths.transactions}?transactionType=1`),
} satisfies Meta<typeof TransactionGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

const EXTRA_TOP_UPS = 450;

/** 450 more top-ups of 100.000 ₫ + i, dated like the world's first transaction. */
function addTopUps() {
  const books = mockDb().demo;
  const [base] = books.transactions;
  if (!base) throw new Error('the demo world has no transaction');
  for (let index = 0; index < EXTRA_TOP_UPS; index += 1) {
    books.transactions.push({ ...base, Id: 900_000 + index, TransactionType: 1, OrderId: null, OrderCode: null, Amount: 100_000 + index, Note: `Nạp tiền ${String(index)}` });
  }
}

const topUps = () => mockDb().demo.transactions.filter((row) => row.TransactionType === 1);

/** The files the story being played has downloaded (caught by its beforeEach). */
let downloaded: CaughtDownload[] = [];
const catchFiles = () => {
  const downloads = catchDownloads();
  downloaded = downloads.files;
  return downloads.dispose;
};

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** Presses `Xuất Excel` once the list is on screen; returns how many list requests the screen made before. */
const startExport = async (canvas: Canvas) => {
  await canvas.findByRole('table', { name: 'Giao dịch' }, { timeout: 10_000 });
  const before = mockDb().requestCount('transactions');
  await userEvent.click(canvas.getByRole('button', { name: 'Xuất Excel' }));
  return before;
};

/**
 * Every top-up, from three pages, in one file named after the filter and the day: the list's columns,
 * dates as dates, money as numbers, and the totals the screen shows, over all of them.
 */
export const ExportAllPages: Story = {
  // Its message names the file, and the file name carries today's date; the Done look is ExcelExport's.
  parameters: { visual: { skip: 'the file name in the message carries the day the test runs' } },
  beforeEach: () => {
    addTopUps();
    return catchFiles();
  },
  play: async ({ canvas }) => {
    const expected = topUps();
    await expect(expected.length).toBeGreaterThan(400);
    const listRequests = await startExport(canvas);
    const count = new Intl.NumberFormat('vi-VN').format(expected.length);
    await expect(await canvas.findByText(new RegExp(`^Đã xuất ${count} dòng vào tệp giao-dich_loai-nap-tien_xuat-\\d{4}-\\d{2}-\\d{2}\\.xlsx\\.$`), {}, { timeout: 20_000 })).toBeVisible();
    // Three pages of 200 rows; nothing else asked.
    await expect(mockDb().requestCount('transactions') - listRequests).toBe(3);
    const files = downloaded;
    await expect(files).toHaveLength(1);
    const [file] = files;
    if (!file) throw new Error('no file');
    await expect(file.fileName).toMatch(/^giao-dich_loai-nap-tien_xuat-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const sheet = await readSheet(await file.blob);
    await expect(sheet[0]).toEqual(['Ngày', 'Loại', 'Mã đơn', 'Số tiền', 'Số dư sau', 'Ghi chú']);
    const rows = sheet.slice(1, 1 + expected.length);
    await expect(rows.every((row) => row[0] instanceof Date && row[1] === 'Nạp tiền' && typeof row[3] === 'number')).toBe(true);
    await expect(new Set(rows.map((row) => row[5])).size).toBe(new Set(expected.map((row) => row.Note || null)).size);
    const amounts = (values: readonly unknown[]) => values.map(Number).sort((a, b) => a - b);
    await expect(amounts(rows.map((row) => row[3]))).toEqual(amounts(expected.map((row) => row.Amount)));
    const totals = sheet.slice(1 + expected.length).filter((row) => row.some((cell) => cell !== null));
    await expect(totals.map((row) => [row[0], row[3] ?? row[1]])).toEqual([
      ['Tổng tiền vào', expected.reduce((sum, row) => sum + row.Amount, 0)],
      ['Tổng tiền ra', 0],
      ['Số giao dịch', expected.length],
    ]);
  },
};

const failSecondPage: NonNullable<Story['beforeEach']> = ({ msw }) => {
  addTopUps();
  msw.use(scenarios.failPage('transactions', 200, 'badGateway'));
  return catchFiles();
};

const expectFailedMidway = async (canvas: Canvas) => {
  await startExport(canvas);
  await expect(await canvas.findByRole('alert', {}, { timeout: 20_000 })).toHaveTextContent(
    'Xuất Excel bị lỗi ở trang 2/3: Máy chủ đang gặp sự cố, vui lòng thử lại sau. Chưa có tệp nào được tải về.',
  );
  await expect(downloaded).toEqual([]);
};

/** The second page answers with nginx's 502 page: the export says where and why, and saves nothing. */
export const ExportFailsMidway: Story = {
  beforeEach: failSecondPage,
  play: async ({ canvas }) => expectFailedMidway(canvas),
};

/** After a failure mid-way, `Thử lại` (the server is back) makes the whole file, once. */
export const ExportRetried: Story = {
  parameters: { visual: { skip: 'the file name in the message carries the day the test runs' } },
  beforeEach: failSecondPage,
  play: async ({ canvas, msw }) => {
    await expectFailedMidway(canvas);
    msw.use(handlerFor(mockDb(), 'transactions'));
    await userEvent.click(canvas.getByRole('button', { name: 'Thử lại' }));
    await expect(await canvas.findByText(/^Đã xuất .* dòng vào tệp giao-dich_/, {}, { timeout: 20_000 })).toBeVisible();
    await expect(downloaded).toHaveLength(1);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** The second page never comes: a second `Xuất Excel` asks for nothing more, `Huỷ` stops it, no file. */
export const ExportCancelled: Story = {
  beforeEach: ({ msw }) => {
    addTopUps();
    msw.use(scenarios.failPage('transactions', 200, 'infinite'));
    return catchFiles();
  },
  play: async ({ canvas }) => {
    await startExport(canvas);
    await expect(await canvas.findByRole('progressbar', { name: 'Đang xuất… trang 2/3' }, { timeout: 20_000 })).toBeVisible();
    const asked = mockDb().requestCount('transactions');
    await userEvent.click(canvas.getByRole('button', { name: /Xuất Excel/ }));
    await expect(mockDb().requestCount('transactions')).toBe(asked);
    await userEvent.click(canvas.getByRole('button', { name: 'Huỷ' }));
    await expect(await canvas.findByText('Đã huỷ xuất Excel. Không có tệp nào được tải về.')).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(downloaded).toEqual([]);
  },
};

/** Nothing matches the filter: no file, and the customer is told why. */
export const NothingToExport: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenarios.empty('transactions'));
    return catchFiles();
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Không có giao dịch nào khớp bộ lọc', {}, { timeout: 10_000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Xuất Excel' }));
    await expect(await canvas.findByText('Không có dòng nào khớp bộ lọc để xuất. Chưa có tệp nào được tải về.')).toBeVisible();
    await expect(downloaded).toEqual([]);
  },
};
