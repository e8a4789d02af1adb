import { describe, expect, it } from 'vitest';
import {
  checkAvatarFile,
  dataUrlBytes,
  toUpdateUserInfoRequest,
  validateChangePassword,
  valuesAfterSave,
  validateUserInfo,
  type UserInfoValues,
} from './model';

const profile: UserInfoValues = {
  FullName: 'Nguyễn Văn An',
  Email: 'an@gmail.com',
  Phone: '0912345678',
  Address: '12 Láng Hạ, Đống Đa, Hà Nội',
  WarehouseId: 1,
  Avatar: 'https://cdn.example.vn/avatar/an.png',
};

const dataUrl = (bytes: number, type = 'image/png') => `data:${type};base64,${Buffer.alloc(bytes).toString('base64')}`;

describe('validateUserInfo', () => {
  it('accepts a valid profile, with or without avatar and address', () => {
    expect(validateUserInfo(profile)).toEqual({});
    expect(validateUserInfo({ ...profile, Avatar: '', Address: '' })).toEqual({});
    expect(validateUserInfo({ ...profile, Avatar: dataUrl(1000, 'image/webp') })).toEqual({});
  });

  it('gives every message for an empty profile', () => {
    expect(validateUserInfo({ FullName: '', Email: '', Phone: '', Address: '', WarehouseId: null })).toEqual({
      FullName: 'Bạn chưa nhập họ tên',
      Email: 'Bạn chưa nhập địa chỉ email',
      Phone: 'Số điện thoại chưa nhập',
      WarehouseId: 'Bạn chưa chọn kho hàng',
    });
  });

  it.each([
    ['FullName', 'x'.repeat(100), undefined],
    ['FullName', 'x'.repeat(101), 'Họ tên không quá 100 ký tự'],
    ['Email', 'an@gmail', 'Email bạn nhập chưa đúng'],
    ['Email', `${'x'.repeat(91)}@gmail.com`, 'Email không quá 100 ký tự'],
    ['Phone', '0'.repeat(101), 'Số điện thoại trên không quá 100 ký tự'],
    ['Address', 'x'.repeat(250), undefined],
    ['Address', 'x'.repeat(251), 'Địa chỉ không quá 250 ký tự'],
    ['WarehouseId', 0, 'Bạn chưa chọn kho hàng'],
    ['Avatar', 'javascript:alert(1)', 'Ảnh đại diện không hợp lệ'],
    ['Avatar', 'data:text/html;base64,PGI+', 'Ảnh đại diện không hợp lệ'],
    ['Avatar', 'data:image/svg+xml;base64,PHN2Zz4=', 'Ảnh đại diện không hợp lệ'],
    ['Avatar', 'not a url', 'Ảnh đại diện không hợp lệ'],
    ['Avatar', dataUrl(2 * 1024 * 1024), undefined],
    ['Avatar', dataUrl(2 * 1024 * 1024 + 1), 'Ảnh đại diện không quá 2 MB'],
  ] as const)('%s case %#', (field, value, message) => {
    expect(validateUserInfo({ ...profile, [field]: value })[field]).toBe(message);
  });

  it('builds a trimmed request, dropping an empty avatar', () => {
    expect(toUpdateUserInfoRequest({ ...profile, FullName: ' An ', Avatar: ' ' })).toEqual({
      FullName: 'An',
      Email: 'an@gmail.com',
      Phone: '0912345678',
      Address: '12 Láng Hạ, Đống Đa, Hà Nội',
      WarehouseId: 1,
    });
    expect(() => toUpdateUserInfoRequest({ ...profile, WarehouseId: null })).toThrow();
  });

  it('after a save shows what was saved, but keeps what was typed meanwhile', () => {
    const typed = { ...profile, Phone: ' 0912345678 ', Address: ' 12 Láng Hạ, Đống Đa, Hà Nội' };
    const saved = toUpdateUserInfoRequest(typed);
    expect(valuesAfterSave(typed, saved)).toEqual({ ...profile });
    const typedMeanwhile = { ...typed, Phone: '0988 000 111' };
    expect(valuesAfterSave(typedMeanwhile, saved)).toEqual({ ...profile, Phone: '0988 000 111' });
  });
});

describe('avatar files', () => {
  it.each([
    [{ type: 'image/jpeg', size: 1000 }, undefined],
    [{ type: 'image/png', size: 2 * 1024 * 1024 }, undefined],
    [{ type: 'image/webp', size: 1 }, undefined],
    [{ type: 'image/png', size: 2 * 1024 * 1024 + 1 }, 'Ảnh đại diện không quá 2 MB'],
    [{ type: 'image/gif', size: 1000 }, 'Ảnh đại diện chỉ nhận định dạng JPG, PNG hoặc WebP'],
    [{ type: 'image/svg+xml', size: 1000 }, 'Ảnh đại diện chỉ nhận định dạng JPG, PNG hoặc WebP'],
    [{ type: '', size: 1000 }, 'Ảnh đại diện chỉ nhận định dạng JPG, PNG hoặc WebP'],
  ])('%j', (file, message) => {
    expect(checkAvatarFile(file)).toBe(message);
  });

  it('measures data URLs exactly', () => {
    for (const bytes of [0, 1, 2, 3, 4, 1000, 1001, 1002]) expect(dataUrlBytes(dataUrl(bytes))).toBe(bytes);
  });
});

describe('validateChangePassword', () => {
  const valid = { OldPassword: 'cu12345', NewPassword: 'moi12345', ConfirmPassword: 'moi12345' };

  it('accepts a valid change', () => {
    expect(validateChangePassword(valid)).toEqual({});
  });

  it('gives every message for an empty form', () => {
    expect(validateChangePassword({ OldPassword: '', NewPassword: '', ConfirmPassword: '' })).toEqual({
      OldPassword: 'Bạn chưa nhập mật khẩu hiện tại',
      NewPassword: 'Bạn chưa nhập mật khẩu mới',
      ConfirmPassword: 'Bạn chưa nhập lại mật khẩu mới',
    });
  });

  it.each([
    ['short old password is allowed', { OldPassword: '123' }, {}],
    ['old password too long', { OldPassword: 'x'.repeat(101) }, { OldPassword: 'Mật khẩu không quá 100 ký tự' }],
    [
      'new password of 5',
      { NewPassword: '12345', ConfirmPassword: '12345' },
      { NewPassword: 'Mật khẩu phải trên 6 và không quá 100 ký tự', ConfirmPassword: 'Mật khẩu phải trên 6 và không quá 100 ký tự' },
    ],
    ['new password of 6', { NewPassword: '123456', ConfirmPassword: '123456' }, {}],
    ['new password of 100', { NewPassword: 'x'.repeat(100), ConfirmPassword: 'x'.repeat(100) }, {}],
    [
      'new password of 101',
      { NewPassword: 'x'.repeat(101), ConfirmPassword: 'x'.repeat(101) },
      { NewPassword: 'Mật khẩu phải trên 6 và không quá 100 ký tự', ConfirmPassword: 'Mật khẩu phải trên 6 và không quá 100 ký tự' },
    ],
    [
      'new equals current',
      { OldPassword: 'moi12345' },
      { NewPassword: 'Mật khẩu mới phải khác mật khẩu hiện tại' },
    ],
    ['confirm differs', { ConfirmPassword: 'moi12346' }, { ConfirmPassword: 'Mật khẩu nhập lại không khớp' }],
    ['a trailing space counts', { ConfirmPassword: 'moi12345 ' }, { ConfirmPassword: 'Mật khẩu nhập lại không khớp' }],
  ])('%s', (_label, change, errors) => {
    expect(validateChangePassword({ ...valid, ...change })).toEqual(errors);
  });
});
