import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { PhotoPicker } from '../../../src/features/parcels/PhotoPicker';
import { pdfFile, pngFile } from './complaint.data';

/** The photos of a complaint on their own (ComplaintForm holds them): checked in the browser, previewed, counted. */
const meta = {
  title: 'Features/Parcels/PhotoPicker',
  component: PhotoPicker,
  args: { onChange: fn<(files: File[]) => void>() },
  render: (args) => (
    <div style={{ maxWidth: 560 }}>
      <PhotoPicker {...args} />
    </div>
  ),
} satisfies Meta<typeof PhotoPicker>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const hint = 'Tối đa 5 ảnh JPG, PNG hoặc WebP, mỗi ảnh không quá 5 MB.';

/** What the FileTrigger's hidden input hands over when files are chosen (as in ComplaintForm's stories). */
async function pickFiles(canvasElement: HTMLElement, files: File[]) {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new globalThis.Error('no file input');
  await fireEvent.change(input, { target: { files } });
}

const previews = (canvas: Canvas) => within(canvas.queryByRole('list', { name: 'Ảnh đã chọn' }) ?? document.createElement('ul')).queryAllByRole('img');
const group = (canvas: Canvas) => canvas.getByRole('group', { name: 'Ảnh minh hoạ' });

/** Nothing picked: the hint describes the group, the count is 0/5, no list and nothing red. */
export const Empty: Story = {
  play: async ({ args, canvas }) => {
    await expect(group(canvas)).toHaveAccessibleDescription(hint);
    await expect(canvas.getByText('Đã chọn 0/5 ảnh')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Chọn ảnh' })).toBeEnabled();
    await expect(canvas.queryByRole('list', { name: 'Ảnh đã chọn' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Two photos picked: a named preview each, the count moves on, and onChange gets the files in order. */
export const PhotosPicked: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const first = pngFile('kien-mop.png');
    const second = pngFile('tem-rach.png');
    await pickFiles(canvasElement, [first, second]);
    await expect(await canvas.findByRole('img', { name: 'Ảnh 1: kien-mop.png' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Ảnh 2: tem-rach.png' })).toBeVisible();
    await expect(previews(canvas)).toHaveLength(2);
    await expect(canvas.getByText('Đã chọn 2/5 ảnh')).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith([first, second]);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Taking a photo off: onChange gets the rest, the next one is renumbered and takes the focus. */
export const RemovePhoto: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const first = pngFile('kien-mop.png');
    const second = pngFile('tem-rach.png');
    await pickFiles(canvasElement, [first, second]);
    await waitFor(() => expect(previews(canvas)).toHaveLength(2));
    await userEvent.click(canvas.getByRole('button', { name: 'Bỏ ảnh kien-mop.png' }));
    await waitFor(() => expect(previews(canvas)).toHaveLength(1));
    await expect(args.onChange).toHaveBeenLastCalledWith([second]);
    await expect(canvas.getByRole('img', { name: 'Ảnh 1: tem-rach.png' })).toBeVisible();
    await expect(canvas.getByText('Đã chọn 1/5 ảnh')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Bỏ ảnh tem-rach.png' })).toHaveFocus());
  },
};

/** A PDF is refused with its message in an alert, and nothing is previewed or reported. */
export const WrongType: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await pickFiles(canvasElement, [pdfFile('hoa-don.pdf')]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Ảnh “hoa-don.pdf” không đúng định dạng (chỉ nhận JPG, PNG hoặc WebP)');
    await expect(previews(canvas)).toHaveLength(0);
    await expect(canvas.getByText('Đã chọn 0/5 ảnh')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A picture over 5 MB is refused with its message; the good one picked with it is kept. */
export const TooBig: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const good = pngFile('anh-tot.png');
    await pickFiles(canvasElement, [pngFile('anh-lon.png', 5 * 1024 * 1024 + 1), good]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Ảnh “anh-lon.png” lớn hơn 5 MB');
    await expect(previews(canvas)).toHaveLength(1);
    await expect(canvas.getByRole('img', { name: 'Ảnh 1: anh-tot.png' })).toBeVisible();
    await expect(canvas.queryByRole('img', { name: /anh-lon\.png/ })).not.toBeInTheDocument();
    await expect(args.onChange).toHaveBeenCalledWith([good]);
  },
};

/** A problem the form found on submit shows in the same alert. */
export const FormError: Story = {
  args: { errorMessage: 'Không đọc được ảnh, vui lòng chọn lại.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Không đọc được ảnh, vui lòng chọn lại.');
  },
};

/** While the complaint is sent: neither adding nor removing. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const choose = canvas.getByRole('button', { name: 'Chọn ảnh' });
    await expect(choose).toBeDisabled();
    await userEvent.click(choose, { pointerEventsCheck: 0 });
    await expect(canvas.getByText('Đã chọn 0/5 ảnh')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
