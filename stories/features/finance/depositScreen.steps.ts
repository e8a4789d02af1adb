/**
 * What DepositScreen's stories share that is not a story: the declaration form's locators and a valid
 * filling of it, the theme's danger colour, and the checks of the account cards and their VietQR codes.
 * Not a story file: Storybook only collects *.stories.tsx.
 */
import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { DepositScreen } from '../../../src/features/finance/DepositScreen';
import type { DepositRequest } from '../../../src/features/finance/model';
import { bankAccounts } from '../../../src/mocks/fixtures/reference';
import { vars } from '../../../src/ui/theme/contract.css';
import { decodeSvgQr, readVietQr, type VietQrFields } from '../../support/qr';

type Canvas = Parameters<NonNullable<StoryObj<typeof DepositScreen>['play']>>[0]['canvas'];

export const form = (canvas: Canvas) => within(canvas.getByRole('form', { name: 'Khai báo nạp tiền' }));
export const amountField = (canvas: Canvas) => form(canvas).getByRole('textbox', { name: 'Số tiền đã chuyển' });
export const submitButton = (canvas: Canvas) => form(canvas).getByRole('button', { name: 'Gửi yêu cầu nạp tiền' });

export async function fillValid(canvas: Canvas) {
  await userEvent.type(amountField(canvas), '2000000');
  await userEvent.selectOptions(form(canvas).getByRole('combobox', { name: 'Ngân hàng bạn chuyển từ' }), 'Vietcombank');
  await userEvent.type(form(canvas).getByRole('textbox', { name: 'Ghi chú' }), ' Nạp đặt cọc ');
}

export const validRequest: DepositRequest = { Amount: 2_000_000, BankName: 'Vietcombank', TransferContent: 'NAP TIEN NGUYENVANAN', Note: 'Nạp đặt cọc' };

/** The theme's danger colour as the browser computes it. */
export function dangerColor(): string {
  const probe = document.createElement('span');
  probe.style.color = vars.color.danger;
  document.body.append(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color;
}

/** Whether every account's `Sao chép` sits beside its number, not on a line below it. */
export async function copyButtonsBesideNumbers(canvas: Canvas) {
  const accounts = canvas.getByRole('list', { name: 'Tài khoản nhận tiền' });
  for (const account of bankAccounts) {
    const number = within(accounts).getByText(account.AccountNumber).getBoundingClientRect();
    const button = within(accounts).getByRole('button', { name: `Sao chép số tài khoản ${account.BankName}` }).getBoundingClientRect();
    await expect({ bank: account.BankName, besideNumber: button.top < number.bottom && button.left >= number.right }).toEqual({ bank: account.BankName, besideNumber: true });
  }
}

export const CONTENT = 'NAP TIEN NGUYENVANAN';
export const binOf: Record<string, string> = { Vietcombank: '970436', Techcombank: '970407', 'MB Bank': '970422' };

/** The VietQR code of an account's card, found by its text alternative. */
export const qrOf = (canvas: Canvas, accountNumber: string) => canvas.getByRole('img', { name: new RegExp(`tài khoản ${accountNumber} `) });

/** The code is encoded in a worker: it is drawn a moment after the page, longer on a worker's first start. */
export const CODE_DRAWN_MS = 5_000;

/** An account's code once it is drawn. */
export const drawnQrOf = (canvas: Canvas, accountNumber: string) => canvas.findByRole('img', { name: new RegExp(`tài khoản ${accountNumber} `) }, { timeout: CODE_DRAWN_MS });

/** What a banking app must read from an account's code: its bank, account, the content and the amount if any. */
export const expectedVietQr = (account: { BankName: string; AccountNumber: string }, amount: string | undefined): VietQrFields => ({
  pointOfInitiation: amount === undefined ? '11' : '12',
  guid: 'A000000727',
  bin: binOf[account.BankName] ?? '',
  accountNumber: account.AccountNumber,
  service: 'QRIBFTTA',
  currency: '704',
  amount,
  country: 'VN',
  content: CONTENT,
  crcValid: true,
});

/** Every account's code reads as `expectedVietQr` says. */
export async function expectCodes(canvas: Canvas, amount: string | undefined) {
  for (const account of bankAccounts) {
    await waitFor(async () => expect(readVietQr(await decodeSvgQr(qrOf(canvas, account.AccountNumber)))).toEqual<VietQrFields>(expectedVietQr(account, amount)), { timeout: CODE_DRAWN_MS });
  }
}
