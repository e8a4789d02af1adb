import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../src/ui/Button';
import { Checkbox, CheckboxBox } from '../../src/ui/Checkbox';
import { Form } from '../../src/ui/Form';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { children: 'Ghi nhớ đăng nhập', name: 'RememberMe' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { onChange: fn() },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Ghi nhớ đăng nhập' });
    await expect(checkbox).not.toBeChecked();
    // The label text is part of the target, not only the small box.
    await userEvent.click(canvas.getByText('Ghi nhớ đăng nhập'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(checkbox);
    await expect(checkbox).not.toBeChecked();
  },
};

export const States: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 4 }}>
      <Checkbox>Chưa chọn</Checkbox>
      <Checkbox defaultSelected>Đã chọn</Checkbox>
      <Checkbox isIndeterminate>Chọn một phần</Checkbox>
      <Checkbox isInvalid>Chưa hợp lệ</Checkbox>
      <Checkbox isDisabled defaultSelected>
        Đã chọn, không đổi được
      </Checkbox>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Đã chọn' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Chọn một phần' })).toBePartiallyChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Chưa hợp lệ' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('checkbox', { name: 'Đã chọn, không đổi được' })).toBeDisabled();
  },
};

export const WithDescription: Story = {
  args: { description: 'Không nên chọn trên máy tính dùng chung.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Ghi nhớ đăng nhập' })).toHaveAccessibleDescription(
      'Không nên chọn trên máy tính dùng chung.',
    );
  },
};

const submitted = fn();

export const InvalidAfterSubmit: Story = {
  beforeEach: () => {
    submitted.mockClear();
  },
  args: { children: 'Tôi đồng ý với điều khoản sử dụng dịch vụ', name: 'Agree' },
  render: (args) => (
    <Form validate={(values) => ({ Agree: values.Agree ? undefined : 'Bạn cần đồng ý với điều khoản để đăng ký' })} onSubmit={submitted}>
      <Checkbox {...args} isRequired />
      <Button type="submit">Đăng ký</Button>
    </Form>
  ),
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Tôi đồng ý với điều khoản sử dụng dịch vụ' });
    await expect(canvas.queryByText('Bạn cần đồng ý với điều khoản để đăng ký')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Đăng ký' }));
    await expect(await canvas.findByText('Bạn cần đồng ý với điều khoản để đăng ký')).toBeVisible();
    await waitFor(() => expect(checkbox).toHaveFocus());
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(submitted).not.toHaveBeenCalled();

    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Đăng ký' }));
    await expect(submitted).toHaveBeenCalledTimes(1);
    await expect(submitted).toHaveBeenCalledWith({ Agree: 'on' });
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Ghi nhớ đăng nhập' });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(canvas.getByText('Ghi nhớ đăng nhập'), { pointerEventsCheck: 0 });
    await expect(checkbox).not.toBeChecked();
  },
};

export const LongVietnameseLabel: Story = {
  args: {
    children:
      'Tôi đã đọc và đồng ý với điều khoản sử dụng dịch vụ đặt hàng hộ, chính sách vận chuyển, kiểm đếm và bảo hiểm hàng hoá từ Trung Quốc về Việt Nam',
    description: 'Phí dịch vụ được tính theo giá trị đơn hàng.',
  },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('checkbox', { name: /^Tôi đã đọc và đồng ý/ })).toBeInTheDocument();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** The box alone, as a table's native checkbox draws it under its input (ui/Table): one look with the form's. */
const boxStates = [
  ['Chưa chọn', {}],
  ['Đã chọn', { isSelected: true }],
  ['Chọn một phần', { isIndeterminate: true }],
  ['Chưa hợp lệ', { isInvalid: true }],
  ['Đã chọn, không đổi được', { isSelected: true, isDisabled: true }],
] as const;

export const DrawnBox: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {boxStates.map(([words, state]) => (
        <div key={words} data-state={words} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <CheckboxBox isSelected={false} {...state} />
          <span>{words}</span>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const box = (words: string) => canvasElement.querySelector(`[data-state="${words}"] > span[aria-hidden]`) as HTMLElement;
    const fill = (words: string) => getComputedStyle(box(words)).backgroundColor;
    // A tick in a filled box when chosen, a dash when half chosen, nothing in an empty one.
    await expect(box('Chưa chọn').querySelector('svg')).toBeNull();
    await expect(box('Đã chọn').querySelector('svg')).not.toBeNull();
    await expect(box('Chọn một phần').querySelector('svg')).not.toBeNull();
    await expect(fill('Đã chọn')).not.toBe(fill('Chưa chọn'));
    await expect(fill('Chọn một phần')).toBe(fill('Đã chọn'));
    // A choice that cannot change is filled grey, not in the brand colour.
    await expect(fill('Đã chọn, không đổi được')).not.toBe(fill('Đã chọn'));
    await expect(getComputedStyle(box('Chưa hợp lệ')).borderTopColor).not.toBe(getComputedStyle(box('Chưa chọn')).borderTopColor);
  },
};

const orders = ['DH240501', 'DH240502', 'DH240503'] as const;

/** Row selection in a table: no visible label, an aria-label per row, and a "select all" header. */
export const InTable: Story = {
  render: function OrdersTable() {
    const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
    const all = selected.size === orders.length;
    return (
      <table style={{ borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            <th scope="col">
              <Checkbox
                aria-label="Chọn tất cả đơn hàng"
                isSelected={all}
                isIndeterminate={selected.size > 0 && !all}
                onChange={() => setSelected(all ? new Set() : new Set(orders))}
              />
            </th>
            <th scope="col" style={{ textAlign: 'left' }}>
              Mã đơn
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((code) => (
            <tr key={code}>
              <td>
                <Checkbox
                  aria-label={`Chọn đơn ${code}`}
                  isSelected={selected.has(code)}
                  onChange={(on) => {
                    const next = new Set(selected);
                    if (on) next.add(code);
                    else next.delete(code);
                    setSelected(next);
                  }}
                />
              </td>
              <td>{code}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  },
  play: async ({ canvas }) => {
    const selectAll = canvas.getByRole('checkbox', { name: 'Chọn tất cả đơn hàng' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Chọn đơn DH240502' }));
    await expect(selectAll).toBePartiallyChecked();
    await userEvent.click(selectAll);
    await expect(selectAll).toBeChecked();
    for (const code of orders) await expect(canvas.getByRole('checkbox', { name: `Chọn đơn ${code}` })).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Chọn đơn DH240501' })).not.toBeChecked();
  },
};

/** Tab reaches it, Space toggles it. */
export const Keyboard: Story = {
  render: (args) => (
    <div style={{ display: 'grid' }}>
      <Checkbox {...args} />
      <Checkbox name="Newsletter">Nhận tin khuyến mãi qua email</Checkbox>
    </div>
  ),
  play: async ({ canvas }) => {
    const remember = canvas.getByRole('checkbox', { name: 'Ghi nhớ đăng nhập' });
    await userEvent.tab();
    await expect(remember).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(remember).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(remember).not.toBeChecked();
    await userEvent.tab();
    const newsletter = canvas.getByRole('checkbox', { name: 'Nhận tin khuyến mãi qua email' });
    await expect(newsletter).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(newsletter).toBeChecked();
  },
};
