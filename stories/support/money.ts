import { formatCny, formatVnd } from '../../src/ui/Money';

/**
 * An amount as text matchers see it: the screens put a no-break space before ₫ and ¥ figures, and the
 * matchers normalise it to a space.
 */
export const vnd = (amount: number): string => formatVnd(amount).replace(/\s/g, ' ');
export const cny = (amount: number): string => formatCny(amount).replace(/\s/g, ' ');
