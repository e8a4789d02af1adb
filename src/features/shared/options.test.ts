import { describe, expect, it } from 'vitest';
import { describeOptions, joinOptions, splitOptions } from './options';

describe('options', () => {
  it.each([
    ['M', 'Đỏ', 'M;Đỏ'],
    [' M ', ' Đỏ ', 'M;Đỏ'],
    ['M', '', 'M;'],
    ['', 'Đỏ', ';Đỏ'],
    ['', '  ', ''],
  ])('joinOptions(%j, %j) = %j', (size, color, options) => {
    expect(joinOptions(size, color)).toBe(options);
  });

  it.each([
    ['M;Đỏ', { size: 'M', color: 'Đỏ' }],
    ['M;', { size: 'M', color: '' }],
    [';Đỏ', { size: '', color: 'Đỏ' }],
    ['Freesize', { size: 'Freesize', color: '' }],
    ['', { size: '', color: '' }],
    [null, { size: '', color: '' }],
    ['a;b;c', { size: 'a', color: 'b;c' }],
  ])('splitOptions(%j)', (options, parts) => {
    expect(splitOptions(options)).toEqual(parts);
  });

  it('round-trips', () => {
    const { size, color } = splitOptions(joinOptions('38', 'Trắng'));
    expect([size, color]).toEqual(['38', 'Trắng']);
  });

  it('describes the present parts', () => {
    expect(describeOptions('M;Đỏ')).toBe('M · Đỏ');
    expect(describeOptions(' 38 ; Trắng ;')).toBe('38 · Trắng');
    expect(describeOptions(';Đỏ')).toBe('Đỏ');
    expect(describeOptions('')).toBe('');
  });
});
