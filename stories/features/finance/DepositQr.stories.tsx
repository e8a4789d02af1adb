import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { DepositQr } from '../../../src/features/finance/DepositQr';
import { findNapasBank } from '../../../src/features/finance/vietQr';
import { bankAccounts } from '../../../src/mocks/fixtures/reference';
import { decodeQrFile, decodeSvgQr, readVietQr, type VietQrFields } from '../../support/qr';
import { CONTENT, expectedVietQr } from './depositScreen.steps';
import { lastFile } from './finance.data';

const [vietcombank] = bankAccounts;
const bank = vietcombank ? findNapasBank(vietcombank.BankName) : undefined;
if (!vietcombank || !bank) throw new Error('The mock world’s first account is at a bank VietQR knows');


/**
 * One account's VietQR code on its own, with its save and share actions (DepositScreen's stories show it
 * in the account cards). The code is read back from its pixels, as a banking app's camera would.
 */
const meta = {
  title: 'Features/Finance/DepositQr',
  component: DepositQr,
  args: {
    account: vietcombank,
    bank,
    amount: null,
    content: CONTENT,
    onSave: fn<(file: File) => void>(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof DepositQr>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The code once it is drawn: it is encoded in a worker, a moment after the first render. */
const code = (canvas: Canvas) => canvas.findByRole('img', { name: /^Mã VietQR: / }, { timeout: 5_000 });

/** What a banking app reads from Vietcombank's code. */
const expected = (amount: string | undefined): VietQrFields => expectedVietQr(vietcombank, amount);

/** No amount typed yet: the code fills in the account and the content, the customer types the amount. */
export const NoAmount: Story = {
  play: async ({ canvas }) => {
    await expect(await code(canvas)).toHaveAccessibleName(
      `Mã VietQR: chuyển khoản (bạn tự nhập số tiền) vào tài khoản ${vietcombank.AccountNumber} của ${vietcombank.AccountName} tại Vietcombank, nội dung ${CONTENT}`,
    );
    await expect(readVietQr(await decodeSvgQr(await code(canvas)))).toEqual<VietQrFields>(expected(undefined));
    await expect(canvas.getByText('Quét bằng ứng dụng ngân hàng: nội dung đã điền sẵn, bạn nhập số tiền.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Lưu ảnh QR Vietcombank' })).toBeVisible();
    // Where the browser cannot share files there is no `Chia sẻ`.
    await expect(canvas.queryByRole('button', { name: /Chia sẻ/ })).not.toBeInTheDocument();
  },
};

/**
 * An amount typed in the form: the code carries it, and `Lưu ảnh QR` hands the app a PNG named after the
 * bank, account and amount whose code reads the same.
 */
export const WithAmountSaved: Story = {
  args: { amount: 2_000_000 },
  play: async ({ args, canvas }) => {
    await expect(await code(canvas)).toHaveAccessibleName(/^Mã VietQR: chuyển 2\.000\.000\s₫ vào tài khoản 0451000386868 /);
    await expect(canvas.getByText(/^Quét bằng ứng dụng ngân hàng: số tiền 2\.000\.000\s₫ và nội dung đã điền sẵn\.$/)).toBeVisible();
    await expect(readVietQr(await decodeSvgQr(await code(canvas)))).toEqual<VietQrFields>(expected('2000000'));
    await userEvent.click(canvas.getByRole('button', { name: 'Lưu ảnh QR Vietcombank' }));
    // The picture is drawn first (fonts loaded, PNG encoded): longer than a click's usual second.
    await expect(await canvas.findByText(/Đã lưu ảnh|Không lưu được ảnh/, {}, { timeout: 5_000 })).toHaveTextContent('Đã lưu ảnh');
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    const file = lastFile(args.onSave);
    await expect({ name: file.name, type: file.type }).toEqual({ name: 'VietQR-Vietcombank-0451000386868-2000000.png', type: 'image/png' });
    await expect(readVietQr(await decodeQrFile(file))).toEqual<VietQrFields>(expected('2000000'));
  },
};

/** Where the browser shares files (a phone), `Chia sẻ` hands the same picture to the share sheet; nothing is said. */
export const Share: Story = {
  args: { onShare: fn<(file: File) => Promise<void>>(() => Promise.resolve()) },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Chia sẻ ảnh QR Vietcombank' }));
    await waitFor(() => expect(args.onShare).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    await expect(args.onSave).not.toHaveBeenCalled();
    const file = lastFile(args.onShare);
    await expect(file.name).toBe('VietQR-Vietcombank-0451000386868.png');
    await expect(readVietQr(await decodeQrFile(file)).accountNumber).toBe(vietcombank.AccountNumber);
    await expect(canvas.queryByText('Không chia sẻ được')).not.toBeInTheDocument();
  },
};

/** The browser refuses to share: `Không chia sẻ được` under the button (closing the sheet would say nothing). */
export const ShareRefused: Story = {
  args: { onShare: fn<(file: File) => Promise<void>>(() => Promise.reject(new DOMException('denied', 'NotAllowedError'))) },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Chia sẻ ảnh QR Vietcombank' }));
    await expect(await canvas.findByText('Không chia sẻ được', {}, { timeout: 5_000 })).toBeVisible();
    await expect(args.onShare).toHaveBeenCalledTimes(1);
  },
};
