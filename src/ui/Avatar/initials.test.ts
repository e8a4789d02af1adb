import { describe, expect, test } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  test('given name (last word) first, then family name (first word)', () => {
    expect(initialsOf('Nguyễn Văn An')).toBe('AN');
    expect(initialsOf('Trần Thị Bích Ngọc')).toBe('NT');
    expect(initialsOf('Lê Hoa')).toBe('HL');
  });

  test('diacritics are kept and uppercased', () => {
    expect(initialsOf('đỗ ánh')).toBe('ÁĐ');
    expect(initialsOf('Ưng Ổn')).toBe('ỔƯ');
  });

  test('letters written with combining marks stay whole', () => {
    // 'Ánh' typed as A + U+0301, as some keyboards do.
    expect(initialsOf('Đỗ A\u0301nh')).toBe('ÁĐ');
  });

  test('one word, extra spaces, nothing', () => {
    expect(initialsOf('nguyenvanan')).toBe('N');
    expect(initialsOf('  Phạm   Minh  ')).toBe('MP');
    expect(initialsOf('')).toBe('');
    expect(initialsOf('   ')).toBe('');
  });
});
