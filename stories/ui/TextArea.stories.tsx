import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../src/ui/Button';
import { Form } from '../../src/ui/Form';
import { TextArea } from '../../src/ui/TextArea';

const meta = {
  title: 'UI/TextArea',
  component: TextArea,
  args: { label: 'Ghi chú cho shop', name: 'Note' },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Ghi chú cho shop' });
    await userEvent.type(box, 'Màu đỏ, size M.{Enter}Gói kỹ giúp em.');
    await expect(box).toHaveValue('Màu đỏ, size M.\nGói kỹ giúp em.');
  },
};

/** The counter follows every keystroke and the field refuses text past the limit. */
export const WithCounter: Story = {
  args: { maxLength: 20, description: 'Shop sẽ đọc ghi chú này khi đóng gói.' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Ghi chú cho shop' });
    await expect(canvas.getByText('0/20')).toBeVisible();
    await userEvent.type(box, 'Giao giờ hành chính');
    await expect(canvas.getByText('19/20')).toBeVisible();
    await userEvent.type(box, '!!!');
    await expect(box).toHaveValue('Giao giờ hành chính!');
    await expect(canvas.getByText('20/20')).toBeVisible();
    await expect(box).toHaveAccessibleDescription('Shop sẽ đọc ghi chú này khi đóng gói. 20/20 ký tự');
  },
};

export const WithDescription: Story = {
  args: { description: 'Ví dụ: màu sắc, kích cỡ, yêu cầu đóng gói.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Ghi chú cho shop' })).toHaveAccessibleDescription(
      'Ví dụ: màu sắc, kích cỡ, yêu cầu đóng gói.',
    );
  },
};

export const Invalid: Story = {
  args: { label: 'Nội dung khiếu nại', isInvalid: true, errorMessage: 'Bạn chưa nhập nội dung khiếu nại', maxLength: 500 },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Nội dung khiếu nại' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(expect.stringContaining('Bạn chưa nhập nội dung khiếu nại'));
  },
};

const submitted = fn();

export const InvalidAfterSubmit: Story = {
  beforeEach: () => {
    submitted.mockClear();
  },
  args: { label: 'Nội dung khiếu nại', name: 'Content', maxLength: 500 },
  render: (args) => (
    <Form validate={(values) => ({ Content: values.Content?.trim() ? undefined : 'Bạn chưa nhập nội dung khiếu nại' })} onSubmit={submitted}>
      <TextArea {...args} isRequired />
      <Button type="submit">Gửi khiếu nại</Button>
    </Form>
  ),
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Nội dung khiếu nại' });
    await expect(canvas.queryByText('Bạn chưa nhập nội dung khiếu nại')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Gửi khiếu nại' }));
    await expect(await canvas.findByText('Bạn chưa nhập nội dung khiếu nại')).toBeVisible();
    await waitFor(() => expect(box).toHaveFocus());
    await expect(submitted).not.toHaveBeenCalled();

    // Enter is a new line here, never a submit.
    await userEvent.type(box, 'Thiếu 2 áo.{Enter}Mã vận đơn 7788');
    await expect(submitted).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Gửi khiếu nại' }));
    await expect(submitted).toHaveBeenCalledTimes(1);
    await expect(submitted).toHaveBeenCalledWith({ Content: 'Thiếu 2 áo.\nMã vận đơn 7788' });
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Hàng dễ vỡ, đóng gỗ.', maxLength: 500 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Ghi chú cho shop' })).toBeDisabled();
    await expect(canvas.getByText('20/500')).toBeVisible();
  },
};

export const LongVietnameseLabel: Story = {
  args: {
    label: 'Mô tả chi tiết tình trạng kiện hàng khi nhận (móp méo, rách bao bì, thiếu sản phẩm, sai màu hoặc sai kích cỡ)',
    description: 'Càng chi tiết, bộ phận chăm sóc khách hàng càng xử lý khiếu nại nhanh hơn.',
    maxLength: 1000,
  },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('textbox', { name: /^Mô tả chi tiết tình trạng kiện hàng/ })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Keyboard: Story = {
  args: { maxLength: 500 },
  render: (args) => (
    <Form>
      <TextArea {...args} />
      <Button type="submit">Lưu</Button>
    </Form>
  ),
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Ghi chú cho shop' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard('Hai dòng{Enter}ghi chú');
    await expect(canvas.getByText('16/500')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Lưu' })).toHaveFocus();
  },
};
