import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../../src/app/paths';
import UserGroup from '../../../src/app/routes/groups/user';
import { fixtures, mockDb, scenarios } from '../../../src/mocks';
import { answersNotJson, browserOffline, tooLarge, writeTimesOut } from '../../support/failures';
import { expectNoAlertDialog, findErrorArea, retryAfterLoadError, routeMeta, unclearOutcomePlay } from './support';

/**
 * The profile (#/user/user-info), wired: the user group routes to it, useUserInfo →
 * GET /api/customer/userinfo, useWarehouses → GET /api/account/getwarehouses and useUpdateProfile →
 * POST /api/customer/updateuserinfo → the mock world.
 */
const meta = {
  title: 'App/Routes/Profile',
  component: UserGroup,
  ...routeMeta(paths.userInfo),
} satisfies Meta<typeof UserGroup>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const form = async (canvas: Canvas) => within(await canvas.findByRole('form', { name: 'Thông tin tài khoản' }, { timeout: 10_000 }));

const warehouseName = (id: number | null) => fixtures.warehouses.find((warehouse) => warehouse.Id === id)?.Name ?? '';

/** Types a new phone number and picks the other warehouse, then saves. */
async function changeAndSave(canvas: Canvas, phone: string): Promise<void> {
  const fields = await form(canvas);
  const phoneField = fields.getByRole('textbox', { name: 'Số điện thoại' });
  await userEvent.clear(phoneField);
  await userEvent.type(phoneField, phone);
  await userEvent.selectOptions(fields.getByRole('combobox', { name: 'Kho nhận hàng' }), 'Kho TP. Hồ Chí Minh');
  await userEvent.click(fields.getByRole('button', { name: 'Lưu thay đổi' }));
}

/** The demo customer's details as the world keeps them. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const user = mockDb().demo.user;
    const fields = await form(canvas);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Thông tin tài khoản' })).toBeVisible();
    await expect(fields.getByRole('textbox', { name: 'Họ và tên' })).toHaveValue(user.FullName);
    await expect(fields.getByRole('textbox', { name: 'Email' })).toHaveValue(user.Email);
    await expect(fields.getByRole('textbox', { name: 'Số điện thoại' })).toHaveValue(user.Phone);
    // The warehouses come in their own answer; the choice shows its name once they are there.
    await waitFor(() => expect(fields.getByRole('combobox', { name: 'Kho nhận hàng' })).toHaveDisplayValue(warehouseName(user.WarehouseId)));
    await expect(canvas.getByText(user.UserName)).toBeVisible();
  },
};

/** Saving sends the change once; the world keeps it and the toast confirms. */
export const SaveChanges: Story = {
  play: async ({ canvas }) => {
    await changeAndSave(canvas, ' 0912 345 678 ');
    await waitFor(() => expect(screen.getByText('Đã cập nhật thông tin tài khoản.')).toBeVisible(), { timeout: 10_000 });
    await expect(mockDb().requestCount('updateuserinfo')).toBe(1);
    await expect(mockDb().demo.user.Phone).toBe('0912 345 678');
    await expect(warehouseName(mockDb().demo.user.WarehouseId)).toBe('Kho TP. Hồ Chí Minh');
  },
};

/** A 400 with the server's line: the app's alert says it; nothing is saved and the form keeps what was typed. */
export const SaveRefused: Story = {
  beforeEach: ({ msw }) => msw.use(scenarios.badRequest('updateuserinfo', ['Số điện thoại đã được dùng cho tài khoản khác'])),
  play: async ({ canvas }) => {
    const phone = mockDb().demo.user.Phone;
    await changeAndSave(canvas, '0912 345 678');
    const alert = await screen.findByRole('alertdialog', { name: 'Thông báo' }, { timeout: 10_000 });
    await waitFor(() => expect(within(alert).getByText('Số điện thoại đã được dùng cho tài khoản khác')).toBeVisible());
    await userEvent.click(within(alert).getByRole('button', { name: 'Đóng' }));
    await waitFor(() => expect(alert).not.toBeInTheDocument());
    await expect((await form(canvas)).getByRole('textbox', { name: 'Số điện thoại' })).toHaveValue('0912 345 678');
    await expect(mockDb().demo.user.Phone).toBe(phone);
  },
};

const UPDATE_PATH = '/api/customer/updateuserinfo';
const checkProfile = { name: 'Xem lại thông tin tài khoản', href: '#/user/user-info' };
const unclearProfile = /^Chưa rõ kết quả: chưa biết thay đổi thông tin tài khoản đã được ghi nhận hay chưa\. Hãy tải lại trang thông tin tài khoản/;

/** After a failed save the form still holds what was typed. */
async function expectTypedPhoneKept(canvas: Canvas) {
  await expect((await form(canvas)).getByRole('textbox', { name: 'Số điện thoại' })).toHaveValue('0912 345 678');
}

/**
 * Issue 25 §11: a save whose answer says nothing definite. `Chưa rõ kết quả` in the app's alert with the
 * profile's link, said on the form too, which keeps what was typed.
 */
const saveUnclear = (beforeEach: Story['beforeEach']): Story => ({
  beforeEach,
  play: unclearOutcomePlay({ act: (canvas: Canvas) => changeAndSave(canvas, '0912 345 678'), link: checkProfile, says: unclearProfile, kept: expectTypedPhoneKept }),
});

/** nginx's 502 page after sending: the change may or may not be saved. */
export const SaveUnclearBadGateway = saveUnclear(({ msw }) => msw.use(scenarios.badGateway('updateuserinfo')));

/** The save outlived the client's time limit. */
export const SaveTimedOut = saveUnclear(() => writeTimesOut(UPDATE_PATH));

/** A 200 whose body is an HTML page: the server may have saved it. */
export const SaveAnswerNotJson = saveUnclear(({ msw }) => msw.use(answersNotJson(UPDATE_PATH)));

/** Offline: nothing was sent, for certain; the form says so and nothing is saved. */
export const SaveOffline: Story = {
  play: async ({ canvas, canvasElement }) => {
    const phone = mockDb().demo.user.Phone;
    await form(canvas);
    const undo = browserOffline();
    try {
      await changeAndSave(canvas, '0912 345 678');
      await findErrorArea(canvasElement, 'Bạn đang ngoại tuyến');
    } finally {
      undo();
    }
    await expectNoAlertDialog();
    await expectTypedPhoneKept(canvas);
    await expect(mockDb().demo.user.Phone).toBe(phone);
  },
};

/** Issue 25 §5: a picture over the server's cap: the 413's own line on the form, a definite no. */
export const SaveTooLarge: Story = {
  beforeEach: ({ msw }) => msw.use(tooLarge(UPDATE_PATH)),
  play: async ({ canvas, canvasElement }) => {
    await changeAndSave(canvas, '0912 345 678');
    await expect(await findErrorArea(canvasElement, 'Dữ liệu gửi lên quá lớn.')).toHaveTextContent(/^Dữ liệu gửi lên quá lớn\.$/);
    await expectNoAlertDialog();
    await expectTypedPhoneKept(canvas);
  },
};

/** A 500: the error state; once the server answers again, 'Thử lại' brings the form back. */
export const LoadError: Story = {
  beforeEach: ({ msw }) => msw.use(scenarios.error500('getUserInfo')),
  play: async ({ canvas, canvasElement, msw }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('Không tải được dữ liệu');
    await expect(canvas.queryByRole('form', { name: 'Thông tin tài khoản' })).not.toBeInTheDocument();
    await retryAfterLoadError(canvasElement, msw, 'getUserInfo', async () => expect((await form(canvas)).getByRole('textbox', { name: 'Họ và tên' })).toHaveValue(mockDb().demo.user.FullName));
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(scenarios.slow('getUserInfo')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Đang tải…');
    await expect(canvas.queryByRole('form', { name: 'Thông tin tài khoản' })).not.toBeInTheDocument();
  },
};
