import { describe, expect, it } from 'vitest';
import {
  emailError,
  emptyRegisterForm,
  isEmail,
  toForgotPasswordRequest,
  toLoginRequest,
  toRegisterRequest,
  validateForgotPassword,
  validateLogin,
  validateRegister,
  validateRegisterForm,
  validateResetPassword,
  validateTerms,
  type RegisterFormValues,
  type RegisterRequest,
} from './model';

const x = (n: number) => 'x'.repeat(n);

describe('validateLogin', () => {
  it('accepts a valid login', () => {
    expect(validateLogin({ UserName: 'khachhang01', Password: '123456' })).toEqual({});
  });

  it('gives the SPEC messages for empty fields', () => {
    expect(validateLogin({ UserName: '', Password: '' })).toEqual({
      UserName: 'Tên đăng nhập chưa nhập',
      Password: 'Mật khẩu chưa nhập',
    });
  });

  it('treats a blank user name as empty', () => {
    expect(validateLogin({ UserName: '   ', Password: '123456' })).toEqual({ UserName: 'Tên đăng nhập chưa nhập' });
  });

  it.each([
    [100, undefined],
    [101, 'Tên đăng nhập không quá 100 ký tự'],
  ])('user name of %d characters', (length, message) => {
    expect(validateLogin({ UserName: x(length), Password: '123456' }).UserName).toBe(message);
  });

  it.each([
    [1, 'Mật khẩu phải trên 6 và không quá 100 ký tự'],
    [5, 'Mật khẩu phải trên 6 và không quá 100 ký tự'],
    [6, undefined],
    [100, undefined],
    [101, 'Mật khẩu phải trên 6 và không quá 100 ký tự'],
  ])('password of %d characters', (length, message) => {
    expect(validateLogin({ UserName: 'a', Password: x(length) }).Password).toBe(message);
  });

  it('does not trim the password: six spaces are six characters', () => {
    expect(validateLogin({ UserName: 'a', Password: '      ' })).toEqual({});
  });

  it('reads missing or non-string fields of an untrusted body as empty', () => {
    expect(validateLogin({} as never)).toEqual({ UserName: 'Tên đăng nhập chưa nhập', Password: 'Mật khẩu chưa nhập' });
    expect(validateLogin({ UserName: 5, Password: null } as never)).toEqual({
      UserName: 'Tên đăng nhập chưa nhập',
      Password: 'Mật khẩu chưa nhập',
    });
  });

  it('trims the user name into the request, keeps the password as typed', () => {
    expect(toLoginRequest({ UserName: ' an ', Password: ' 123456 ' })).toEqual({ UserName: 'an', Password: ' 123456 ' });
  });
});

describe('email rules', () => {
  it.each(['an@gmail.com', 'nguyen.van.an+shop@mail.example.vn', 'A_B@sub.domain.co', ' an@gmail.com '])('%s is valid', (email) => {
    expect(isEmail(email)).toBe(true);
    expect(emailError(email)).toBeUndefined();
  });

  it.each(['an', 'an@', '@gmail.com', 'an@gmail', 'an@@gmail.com', 'an @gmail.com', 'an@gmail..com', 'an@-gmail.com', 'an.@gmail.com', 'an@gmail.c'])(
    '%s is invalid',
    (email) => {
      expect(emailError(email)).toBe('Email bạn nhập chưa đúng');
    },
  );

  it('required, then length, then format', () => {
    expect(emailError('')).toBe('Bạn chưa nhập địa chỉ email');
    expect(emailError('  ')).toBe('Bạn chưa nhập địa chỉ email');
    const hundred = `${x(90)}@gmail.com`;
    expect(hundred).toHaveLength(100);
    expect(emailError(hundred)).toBeUndefined();
    expect(emailError(`${x(91)}@gmail.com`)).toBe('Email không quá 100 ký tự');
    expect(emailError(x(101))).toBe('Email không quá 100 ký tự');
  });
});

describe('validateForgotPassword', () => {
  it('requires a valid email', () => {
    expect(validateForgotPassword({ Email: '' })).toEqual({ Email: 'Bạn chưa nhập địa chỉ email' });
    expect(validateForgotPassword({ Email: 'an@' })).toEqual({ Email: 'Email bạn nhập chưa đúng' });
    expect(validateForgotPassword({ Email: 'an@gmail.com' })).toEqual({});
  });

  it('sends the trimmed email alone', () => {
    expect(toForgotPasswordRequest({ Email: ' an@gmail.com ' })).toBe('an@gmail.com');
  });
});

const validRegister: RegisterFormValues = {
  Username: 'khachhang01',
  Email: 'an@gmail.com',
  Password: 'matkhau1',
  ConfirmPassword: 'matkhau1',
  Phone: '0912345678',
  WarehouseId: 1,
  AcceptTerms: true,
};

describe('validateRegister / validateRegisterForm', () => {
  it('accepts a valid form', () => {
    expect(validateRegisterForm(validRegister)).toEqual({});
  });

  it('gives every message for an empty form', () => {
    expect(validateRegisterForm(emptyRegisterForm)).toEqual({
      Username: 'Bạn chưa nhập tên đăng nhập',
      Email: 'Bạn chưa nhập địa chỉ email',
      Password: 'Mật khẩu chưa nhập',
      ConfirmPassword: 'Bạn chưa nhập lại mật khẩu',
      Phone: 'Số điện thoại chưa nhập',
      WarehouseId: 'Bạn chưa chọn kho hàng',
      AcceptTerms: 'Bạn chưa đồng ý với điều khoản sử dụng',
    });
  });

  it('the payload part ignores the terms flag (the mock server validates without it)', () => {
    const payload: RegisterRequest = toRegisterRequest(validRegister);
    expect(payload).not.toHaveProperty('AcceptTerms');
    expect(validateRegister(payload)).toEqual({});
    expect(validateTerms({ AcceptTerms: false })).toEqual({ AcceptTerms: 'Bạn chưa đồng ý với điều khoản sử dụng' });
    expect(validateTerms({ AcceptTerms: true })).toEqual({});
  });

  it.each([
    ['invalid email', { Email: 'an@gmail' }, { Email: 'Email bạn nhập chưa đúng' }],
    ['user name too long', { Username: x(101) }, { Username: 'Tên đăng nhập không quá 100 ký tự' }],
    ['blank user name', { Username: '  ' }, { Username: 'Bạn chưa nhập tên đăng nhập' }],
    [
      'short password (confirm equal)',
      { Password: '12345', ConfirmPassword: '12345' },
      { Password: 'Mật khẩu phải trên 6 và không quá 100 ký tự', ConfirmPassword: 'Mật khẩu phải trên 6 và không quá 100 ký tự' },
    ],
    ['confirm differs', { ConfirmPassword: 'matkhau2' }, { ConfirmPassword: 'Nhập lại mật khẩu' }],
    ['confirm too long', { ConfirmPassword: x(101) }, { ConfirmPassword: 'Mật khẩu phải trên 6 và không quá 100 ký tự' }],
    ['phone at 100', { Phone: '0'.repeat(100) }, {}],
    ['phone too long', { Phone: '0'.repeat(101) }, { Phone: 'Số điện thoại trên không quá 100 ký tự' }],
    ['blank phone', { Phone: ' ' }, { Phone: 'Số điện thoại chưa nhập' }],
    ['no warehouse', { WarehouseId: null }, { WarehouseId: 'Bạn chưa chọn kho hàng' }],
    ['warehouse 0', { WarehouseId: 0 }, { WarehouseId: 'Bạn chưa chọn kho hàng' }],
    ['warehouse NaN', { WarehouseId: Number.NaN }, { WarehouseId: 'Bạn chưa chọn kho hàng' }],
    ['warehouse not whole', { WarehouseId: 1.5 }, { WarehouseId: 'Bạn chưa chọn kho hàng' }],
    ['terms not accepted', { AcceptTerms: false }, { AcceptTerms: 'Bạn chưa đồng ý với điều khoản sử dụng' }],
  ] as const)('%s', (_label, change, errors) => {
    expect(validateRegisterForm({ ...validRegister, ...change })).toEqual(errors);
  });

  it('builds a trimmed request without the terms flag', () => {
    const request: RegisterRequest = toRegisterRequest({ ...validRegister, Username: ' an ', Email: ' an@gmail.com ', Phone: ' 0912 ' });
    expect(request).toEqual({
      Username: 'an',
      Email: 'an@gmail.com',
      Password: 'matkhau1',
      ConfirmPassword: 'matkhau1',
      Phone: '0912',
      WarehouseId: 1,
    });
    expect(() => toRegisterRequest({ ...validRegister, WarehouseId: null })).toThrow();
  });
});

describe('validateResetPassword', () => {
  it.each([
    [{ Password: 'matkhau1', ConfirmPassword: 'matkhau1' }, {}],
    [{ Password: '', ConfirmPassword: '' }, { Password: 'Mật khẩu chưa nhập', ConfirmPassword: 'Bạn chưa nhập lại mật khẩu' }],
    [{ Password: 'matkhau1', ConfirmPassword: 'matkhau2' }, { ConfirmPassword: 'Nhập lại mật khẩu' }],
    [
      { Password: '12345', ConfirmPassword: '123456' },
      { Password: 'Mật khẩu phải trên 6 và không quá 100 ký tự', ConfirmPassword: 'Nhập lại mật khẩu' },
    ],
  ])('%j', (values, errors) => {
    expect(validateResetPassword(values)).toEqual(errors);
  });
});
