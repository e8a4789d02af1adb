import { describe, expect, it } from 'vitest';
import { crc16, findNapasBank, napasBanks, vietQrPayload } from './vietQr';

// Published payloads: the README of vietnam-qr-pay 1.5.1 (ACB 257678859), built by its encoder.
const published = {
  staticAcb: '00020101021138530010A0000007270123000697041601092576788590208QRIBFTTA53037045802VN6304AE9F',
  dynamicAcb: '00020101021238530010A0000007270123000697041601092576788590208QRIBFTTA53037045405100005802VN62150811Chuyen tien630453E6',
  amount1000: '00020101021238530010A0000007270123000697041601092576788590208QRIBFTTA5303704540410005802VN62150811Chuyen tien6304BBB8',
  amount999999: '00020101021238530010A0000007270123000697041601092576788590208QRIBFTTA530370454069999995802VN62140810Cam on nhe6304E786',
};

describe('vietQrPayload', () => {
  it('writes a static code without an amount, as published', () => {
    expect(vietQrPayload({ bin: '970416', accountNumber: '257678859' })).toBe(published.staticAcb);
  });

  it('writes a dynamic code with the amount and the transfer content, as published', () => {
    expect(vietQrPayload({ bin: '970416', accountNumber: '257678859', amount: 10_000, content: 'Chuyen tien' })).toBe(published.dynamicAcb);
    expect(vietQrPayload({ bin: '970416', accountNumber: '257678859', amount: 1_000, content: 'Chuyen tien' })).toBe(published.amount1000);
    expect(vietQrPayload({ bin: '970416', accountNumber: '257678859', amount: 999_999, content: 'Cam on nhe' })).toBe(published.amount999999);
  });

  it('leaves an empty or unusable amount out, and the code static', () => {
    for (const amount of [null, undefined, 0, -5, 12.5, Number.NaN]) {
      expect(vietQrPayload({ bin: '970416', accountNumber: '257678859', amount })).toBe(published.staticAcb);
    }
  });

  it('keeps the transfer content of a static code', () => {
    const payload = vietQrPayload({ bin: '970436', accountNumber: '0451000386868', content: 'NAP TIEN NGUYENVANAN' });
    expect(payload).toContain('010211');
    expect(payload).toContain('62240820NAP TIEN NGUYENVANAN6304');
    expect(payload.slice(-4)).toBe(crc16(payload.slice(0, -4)));
  });

  it('refuses a value longer than a field can say, rather than writing a code no app reads', () => {
    expect(() => vietQrPayload({ bin: '970436', accountNumber: '1', content: 'X'.repeat(96) })).toThrow(RangeError);
  });
});

describe('crc16', () => {
  it('is CRC-16/CCITT-FALSE (its check value for "123456789" is 29B1)', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it('agrees with every published payload', () => {
    for (const payload of Object.values(published)) expect(crc16(payload.slice(0, -4))).toBe(payload.slice(-4));
  });
});

describe('findNapasBank', () => {
  it.each([
    ['Vietcombank', '970436'],
    ['VCB', '970436'],
    ['vietcombank', '970436'],
    ['Ngân hàng TMCP Ngoại thương Việt Nam', '970436'],
    ['NGAN HANG TMCP NGOAI THUONG VIET NAM', '970436'],
    ['Vietcombank - CN Thành Công', '970436'],
    ['Ngân hàng TMCP Đầu tư và Phát triển Việt Nam (BIDV)', '970418'],
    ['Techcombank', '970407'],
    ['MB Bank', '970422'],
    ['MBBank', '970422'],
    ['Ngân hàng Quân đội', '970422'],
    ['VietinBank', '970415'],
    ['Agribank', '970405'],
    ['ACB', '970416'],
    ['VPBank', '970432'],
    ['TPBank', '970423'],
    ['Sacombank', '970403'],
    ['SHB', '970443'],
    ['Ngân hàng TMCP Sài Gòn - Hà Nội', '970443'],
    ['HDBank', '970437'],
    ['VIB', '970441'],
    ['OCB', '970448'],
    ['SeABank', '970440'],
    ['MSB', '970426'],
    ['Eximbank', '970431'],
    ['LienVietPostBank', '970449'],
    ['Nam A Bank', '970428'],
    ['Ngân hàng Bắc Á', '970409'],
  ])('knows %s as BIN %s', (name, bin) => {
    expect(findNapasBank(name)?.bin).toBe(bin);
  });

  it('knows every name of its table as that bank and no other', () => {
    for (const bank of napasBanks) {
      for (const name of [bank.shortName, ...bank.aliases]) expect({ name, bin: findNapasBank(name)?.bin }).toEqual({ name, bin: bank.bin });
    }
  });

  it.each(['', 'Ngân hàng', 'Bank of China', 'Ngân hàng ABC XYZ', 'Vietcombank / Techcombank'])('does not guess a bank from %j', (name) => {
    expect(findNapasBank(name)).toBeUndefined();
  });
});
