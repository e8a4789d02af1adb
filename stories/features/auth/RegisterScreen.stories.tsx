import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { RegisterRequest } from '../../../src/features/auth/model';
import { RegisterScreen } from '../../../src/features/auth/RegisterScreen';
import { warehouses } from '../../../src/mocks/fixtures/reference';

const meta = {
  title: 'Features/Auth/RegisterScreen',
  component: RegisterScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    onSubmit: fn(),
    status: 'idle',
    warehouses,
    loginHref: '#/login',
  },
} satisfies Meta<typeof RegisterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const field = {
  userName: (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Tên đăng nhập' }),
  email: (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Email' }),
  // Password inputs have no ARIA role; their labels find them.
  password: (canvas: Canvas) => canvas.getByLabelText('Mật khẩu'),
  confirm: (canvas: Canvas) => canvas.getByLabelText('Nhập lại mật khẩu'),
  phone: (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Số điện thoại' }),
  warehouse: (canvas: Canvas) => canvas.getByRole('combobox', { name: 'Kho nhận hàng' }),
  terms: (canvas: Canvas) => canvas.getByRole('checkbox', { name: 'Tôi đồng ý với điều khoản sử dụng' }),
  submit: (canvas: Canvas) => canvas.getByRole('button', { name: 'Đăng ký' }),
};

const valid: RegisterRequest = {
  Username: 'tranthibich',
  Email: 'bich.tran@gmail.com',
  Password: 'matkhau123',
  ConfirmPassword: 'matkhau123',
  Phone: '0912 345 678',
  WarehouseId: 2,
};

async function chooseWarehouse(canvas: Canvas, name: string) {
  await userEvent.selectOptions(field.warehouse(canvas), name);
}

/** Fills every field with `valid`, except those overridden; the warehouse by its name. */
async function fill(canvas: Canvas, values: Partial<RegisterRequest> = {}, { terms = true } = {}) {
  const all = { ...valid, ...values };
  await userEvent.type(field.userName(canvas), all.Username);
  await userEvent.type(field.email(canvas), all.Email);
  await userEvent.type(field.password(canvas), all.Password);
  await userEvent.type(field.confirm(canvas), all.ConfirmPassword);
  await userEvent.click(field.phone(canvas));
  await userEvent.paste(all.Phone);
  const warehouse = warehouses.find((choice) => choice.Id === all.WarehouseId);
  if (warehouse) await chooseWarehouse(canvas, warehouse.Name);
  if (terms) await userEvent.click(field.terms(canvas));
}

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Đăng ký tài khoản' })).toBeVisible();
    await expect(field.userName(canvas)).toHaveAttribute('autocomplete', 'username');
    await expect(field.email(canvas)).toHaveAttribute('type', 'email');
    await expect(field.email(canvas)).toHaveAttribute('autocomplete', 'email');
    await expect(field.password(canvas)).toHaveAttribute('autocomplete', 'new-password');
    await expect(field.confirm(canvas)).toHaveAttribute('autocomplete', 'new-password');
    await expect(field.phone(canvas)).toHaveAttribute('type', 'tel');
    await expect(field.warehouse(canvas)).toHaveDisplayValue('Chọn kho nhận hàng');
    await expect(field.terms(canvas)).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute('href', '#/login');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** SPEC §5 and ours: every required message at once, nothing sent, focus on the first field. */
export const SubmitEmpty: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(field.submit(canvas));
    for (const message of [
      'Bạn chưa nhập tên đăng nhập',
      'Bạn chưa nhập địa chỉ email',
      'Mật khẩu chưa nhập',
      'Bạn chưa nhập lại mật khẩu',
      'Số điện thoại chưa nhập',
      'Bạn chưa chọn kho hàng',
      'Bạn chưa đồng ý với điều khoản sử dụng',
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    await waitFor(() => expect(field.userName(canvas)).toHaveFocus());
    await expect(field.warehouse(canvas)).toHaveAccessibleDescription('Bạn chưa chọn kho hàng');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidEmail: Story = {
  play: async ({ args, canvas }) => {
    await fill(canvas, { Email: 'bich.tran@gmail' });
    await userEvent.click(field.submit(canvas));
    await expect(await canvas.findByText('Email bạn nhập chưa đúng')).toBeVisible();
    await waitFor(() => expect(field.email(canvas)).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ShortPassword: Story = {
  play: async ({ args, canvas }) => {
    await fill(canvas, { Password: '12345', ConfirmPassword: '12345' });
    await userEvent.click(field.submit(canvas));
    await waitFor(() => expect(canvas.getAllByText('Mật khẩu phải trên 6 và không quá 100 ký tự')).toHaveLength(2));
    await waitFor(() => expect(field.password(canvas)).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The confirmation must equal the password (we enforce the match SPEC §5 leaves open). */
export const PasswordMismatch: Story = {
  play: async ({ args, canvas }) => {
    await fill(canvas, { ConfirmPassword: 'matkhau124' });
    await userEvent.click(field.submit(canvas));
    // The SPEC's message repeats the field's label; it is the field's description that carries it.
    await waitFor(() => expect(field.confirm(canvas)).toHaveAccessibleDescription('Nhập lại mật khẩu'));
    await expect(canvas.getAllByText('Nhập lại mật khẩu')).toHaveLength(2);
    await waitFor(() => expect(field.confirm(canvas)).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PhoneTooLong: Story = {
  play: async ({ args, canvas }) => {
    await fill(canvas, { Phone: '0'.repeat(101) });
    await userEvent.click(field.submit(canvas));
    await expect(await canvas.findByText('Số điện thoại trên không quá 100 ký tự')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Everything valid but the terms: the box is where focus lands, and nothing is sent. */
export const TermsNotAccepted: Story = {
  play: async ({ args, canvas }) => {
    await fill(canvas, {}, { terms: false });
    await userEvent.click(field.submit(canvas));
    await expect(await canvas.findByText('Bạn chưa đồng ý với điều khoản sử dụng')).toBeVisible();
    await waitFor(() => expect(field.terms(canvas)).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Space ticks it from the keyboard; the message goes and the form is sent.
    await userEvent.keyboard(' ');
    await expect(field.terms(canvas)).toBeChecked();
    await userEvent.click(field.submit(canvas));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** A valid form is sent once, trimmed, with the warehouse id as a number and without the terms flag. */
export const ValidSubmit: Story = {
  play: async ({ args, canvas }) => {
    await fill(canvas, { Username: '  tranthibich ', Email: ' bich.tran@gmail.com' });
    await userEvent.click(field.submit(canvas));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith(valid);
  },
};

export const Submitting: Story = {
  render: function SubmittingRegister(args) {
    const [status, setStatus] = useState<'idle' | 'submitting'>('idle');
    return (
      <RegisterScreen
        {...args}
        status={status}
        onSubmit={(values) => {
          void args.onSubmit(values);
          setStatus('submitting');
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    await fill(canvas);
    const button = field.submit(canvas);
    await userEvent.dblClick(button);
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(field.phone(canvas));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** A refused registration (SPEC §8: a 400's lines) in an alert on the form. */
export const ServerErrors: Story = {
  args: { serverErrors: ['Tên đăng nhập đã tồn tại.', 'Email đã được sử dụng cho một tài khoản khác.'] },
  play: async ({ canvas }) => {
    const alert = within(canvas.getByRole('form', { name: 'Đăng ký tài khoản' })).getByRole('alert');
    await expect(alert).toHaveTextContent('Tên đăng nhập đã tồn tại.');
    await expect(alert).toHaveTextContent('Email đã được sử dụng cho một tài khoản khác.');
  },
};

/** The warehouse list is on its way: the dropdown says so and waits, disabled. */
export const WarehousesLoading: Story = {
  args: { warehouses: [], warehousesLoading: true },
  play: async ({ args, canvas }) => {
    const trigger = field.warehouse(canvas);
    await expect(trigger).toHaveDisplayValue('Đang tải danh sách kho…');
    await expect(trigger).toBeDisabled();
    await fill(canvas, { WarehouseId: 0 });
    await userEvent.click(field.submit(canvas));
    await expect(await canvas.findByText('Bạn chưa chọn kho hàng')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The list came back empty (or failed): say so instead of opening an empty dropdown. */
export const NoWarehouses: Story = {
  args: { warehouses: [] },
  play: async ({ canvas }) => {
    const trigger = field.warehouse(canvas);
    await expect(trigger).toBeDisabled();
    await expect(trigger).toHaveAccessibleDescription('Chưa tải được danh sách kho. Vui lòng tải lại trang.');
  },
};

const longWarehouses = [
  { Id: 11, Name: 'Kho Hà Nội – Số 18 ngõ 92 Nguyễn Khánh Toàn, phường Nghĩa Đô, quận Cầu Giấy, Hà Nội' },
  { Id: 12, Name: 'Kho TP. Hồ Chí Minh – 215 Lý Thường Kiệt, phường Phú Thọ, quận 11, TP. Hồ Chí Minh' },
  { Id: 13, Name: 'Kho Hải Phòng – Lô CN3, khu công nghiệp Nam Đình Vũ, phường Đông Hải 2, quận Hải An' },
];

/** Long Vietnamese names stay readable in the list and never widen the page. */
export const LongWarehouseNames: Story = {
  args: { warehouses: longWarehouses },
  play: async ({ args, canvas, canvasElement }) => {
    await fill(canvas, { WarehouseId: 0 });
    await userEvent.selectOptions(field.warehouse(canvas), longWarehouses[1]!.Name);
    await expect(field.warehouse(canvas)).toHaveDisplayValue(longWarehouses[1]!.Name);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    await userEvent.click(field.submit(canvas));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...valid, WarehouseId: 12 });
  },
};

export const LongWarehouseNamesMobile: Story = {
  ...LongWarehouseNames,
  globals: { viewport: { value: 'mobile' } },
};

/**
 * Keyboard: Tab goes through every field in order, Space ticks the terms, Enter sends. The warehouse is
 * the platform's own select, which its arrow keys drive (tests/e2e/keyboard.spec.ts, in Chromium);
 * here it is chosen the way testing-library can.
 */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(field.userName(canvas)).toHaveFocus();
    await userEvent.keyboard(valid.Username);
    await userEvent.tab();
    await userEvent.keyboard(valid.Email);
    await userEvent.tab();
    await expect(field.password(canvas)).toHaveFocus();
    await userEvent.keyboard(valid.Password);
    await userEvent.tab(); // the show-password button
    await userEvent.tab();
    await expect(field.confirm(canvas)).toHaveFocus();
    await userEvent.keyboard(valid.ConfirmPassword);
    await userEvent.tab();
    await userEvent.tab();
    await expect(field.phone(canvas)).toHaveFocus();
    await userEvent.keyboard(valid.Phone);
    await userEvent.tab();
    await expect(field.warehouse(canvas)).toHaveFocus();
    await userEvent.selectOptions(field.warehouse(canvas), 'Kho TP. Hồ Chí Minh');
    field.warehouse(canvas).focus();
    await userEvent.tab();
    await expect(field.terms(canvas)).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await expect(field.submit(canvas)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith(valid);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Đăng ký tài khoản' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    await userEvent.click(field.submit(canvas));
    await expect(await canvas.findByText('Bạn chưa đồng ý với điều khoản sử dụng')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
