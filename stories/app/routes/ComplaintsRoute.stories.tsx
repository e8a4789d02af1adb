import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { ComplaintsRoute } from '../../../src/app/routes/groups/orderShip/ComplaintsRoute';
import { mockDb, scenarios } from '../../../src/mocks';
import { OrderState } from '../../../src/features/shared/statuses';
import { tooLarge } from '../../support/failures';
import { acknowledgeUnclearOutcome, expectNoAlertDialog, newest, retryAfterLoadError, routeMeta } from './support';

/** Complaints at #/order/complain, wired: useComplaints → GET /api/order/getcomplains → the mock world. */
const meta = {
  title: 'App/Routes/Complaints',
  component: ComplaintsRoute,
  ...routeMeta('/order/complain'),
} satisfies Meta<typeof ComplaintsRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const newestOrderCode = () => newest(mockDb().demo.complaints)?.OrderCode ?? '';

/** The seeded customer's complaints, newest first, each linking to its order. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(mockDb().demo.complaints.length).toBeGreaterThan(0);
    const links = await canvas.findAllByRole('link', { name: newestOrderCode() });
    await expect(links[0]).toBeVisible();
    // One request for the page on screen: no duplicate or looping fetch.
    await expect(mockDb().requestCount('getcomplains')).toBe(1);
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(scenarios.empty('getcomplains')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Bạn chưa có khiếu nại nào')).toBeVisible();
  },
};

/** A 500: the error state; once the server answers again, 'Thử lại' brings the complaints back. */
export const LoadError: Story = {
  beforeEach: ({ msw }) => msw.use(scenarios.error500('getcomplains')),
  play: async ({ canvas, canvasElement, msw }) => {
    await retryAfterLoadError(canvasElement, msw, 'getcomplains', async () => {
      const links = await canvas.findAllByRole('link', { name: newestOrderCode() });
      await expect(links[0]).toBeVisible();
    });
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(scenarios.slow('getcomplains')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Đang tải…');
    await expect(canvas.queryByRole('table', { name: 'Khiếu nại' })).not.toBeInTheDocument();
  },
};

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const CHECK_COMPLAINTS = { name: 'Xem danh sách khiếu nại', href: '#/order/complain' };

/** Opens the form and files a late-delivery complaint about a delivered order; returns the form. */
async function fileComplaint(canvas: Canvas) {
  const delivered = mockDb().demo.orders.find((order) => order.State === OrderState.Delivered);
  if (!delivered) throw new Error('the demo world has no delivered order');
  await userEvent.click(await canvas.findByRole('button', { name: 'Tạo khiếu nại' }));
  const form = within(await screen.findByRole('form', { name: 'Tạo khiếu nại' }));
  // Searched by its code, as a customer finds an older order.
  await userEvent.type(form.getByRole('combobox', { name: 'Đơn hàng' }), delivered.Code);
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(`^${delivered.Code} `) }, { timeout: 10_000 }));
  await userEvent.selectOptions(form.getByRole('combobox', { name: 'Lý do khiếu nại' }), 'Giao chậm');
  await userEvent.click(form.getByRole('textbox', { name: 'Nội dung khiếu nại' }));
  await userEvent.paste('Đơn hàng giao chậm hơn hẹn mười ngày.');
  await userEvent.click(form.getByRole('button', { name: 'Gửi khiếu nại' }));
  return form;
}

/** Issue 12 §1: a complaint answered 502: `Chưa rõ kết quả` with the complaint list's link; the form says it too and keeps its text. */
export const UnclearOutcome: Story = {
  beforeEach: ({ msw }) => msw.use(scenarios.badGateway('addComplain')),
  play: async ({ canvas }) => {
    const form = await fileComplaint(canvas);
    await acknowledgeUnclearOutcome(CHECK_COMPLAINTS);
    await expect(await form.findByRole('alert')).toHaveTextContent(/^Chưa rõ kết quả: chưa biết khiếu nại đã được ghi nhận hay chưa/);
    await expect(form.getByRole('textbox', { name: 'Nội dung khiếu nại' })).toHaveValue('Đơn hàng giao chậm hơn hẹn mười ngày.');
  },
};

/** A 409 with the server's lines: in the form's error area, once; the form keeps its text. */
export const Refused: Story = {
  beforeEach: ({ msw }) => msw.use(scenarios.refused('addComplain', 409, ['Đơn hàng này đã có khiếu nại đang xử lý.'])),
  play: async ({ canvas }) => {
    const form = await fileComplaint(canvas);
    await expect(await form.findByRole('alert')).toHaveTextContent('Đơn hàng này đã có khiếu nại đang xử lý.');
    await expectNoAlertDialog();
    await expect(form.getByRole('textbox', { name: 'Nội dung khiếu nại' })).toHaveValue('Đơn hàng giao chậm hơn hẹn mười ngày.');
  },
};

/** Issue 25 §5: photos over the server's or nginx's cap: the 413's own line in the form, a definite no; the text is kept. */
export const TooLarge: Story = {
  beforeEach: ({ msw }) => msw.use(tooLarge('/api/order/addComplain')),
  play: async ({ canvas }) => {
    const form = await fileComplaint(canvas);
    await expect(await form.findByRole('alert')).toHaveTextContent(/^Dữ liệu gửi lên quá lớn\.$/);
    await expectNoAlertDialog();
    await expect(form.getByRole('textbox', { name: 'Nội dung khiếu nại' })).toHaveValue('Đơn hàng giao chậm hơn hẹn mười ngày.');
  },
};
