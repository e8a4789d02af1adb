import { style } from '@vanilla-extract/css';
import { media } from '../../ui/theme/breakpoints';
import { vars } from '../../ui/theme/contract.css';

/**
 * One column on phones and tablets. On a desktop, six tracks: most fields take half a row, the phone
 * number (short) a third, so the warehouse beside it gets two thirds for its long Vietnamese name.
 */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))', columnGap: vars.space.lg },
  },
});

export const half = style({
  '@media': { [media.desktop]: { gridColumn: 'span 3' } },
});

export const third = style({
  '@media': { [media.desktop]: { gridColumn: 'span 2' } },
});

export const twoThirds = style({
  '@media': { [media.desktop]: { gridColumn: 'span 4' } },
});

export const full = style({
  '@media': { [media.desktop]: { gridColumn: '1 / -1' } },
});
