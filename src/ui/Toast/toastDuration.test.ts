import { describe, expect, it } from 'vitest';
import { toastDuration } from './toastDuration';

describe('toastDuration', () => {
  it.each([
    [0, 2000],
    [320, 2000],
    [343, 2000],
    [344, 4000],
    [375, 4000],
    [568, 4000],
    [569, 2000],
    [1280, 2000],
  ])('%i px → %i ms', (width, expected) => {
    expect(toastDuration(width)).toBe(expected);
  });
});
