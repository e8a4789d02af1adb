import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DepositScreen } from '../../../src/features/finance/DepositScreen';
import { defaultHistoryFilters, type HistoryFilters } from '../../../src/features/finance/FinanceParts';
import { financeMessages, type DepositRequest } from '../../../src/features/finance/model';
import { bankAccounts } from '../../../src/mocks/fixtures/reference';
import { BALANCE, depositPage, lastFile, money, newestDeposit } from './finance.data';
import { inAppShell, paths } from '../shell/fixtures';
import { expectPrintable, pressPrint, whilePrinted } from '../../support/print';
import { decodeQrFile, decodeSvgQr, readVietQr } from '../../support/qr';
import { amountField, CODE_DRAWN_MS, CONTENT, copyButtonsBesideNumbers, dangerColor, drawnQrOf, expectCodes, fillValid, form, qrOf, submitButton, validRequest } from './depositScreen.steps';

const meta = {
  title: 'Features/Finance/DepositScreen',
  component: DepositScreen,
  args: {
    balance: BALANCE,
    userName: 'nguyễn.văn.an',
    bankAccounts,
    onCopy: fn(),
    onSaveQrImage: fn<(file: File) => void>(),
    onSubmit: fn<(request: DepositRequest) => Promise<void>>(() => Promise.resolve()),
    history: { status: 'ready', data: depositPage, filters: defaultHistoryFilters, onFiltersChange: fn(), onRetry: fn() },
  },
  render: function StatefulDeposit(args) {
    const [filters, setFilters] = useState<HistoryFilters>(args.history.filters);
    return (
      <DepositScreen
        {...args}
        history={{
          ...args.history,
          filters,
          onFiltersChange: (next) => {
            args.history.onFiltersChange(next);
            setFilters(next);
          },
        }}
      />
    );
  },
} satisfies Meta<typeof DepositScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Balance, where to transfer, the suggested content and the history with its status tags. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nạp tiền' })).toBeVisible();
    await expect(canvas.getByText(money(BALANCE))).toBeVisible();
    const accounts = canvas.getByRole('list', { name: 'Tài khoản nhận tiền' });
    await expect(within(accounts).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(accounts).getByText('0451000386868')).toBeVisible();
    await expect(form(canvas).getByRole('textbox', { name: 'Nội dung chuyển khoản' })).toHaveValue('NAP TIEN NGUYENVANAN');
    const history = canvas.getByRole('table', { name: 'Lịch sử nạp tiền' });
    // The newest request waits for staff; older ones were approved and one refused.
    await expect(within(history).getByRole('row', { name: new RegExp(newestDeposit.Code) })).toHaveTextContent('Chờ xử lý');
    await expect(within(history).getAllByText('Thành công')[0]).toBeVisible();
    await expect(within(history).getAllByText('Từ chối')[0]).toBeVisible();
    await expect(canvas.queryByText(financeMessages.amountRequired)).not.toBeInTheDocument();
  },
};

/**
 * The app does the clipboard; the screen confirms it with 'Đã sao chép' under the button copied last
 * only: the clipboard holds one text, and the customer pasting into a banking app must know which.
 */
export const CopyAccountNumber: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Sao chép số tài khoản Vietcombank' });
    await userEvent.click(button);
    await expect(args.onCopy).toHaveBeenCalledWith('0451000386868');
    const numberSaid = await canvas.findByText('Đã sao chép');
    await expect(numberSaid).toBeVisible();
    const content = canvas.getByRole('button', { name: 'Sao chép nội dung chuyển khoản' });
    content.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCopy).toHaveBeenLastCalledWith('NAP TIEN NGUYENVANAN');
    await waitFor(() => expect(canvas.getAllByText('Đã sao chép')).toHaveLength(1));
    // Said beside the content's button now, no longer beside the number's.
    await expect(canvas.getByText('Đã sao chép').closest('span')?.parentElement).toContainElement(content);
    await expect(numberSaid).toBeEmptyDOMElement();
  },
};

/**
 * The clipboard refuses (no secure context, a browser that was told no): what was to be copied is selected
 * on the page, for the customer to copy by hand, and the line under the button says it was not copied.
 */
export const CopyFailed: Story = {
  args: { onCopy: fn(() => Promise.reject(new globalThis.Error('denied'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sao chép nội dung chuyển khoản' }));
    const failed = await canvas.findByText('Không sao chép được');
    await expect(failed).toBeVisible();
    // Said in the danger tone, not the success green of 'Đã sao chép'.
    await expect(getComputedStyle(failed).color).toBe(dangerColor());
    await expect(window.getSelection()?.toString()).toBe(CONTENT);

    await userEvent.click(canvas.getByRole('button', { name: 'Sao chép số tài khoản Vietcombank' }));
    await waitFor(() => expect(window.getSelection()?.toString()).toBe('0451000386868'));
  },
};

/**
 * On a phone the transfer content's button wraps under the content, at the start of its line: the
 * outcome under it reads from there, whole on the screen and inside the content's box.
 */
export const CopyFailedOnPhone: Story = {
  ...CopyFailed,
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sao chép nội dung chuyển khoản' }));
    const failed = await canvas.findByText('Không sao chép được');
    const box = canvas.getByText(CONTENT).closest('div');
    if (!box) throw new Error('The transfer content has no box');
    await waitFor(async () => {
      const line = failed.getBoundingClientRect();
      const inside = box.getBoundingClientRect();
      await expect(line.left).toBeGreaterThanOrEqual(inside.left);
      await expect(line.right).toBeLessThanOrEqual(inside.right);
      await expect(line.bottom).toBeLessThanOrEqual(inside.bottom);
    });
  },
};

/** Errors appear only after a submit, with the model's messages; nothing is sent. */
export const SubmitEmpty: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.clear(form(canvas).getByRole('textbox', { name: 'Nội dung chuyển khoản' }));
    await expect(canvas.queryByText(financeMessages.transferContentRequired)).not.toBeInTheDocument();
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByText(financeMessages.amountRequired)).toBeVisible();
    await expect(canvas.getByText(financeMessages.bankRequired)).toBeVisible();
    await expect(canvas.getByText(financeMessages.transferContentRequired)).toBeVisible();
    await waitFor(() => expect(amountField(canvas)).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const BelowMinimum: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(amountField(canvas), '5000');
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByText(financeMessages.depositMin)).toBeVisible();
    await expect(amountField(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A valid declaration is sent once, even on a double click; the amount shows with vi-VN grouping. */
export const ValidSubmit: Story = {
  play: async ({ args, canvas }) => {
    await fillValid(canvas);
    await expect(amountField(canvas)).toHaveValue('2.000.000\u00a0₫');
    await userEvent.dblClick(submitButton(canvas));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith(validRequest);
    await waitFor(() => expect(screen.getByText(/Đã gửi yêu cầu nạp 2\.000\.000 ₫/)).toBeVisible());
    await waitFor(() => expect(amountField(canvas)).toHaveValue(''));
    // The emptied form is new elements: focus is on its submit button, where the customer left it, not lost.
    await waitFor(() => expect(submitButton(canvas)).toHaveFocus());
  },
};

/** While the request runs, the button is busy and Enter sends nothing more. */
export const Pending: Story = {
  args: { onSubmit: fn<(request: DepositRequest) => Promise<void>>(() => new Promise<void>(() => undefined)) },
  play: async ({ args, canvas }) => {
    await fillValid(canvas);
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(submitButton(canvas)).toHaveAttribute('aria-disabled', 'true'));
    await userEvent.click(amountField(canvas));
    await userEvent.keyboard('{Enter}');
    await userEvent.click(submitButton(canvas));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** SPEC §8: a 400's lines, as text, on the form. */
export const ServerErrors: Story = {
  args: { serverErrors: ['Bạn đã có một yêu cầu nạp tiền đang chờ xử lý.', '<b>Vui lòng</b> đợi nhân viên xác nhận.'] },
  play: async ({ canvas }) => {
    const alert = form(canvas).getByRole('alert');
    await expect(within(alert).getAllByRole('listitem')).toHaveLength(2);
    await expect(alert).toHaveTextContent('<b>Vui lòng</b> đợi nhân viên xác nhận.');
    await expect(alert.querySelector('b')).toBeNull();
  },
};

export const HistoryFilter: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Trạng thái' }), 'Thành công');
    await expect(args.history.onFiltersChange).toHaveBeenLastCalledWith({ ...defaultHistoryFilters, status: 2 });
  },
};

export const HistoryLoading: Story = {
  args: { history: { ...meta.args.history, status: 'loading', data: undefined } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Đang tải…')).toBeInTheDocument();
  },
};

export const HistoryEmpty: Story = {
  args: { history: { ...meta.args.history, data: { Items: [], Total: 0 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Chưa có yêu cầu nạp tiền nào' })).toBeVisible();
  },
};

export const HistoryError: Story = {
  args: { history: { ...meta.args.history, status: 'error', data: undefined } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Thử lại' }));
    await expect(args.history.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const AccountsLoading: Story = {
  args: { bankAccountsStatus: 'loading', bankAccounts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Đang tải tài khoản ngân hàng…')).toBeInTheDocument();
  },
};

export const AccountsEmpty: Story = {
  args: { bankAccounts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Chưa có tài khoản nhận tiền' })).toBeVisible();
  },
};

export const AccountsError: Story = {
  args: { bankAccountsStatus: 'error', bankAccounts: [], onBankAccountsRetry: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Thử lại' }));
    await expect(args.onBankAccountsRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongContent: Story = {
  args: {
    balance: 9_876_543_210,
    bankAccounts: [
      {
        BankName: 'Ngân hàng TMCP Đầu tư và Phát triển Việt Nam (BIDV)',
        AccountName: 'CONG TY TNHH THUONG MAI DICH VU GIAO NHAN VAN TAI QUOC TE VIET TRUNG',
        AccountNumber: '12010000123456789012',
        Branch: 'Chi nhánh Sở giao dịch 1, 20 Hàng Tre, phường Hoàn Kiếm, Hà Nội',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('12010000123456789012')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sao chép số tài khoản Vietcombank' })).toBeVisible();
  },
};

/**
 * The bank accounts at 1280 px beside the sidebar: the longest number (Techcombank, 14 digits) keeps its
 * `Sao chép` beside it.
 */
export const AccountsInShell: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen' },
  decorators: [inAppShell(paths.deposit)],
  play: async ({ canvas }) => {
    await copyButtonsBesideNumbers(canvas);
  },
};

/** The bank accounts on a tablet (768 px) beside the sidebar: each `Sao chép` beside its number. */
export const AccountsOnTablet: Story = {
  ...AccountsInShell,
  globals: { viewport: { value: 'tablet' } },
  parameters: { layout: 'fullscreen', visual: { skip: 'A tablet’s 768 px, checked by its play’s geometry; screen shots are taken at 375 and 1280, which the other stories of this screen keep.' } },
};

/** On a phone, `Đã sao chép` appears without pushing the button off its number's line. */
export const CopiedOnPhone: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sao chép số tài khoản Techcombank' }));
    await expect(await canvas.findByText('Đã sao chép')).toBeVisible();
    await copyButtonsBesideNumbers(canvas);
  },
};

/**
 * Every account of a known bank shows a VietQR code a banking app reads back (decoded from its pixels):
 * NAPAS GUID, the bank's BIN, the account, the transfer content, no amount yet, a right CRC. Its text
 * alternative says what it pays and to whom; the copy buttons stay.
 */
export const VietQr: Story = {
  play: async ({ canvas }) => {
    await expectCodes(canvas, undefined);
    await expect(qrOf(canvas, '0451000386868')).toHaveAccessibleName(
      'Mã VietQR: chuyển khoản (bạn tự nhập số tiền) vào tài khoản 0451000386868 của CONG TY TNHH THUONG MAI GIAO NHAN VIET TRUNG tại Vietcombank, nội dung NAP TIEN NGUYENVANAN',
    );
    await expect(canvas.getByRole('button', { name: 'Sao chép số tài khoản Vietcombank' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Lưu ảnh QR / })).toHaveLength(3);
  },
};

/** The codes follow the amount key by key, before the box is left: a dynamic code with that amount. */
export const VietQrAmountTyped: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(amountField(canvas), '2500000');
    await expect(amountField(canvas)).toHaveFocus();
    // The codes are encoded again in the worker after the key; each one's name changes with its code.
    await waitFor(() => expect(qrOf(canvas, '19036868686018')).toHaveAccessibleName(/^Mã VietQR: chuyển 2\.500\.000\s₫ vào tài khoản 19036868686018 /), { timeout: CODE_DRAWN_MS });
    await expectCodes(canvas, '2500000');
    await userEvent.clear(amountField(canvas));
    await waitFor(() => expect(qrOf(canvas, '19036868686018')).toHaveAccessibleName(/^Mã VietQR: chuyển khoản \(bạn tự nhập số tiền\)/), { timeout: CODE_DRAWN_MS });
    await expectCodes(canvas, undefined);
    // The story ends as its name says, with an amount in the codes (its baselines show that state).
    await userEvent.type(amountField(canvas), '2500000');
    await waitFor(() => expect(qrOf(canvas, '19036868686018')).toHaveAccessibleName(/2\.500\.000/), { timeout: CODE_DRAWN_MS });
  },
};

/**
 * An amount under the deposit minimum is not put in the codes: a customer who scanned 5.000 ₫ would pay an
 * amount the portal refuses to take. The codes leave the amount to the banking app until it is enough.
 */
export const VietQrBelowMinimum: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(amountField(canvas), '5000');
    await expect(canvas.getByText(/Tối thiểu 10\.000/)).toBeVisible();
    await expectCodes(canvas, undefined);
    await expect(qrOf(canvas, '19036868686018')).toHaveAccessibleName(/^Mã VietQR: chuyển khoản \(bạn tự nhập số tiền\)/);
    await expect(canvas.getAllByText('Quét bằng ứng dụng ngân hàng: nội dung đã điền sẵn, bạn nhập số tiền.')).toHaveLength(bankAccounts.length);
    // One more zero and it is enough: the codes take it.
    await userEvent.type(amountField(canvas), '0');
    await waitFor(() => expect(qrOf(canvas, '19036868686018')).toHaveAccessibleName(/^Mã VietQR: chuyển 50\.000\s₫ /), { timeout: CODE_DRAWN_MS });
    await expectCodes(canvas, '50000');
  },
};

/** An account whose bank the table does not know shows no code, only its copy fields. */
export const VietQrUnknownBank: Story = {
  args: {
    bankAccounts: [
      { BankName: 'Ngân hàng ABC Quốc tế', AccountName: 'CONG TY TNHH VIET TRUNG', AccountNumber: '1234567890', Branch: '' },
      { BankName: 'Ngân hàng TMCP Ngoại thương Việt Nam', AccountName: 'CONG TY TNHH VIET TRUNG', AccountNumber: '0011223344', Branch: '' },
    ],
  },
  play: async ({ canvas }) => {
    // The long legal name is Vietcombank's: its code is drawn, the unknown bank's never is.
    await expect(readVietQr(await decodeSvgQr(await drawnQrOf(canvas, '0011223344'))).bin).toBe('970436');
    const accounts = within(canvas.getByRole('list', { name: 'Tài khoản nhận tiền' })).getAllByRole('listitem');
    await expect(within(accounts[0] ?? document.body).queryByRole('img')).toBeNull();
    await expect(within(accounts[0] ?? document.body).queryByRole('button', { name: /Lưu ảnh QR/ })).toBeNull();
    await expect(within(accounts[0] ?? document.body).getByRole('button', { name: 'Sao chép số tài khoản Ngân hàng ABC Quốc tế' })).toBeVisible();
  },
};

/**
 * `Lưu ảnh QR` hands the app a PNG whose code reads the same as the one on screen, amount included; no
 * `Chia sẻ` where the browser cannot share files.
 */
export const VietQrSaveImage: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Chia sẻ/ })).toBeNull();
    await userEvent.type(amountField(canvas), '2000000');
    await waitFor(() => expect(qrOf(canvas, '0986868686')).toHaveAccessibleName(/2\.000\.000/), { timeout: CODE_DRAWN_MS });
    await userEvent.click(canvas.getByRole('button', { name: 'Lưu ảnh QR MB Bank' }));
    await expect(await canvas.findByText(/Đã lưu ảnh|Không lưu được ảnh/, {}, { timeout: 5000 })).toHaveTextContent('Đã lưu ảnh');
    await expect(args.onSaveQrImage).toHaveBeenCalledTimes(1);
    const file = lastFile(args.onSaveQrImage);
    await expect({ name: file.name, type: file.type }).toEqual({ name: 'VietQR-MBBank-0986868686-2000000.png', type: 'image/png' });
    const read = readVietQr(await decodeQrFile(file));
    await expect([read.bin, read.accountNumber, read.amount, read.content, read.crcValid]).toEqual(['970422', '0986868686', '2000000', CONTENT, true]);
  },
};

/** Where the browser shares files (a phone), `Chia sẻ` hands the picture to the share sheet. */
export const VietQrShare: Story = {
  args: { onShareQrImage: fn<(file: File) => Promise<void>>(() => Promise.resolve()) },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Chia sẻ ảnh QR Vietcombank' }));
    // The picture is drawn first (fonts loaded, PNG encoded): longer than a click's usual second.
    await waitFor(() => expect(args.onShareQrImage).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    const file = lastFile(args.onShareQrImage);
    await expect(readVietQr(await decodeQrFile(file)).accountNumber).toBe('0451000386868');
    await expect(canvas.queryByText('Không chia sẻ được')).toBeNull();
  },
};

/** A share sheet the customer closes is not a failure; one the browser refuses is said. */
export const VietQrShareRefused: Story = {
  args: { onShareQrImage: fn<(file: File) => Promise<void>>(() => Promise.reject(new DOMException('denied', 'NotAllowedError'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Chia sẻ ảnh QR Techcombank' }));
    await expect(await canvas.findByText('Không chia sẻ được', {}, { timeout: 5_000 })).toBeVisible();
  },
};

/**
 * `In` asks the app to print. On paper: where to transfer and the content, each known bank's code whole
 * on one sheet, black on white; no shell, no button, no form or history (they are for the screen).
 */
export const Print: Story = {
  args: { onPrint: fn() },
  globals: { viewport: { value: 'desktop' } },
  parameters: {
    layout: 'fullscreen',
    visual: { skip: 'Checks the printed page in print media; the screen baselines are shot in screen media, where this is AccountsInShell.' },
  },
  decorators: AccountsInShell.decorators,
  play: async ({ args, canvas, canvasElement }) => {
    for (const account of ['0451000386868', '0986868686']) await drawnQrOf(canvas, account);
    await pressPrint(canvasElement, args.onPrint);
    const accounts = canvas.getByRole('list', { name: 'Tài khoản nhận tiền' });
    const numbers = bankAccounts.map((account) => within(accounts).getByText(account.AccountNumber));
    const screenOnly = [canvas.getByRole('form', { name: 'Khai báo nạp tiền' }), canvas.getByRole('table', { name: 'Lịch sử nạp tiền' })];
    await whilePrinted(async () => {
      await expectPrintable(canvasElement.ownerDocument, [...numbers, canvas.getByText(CONTENT, { selector: 'span' })]);
      for (const part of screenOnly) await expect(part).not.toBeVisible();
      for (const account of ['0451000386868', '0986868686']) {
        const code = qrOf(canvas, account);
        await expect(code).toBeVisible();
        await expect(getComputedStyle(code).breakInside).toBe('avoid');
      }
    });
  },
};
