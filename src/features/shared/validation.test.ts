import { describe, expect, it } from 'vitest';
import {
  asText,
  compactErrors,
  dataUrlBytes,
  emailError,
  isEmail,
  isHttpUrl,
  isId,
  isIdList,
  isImageDataUrl,
  isImageType,
  isValidQuantity,
  lengthError,
  noteError,
  passwordLengthError,
  textError,
  trimmed,
  validationMessages,
} from './validation';

describe('asText and trimmed', () => {
  it.each([
    ['a string as it is', ' a ', ' a ', 'a'],
    ['missing', undefined, '', ''],
    ['null', null, '', ''],
    ['a number', 12, '', ''],
    ['an object', { a: 1 }, '', ''],
  ])('%s', (_label, value, text, trim) => {
    expect(asText(value)).toBe(text);
    expect(trimmed(value)).toBe(trim);
  });
});

describe('compactErrors', () => {
  it('keeps only the fields with a message, in their order', () => {
    const errors = compactErrors<{ A: string; B: string; C: string }>({ A: 'x', B: undefined, C: 'z' });
    expect(errors).toEqual({ A: 'x', C: 'z' });
    expect(Object.keys(errors)).toEqual(['A', 'C']);
  });

  it('is empty when every field is valid', () => {
    expect(compactErrors<{ A: string }>({ A: undefined })).toEqual({});
  });
});

describe('lengthError and textError', () => {
  const rule = { required: 'required', min: 2, max: 4, outOfRange: 'range' };

  it.each([
    ['empty', '', 'required'],
    ['too short', 'a', 'range'],
    ['lower bound', 'ab', undefined],
    ['upper bound', 'abcd', undefined],
    ['too long', 'abcde', 'range'],
  ])('%s', (_label, value, message) => {
    expect(lengthError(value, rule)).toBe(message);
  });

  it('lengthError counts spaces; textError trims them first', () => {
    expect(lengthError('  ab  ', rule)).toBe('range');
    expect(textError('  ab  ', rule)).toBeUndefined();
    expect(textError('   ', rule)).toBe('required');
  });

  it('an optional field may be empty or missing', () => {
    const optional = { max: 3, outOfRange: 'range' };
    expect(textError('', optional)).toBeUndefined();
    expect(textError(undefined, optional)).toBeUndefined();
    expect(textError('abcd', optional)).toBe('range');
  });

  it('a field of the wrong type reads as empty', () => {
    expect(textError(42, rule)).toBe('required');
  });
});

describe('passwordLengthError', () => {
  it.each([
    ['empty', '', 'required'],
    ['missing', undefined, 'required'],
    ['five characters', '12345', validationMessages.passwordLength],
    ['six characters', '123456', undefined],
    ['one hundred', 'a'.repeat(100), undefined],
    ['one hundred and one', 'a'.repeat(101), validationMessages.passwordLength],
    ['spaces count: not trimmed', '   ab   ', undefined],
    ['only spaces are a password too', '      ', undefined],
  ])('%s', (_label, value, message) => {
    expect(passwordLengthError(value, 'required')).toBe(message);
  });
});

describe('noteError', () => {
  it('is optional and at most 500 characters once trimmed', () => {
    expect(noteError(undefined)).toBeUndefined();
    expect(noteError('')).toBeUndefined();
    expect(noteError(` ${'a'.repeat(500)} `)).toBeUndefined();
    expect(noteError('a'.repeat(501))).toBe('Ghi chú không quá 500 ký tự');
  });
});

describe('email', () => {
  it.each([
    ['a plain address', 'an@gmail.com', true],
    ['surrounding spaces are ignored', ' an@gmail.com ', true],
    ['subdomains and plus tags', 'a.b+c@mail.example.vn', true],
    ['a domain without a dot', 'an@gmail', false],
    ['no local part', '@gmail.com', false],
    ['two @', 'a@b@c.com', false],
    ['a space inside', 'a n@gmail.com', false],
  ])('isEmail: %s', (_label, value, valid) => {
    expect(isEmail(value)).toBe(valid);
  });

  it.each([
    ['missing', undefined, 'Bạn chưa nhập địa chỉ email'],
    ['blank', '   ', 'Bạn chưa nhập địa chỉ email'],
    ['longer than 100', `${'a'.repeat(92)}@mail.com`, 'Email không quá 100 ký tự'],
    ['malformed', 'an@gmail', 'Email bạn nhập chưa đúng'],
    ['valid', ' an@gmail.com ', undefined],
  ])('emailError: %s', (_label, value, message) => {
    expect(emailError(value)).toBe(message);
  });
});

describe('ids and quantities', () => {
  it.each([
    [1, true],
    [42, true],
    [0, false],
    [-1, false],
    [1.5, false],
    [NaN, false],
    ['1', false],
    [null, false],
  ])('isId(%s) is %s', (value, valid) => {
    expect(isId(value)).toBe(valid);
  });

  it.each([
    ['one id', [1], true],
    ['several', [1, 2, 3], true],
    ['empty', [], false],
    ['one bad id among good ones', [1, 0], false],
    ['a string id', ['1'], false],
    ['not a list', 1, false],
    ['missing', undefined, false],
  ])('isIdList: %s', (_label, value, valid) => {
    expect(isIdList(value)).toBe(valid);
  });

  it.each([
    [1, true],
    [9999, true],
    [0, false],
    [10000, false],
    [2.5, false],
    ['3', false],
  ])('isValidQuantity(%s) is %s', (value, valid) => {
    expect(isValidQuantity(value)).toBe(valid);
  });
});

describe('links and images', () => {
  it.each([
    ['https', 'https://example.com/a.png', true],
    ['http', 'http://example.com', true],
    ['another scheme', 'javascript:alert(1)', false],
    ['ftp', 'ftp://example.com/a.png', false],
    ['not a URL', 'example.com', false],
  ])('isHttpUrl: %s', (_label, value, valid) => {
    expect(isHttpUrl(value)).toBe(valid);
  });

  it('accepts JPEG, PNG and WebP only', () => {
    expect(['image/jpeg', 'image/png', 'image/webp'].every(isImageType)).toBe(true);
    expect(isImageType('image/gif')).toBe(false);
    expect(isImageType('image/svg+xml')).toBe(false);
  });

  it.each([
    ['a PNG data URL', 'data:image/png;base64,iVBORw0KGgo=', true],
    ['a WebP data URL', 'data:image/webp;base64,UklGRg==', true],
    ['an SVG data URL', 'data:image/svg+xml;base64,PHN2Zz4=', false],
    ['not base64', 'data:image/png,abc', false],
    ['an http URL', 'https://example.com/a.png', false],
    ['not a string', 12, false],
  ])('isImageDataUrl: %s', (_label, value, valid) => {
    expect(isImageDataUrl(value)).toBe(valid);
  });

  it('measures the decoded bytes of a data URL', () => {
    const dataUrl = (bytes: number) => `data:image/png;base64,${Buffer.alloc(bytes).toString('base64')}`;
    for (const bytes of [0, 1, 2, 3, 4, 1000, 1001, 1002]) expect(dataUrlBytes(dataUrl(bytes))).toBe(bytes);
    expect(dataUrlBytes('no comma at all')).toBe(0);
  });
});
