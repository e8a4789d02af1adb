import { describe, expect, it } from 'vitest';
import { ContractError } from './decode';
import { ApiError, ParseError, RequestTimeoutError, errorText, flattenErrorLines, isSessionExpiry } from './errors';
import { texts } from './texts';

describe('flattenErrorLines', () => {
  it('takes a plain string as one line', () => {
    expect(flattenErrorLines('Số dư không đủ')).toEqual(['Số dư không đủ']);
    expect(flattenErrorLines('   ')).toEqual([]);
  });

  it('takes the values of an object, in order', () => {
    expect(flattenErrorLines({ UserName: 'Tên đăng nhập chưa nhập', Password: 'Mật khẩu chưa nhập' })).toEqual(['Tên đăng nhập chưa nhập', 'Mật khẩu chưa nhập']);
  });

  it('takes the items of a list', () => {
    expect(flattenErrorLines(['a', 'b'])).toEqual(['a', 'b']);
  });

  it('goes down nested objects and lists (ASP.NET ModelState)', () => {
    expect(
      flattenErrorLines({ Message: 'Yêu cầu không hợp lệ.', ModelState: { 'model.Email': ['Email bạn nhập chưa đúng'], 'model.Phone': [['x'], { y: 'z' }] } }),
    ).toEqual(['Yêu cầu không hợp lệ.', 'Email bạn nhập chưa đúng', 'x', 'z']);
  });

  it('writes numbers and booleans as text and drops empty values', () => {
    expect(flattenErrorLines({ a: 3, b: false, c: null, d: undefined, e: '', f: [] })).toEqual(['3', 'false']);
    expect(flattenErrorLines(null)).toEqual([]);
    expect(flattenErrorLines(undefined)).toEqual([]);
  });
});

describe('errorText', () => {
  it('prefers the server lines', () => {
    expect(errorText(new ApiError(500, ['Một', 'Hai']))).toBe('Một\nHai');
  });

  it('has a text for every kind of failure', () => {
    expect(errorText(new ApiError(0, []))).toBe(texts.networkError);
    expect(errorText(new ApiError(401, []))).toBe('Thông tin tài khoản của bạn cần truy cập lại.');
    expect(errorText(new ApiError(403, ['Forbidden']))).toBe('Thông tin tài khoản của bạn cần truy cập lại.');
    expect(errorText(new ApiError(503, []))).toBe(texts.serverError);
    expect(errorText(new ApiError(404, []))).toBe('Đã có lỗi xảy ra, vui lòng thử lại.');
    expect(errorText(new ParseError(200, '<html>'))).toBe(texts.contractError);
    expect(errorText(new ContractError(['Items', 3, 'Price'], 'Expected a number'))).toBe(texts.contractError);
    expect(errorText(new TypeError('boom'))).toBe(texts.genericError);
    expect(errorText('boom')).toBe(texts.genericError);
  });
});

it('counts 0, 401 and 403 as session expiry, nothing else', () => {
  expect([0, 400, 401, 403, 404, 500].filter(isSessionExpiry)).toEqual([0, 401, 403]);
});

describe('flattenErrorLines caps (issue 12 §5)', () => {
  it('keeps at most 20 lines, the first ones, in order', () => {
    const body = { ModelState: Object.fromEntries(Array.from({ length: 500 }, (_, index) => [`f${index}`, [`Lỗi ${index}`]])) };
    const lines = flattenErrorLines(body);
    expect(lines).toHaveLength(20);
    expect(lines[0]).toBe('Lỗi 0');
    expect(lines[19]).toBe('Lỗi 19');
  });

  it('cuts a line to 500 characters', () => {
    const [line] = flattenErrorLines(['x'.repeat(100_000)]);
    expect(line).toHaveLength(500);
    expect(line?.endsWith('…')).toBe(true);
  });

  it('a body nested 100,000 deep neither throws a RangeError nor reads past depth 10', () => {
    let deep: unknown = 'đáy';
    for (let index = 0; index < 100_000; index += 1) deep = [deep];
    expect(() => flattenErrorLines(deep)).not.toThrow();
    expect(flattenErrorLines(deep)).toEqual([]);
    let shallow: unknown = 'Mã đơn không hợp lệ';
    for (let index = 0; index < 9; index += 1) shallow = { Message: shallow };
    expect(flattenErrorLines(shallow)).toEqual(['Mã đơn không hợp lệ']);
  });
});

describe('RequestTimeoutError', () => {
  it('is not a session expiry and has its own text', () => {
    const error = new RequestTimeoutError('POST', '/api/wallet/deposit');
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error.isWrite).toBe(true);
    expect(errorText(error)).toBe('Máy chủ không trả lời kịp. Vui lòng thử lại.');
  });
});
