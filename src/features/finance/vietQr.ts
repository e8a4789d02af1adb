/**
 * VietQR (NAPAS 247 on the EMVCo merchant-presented QR): the text a banking app scans to fill in a
 * transfer to an account, with the amount and the transfer content when they are known. Pure: the screen
 * draws the text as a QR code, the tests read it back.
 *
 * A field is its two-digit id, its length in two digits and its value. The length counts characters,
 * and every value here is ASCII (digits, the bank's GUID, and a transfer content the screen folds to
 * A–Z 0–9), so characters and bytes agree.
 */

/** A bank NAPAS routes transfers to, with the names customers and servers call it. */
export interface NapasBank {
  /** The 6-digit BIN NAPAS knows the bank by. */
  bin: string;
  /** The name people use, shown where the screen names the bank. */
  shortName: string;
  /** Other names seen in a `BankName`: the legal name, the stock code, older names. */
  aliases: readonly string[];
}

/**
 * The banks customers pay from and the service keeps accounts at. BINs as NAPAS publishes them,
 * checked against the bank table of `vietnam-qr-pay` 1.5.1 (docs/decisions.md, issue 29).
 */
export const napasBanks: readonly NapasBank[] = [
  { bin: '970436', shortName: 'Vietcombank', aliases: ['VCB', 'Ngân hàng TMCP Ngoại thương Việt Nam', 'Ngoại thương'] },
  { bin: '970415', shortName: 'VietinBank', aliases: ['CTG', 'ICB', 'Ngân hàng TMCP Công thương Việt Nam', 'Công thương'] },
  { bin: '970418', shortName: 'BIDV', aliases: ['Ngân hàng TMCP Đầu tư và Phát triển Việt Nam', 'Đầu tư và Phát triển'] },
  { bin: '970405', shortName: 'Agribank', aliases: ['VBA', 'Ngân hàng Nông nghiệp và Phát triển Nông thôn Việt Nam', 'Nông nghiệp'] },
  { bin: '970407', shortName: 'Techcombank', aliases: ['TCB', 'Ngân hàng TMCP Kỹ thương Việt Nam', 'Kỹ thương'] },
  { bin: '970422', shortName: 'MB Bank', aliases: ['MB', 'MBB', 'Ngân hàng TMCP Quân đội', 'Quân đội'] },
  { bin: '970416', shortName: 'ACB', aliases: ['Ngân hàng TMCP Á Châu', 'Á Châu'] },
  { bin: '970432', shortName: 'VPBank', aliases: ['VPB', 'Ngân hàng TMCP Việt Nam Thịnh Vượng', 'Thịnh Vượng'] },
  { bin: '970423', shortName: 'TPBank', aliases: ['TPB', 'Ngân hàng TMCP Tiên Phong', 'Tiên Phong'] },
  { bin: '970403', shortName: 'Sacombank', aliases: ['STB', 'Ngân hàng TMCP Sài Gòn Thương Tín', 'Sài Gòn Thương Tín'] },
  { bin: '970443', shortName: 'SHB', aliases: ['Ngân hàng TMCP Sài Gòn - Hà Nội', 'Sài Gòn Hà Nội'] },
  { bin: '970437', shortName: 'HDBank', aliases: ['HDB', 'Ngân hàng TMCP Phát triển TP. Hồ Chí Minh', 'Phát triển Thành phố Hồ Chí Minh'] },
  { bin: '970441', shortName: 'VIB', aliases: ['Ngân hàng TMCP Quốc tế Việt Nam', 'Quốc tế'] },
  { bin: '970448', shortName: 'OCB', aliases: ['Ngân hàng TMCP Phương Đông', 'Phương Đông'] },
  { bin: '970440', shortName: 'SeABank', aliases: ['SSB', 'Ngân hàng TMCP Đông Nam Á', 'Đông Nam Á'] },
  { bin: '970426', shortName: 'MSB', aliases: ['Maritime Bank', 'Ngân hàng TMCP Hàng Hải Việt Nam', 'Ngân hàng TMCP Hàng Hải', 'Hàng Hải'] },
  { bin: '970431', shortName: 'Eximbank', aliases: ['EIB', 'Ngân hàng TMCP Xuất Nhập khẩu Việt Nam', 'Xuất Nhập khẩu'] },
  { bin: '970449', shortName: 'LPBank', aliases: ['LPB', 'LienVietPostBank', 'Ngân hàng TMCP Lộc Phát Việt Nam', 'Ngân hàng TMCP Bưu điện Liên Việt', 'Lộc Phát', 'Bưu điện Liên Việt'] },
  { bin: '970428', shortName: 'Nam A Bank', aliases: ['NAB', 'Ngân hàng TMCP Nam Á', 'Nam Á'] },
  { bin: '970409', shortName: 'Bac A Bank', aliases: ['BAB', 'Ngân hàng TMCP Bắc Á', 'Bắc Á'] },
  { bin: '970425', shortName: 'ABBANK', aliases: ['ABB', 'Ngân hàng TMCP An Bình', 'An Bình'] },
  { bin: '970454', shortName: 'BVBank', aliases: ['Viet Capital Bank', 'Ngân hàng TMCP Bản Việt', 'Bản Việt'] },
  { bin: '970412', shortName: 'PVcomBank', aliases: ['Ngân hàng TMCP Đại Chúng Việt Nam', 'Đại Chúng'] },
  { bin: '970419', shortName: 'NCB', aliases: ['Ngân hàng TMCP Quốc Dân', 'Quốc Dân'] },
  { bin: '970429', shortName: 'SCB', aliases: ['Ngân hàng TMCP Sài Gòn'] },
  { bin: '970438', shortName: 'BaoViet Bank', aliases: ['BVB', 'Ngân hàng TMCP Bảo Việt', 'Bảo Việt'] },
  { bin: '970452', shortName: 'KienlongBank', aliases: ['KLB', 'Ngân hàng TMCP Kiên Long', 'Kiên Long'] },
  { bin: '970433', shortName: 'VietBank', aliases: ['VBB', 'Ngân hàng TMCP Việt Nam Thương Tín', 'Việt Nam Thương Tín'] },
  { bin: '970427', shortName: 'VietABank', aliases: ['VAB', 'Ngân hàng TMCP Việt Á', 'Việt Á'] },
  { bin: '970430', shortName: 'PGBank', aliases: ['PGB', 'Ngân hàng TMCP Thịnh vượng và Phát triển', 'Ngân hàng TMCP Xăng dầu Petrolimex'] },
  { bin: '970400', shortName: 'SaigonBank', aliases: ['SGB', 'Ngân hàng TMCP Sài Gòn Công Thương', 'Sài Gòn Công Thương'] },
  { bin: '970424', shortName: 'Shinhan Bank', aliases: ['SVB', 'Ngân hàng TNHH MTV Shinhan Việt Nam', 'Shinhan'] },
  { bin: '970457', shortName: 'Woori Bank', aliases: ['WRB', 'Ngân hàng TNHH MTV Woori Việt Nam', 'Woori'] },
  { bin: '458761', shortName: 'HSBC', aliases: ['Ngân hàng TNHH MTV HSBC (Việt Nam)'] },
];

/** Lower case, accents and đ folded, anything but letters and digits a single space. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

// Words a server writes around a bank's name that say nothing of which bank it is.
const filler = /^(ngan hang|nh|tmcp|thuong mai co phan|bank)\s+|\s+(bank|viet nam|vn)$/g;

function core(text: string): string {
  let current = fold(text);
  for (let previous = ''; previous !== current; ) {
    previous = current;
    current = current.replace(filler, '').trim();
  }
  return current;
}

const byName = new Map<string, NapasBank>();
for (const bank of napasBanks) {
  for (const name of [bank.shortName, ...bank.aliases]) {
    for (const key of [fold(name), core(name), fold(name).replace(/ /g, '')]) if (key !== '') byName.set(key, bank);
  }
}

/**
 * The bank a server's `BankName` names: by its usual name, short name, stock code or legal name, in any
 * case, with or without accents, and "(BIDV)" or "- VCB" beside a long name. Undefined when it names no
 * bank of the table: the screen then offers no code rather than a guess that would send money elsewhere.
 */
export function findNapasBank(bankName: string): NapasBank | undefined {
  const whole = fold(bankName);
  const found = byName.get(whole) ?? byName.get(core(bankName)) ?? byName.get(whole.replace(/ /g, ''));
  if (found) return found;
  // "Ngân hàng TMCP Đầu tư và Phát triển Việt Nam (BIDV)", "Vietcombank - CN Thành Công": a part in
  // brackets or before a dash that is a name of one bank.
  const parts = bankName.split(/[()[\]\-–—,|/]/).map((part) => part.trim()).filter((part) => part !== '');
  const matches = new Set(parts.map((part) => byName.get(fold(part)) ?? byName.get(core(part))).filter((bank) => bank !== undefined));
  return matches.size === 1 ? [...matches][0] : undefined;
}

export interface VietQrTransfer {
  /** The receiving bank's NAPAS BIN. */
  bin: string;
  accountNumber: string;
  /** Whole đồng; absent (or not a positive whole number) for a code without an amount. */
  amount?: number | null;
  /** What the transfer says (additional data, purpose of transaction). */
  content?: string;
}

function field(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`VietQR field ${id} is ${value.length} characters; a field holds at most 99`);
  return value === '' ? '' : `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF), as EMVCo asks, in four upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i += 1) {
    crc ^= text.charCodeAt(i) << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export const NAPAS_GUID = 'A000000727';
/** NAPAS 247 transfer to an account number (QRIBFTTC would be to a card). */
export const TO_ACCOUNT = 'QRIBFTTA';

/**
 * The VietQR text of a transfer: static (point of initiation 11) without an amount, dynamic (12) with
 * one, so a banking app fills the amount in and, for a dynamic code, does not let it be changed.
 */
export function vietQrPayload({ bin, accountNumber, amount, content = '' }: VietQrTransfer): string {
  const hasAmount = amount != null && Number.isInteger(amount) && amount > 0;
  const beneficiary = field('00', bin) + field('01', accountNumber);
  const merchantAccount = field('00', NAPAS_GUID) + field('01', beneficiary) + field('02', TO_ACCOUNT);
  const body =
    field('00', '01') +
    field('01', hasAmount ? '12' : '11') +
    field('38', merchantAccount) +
    field('53', '704') +
    (hasAmount ? field('54', String(amount)) : '') +
    field('58', 'VN') +
    field('62', field('08', content)) +
    '6304';
  return body + crc16(body);
}
