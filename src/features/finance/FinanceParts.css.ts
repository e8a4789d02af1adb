import { style } from '@vanilla-extract/css';
import { media } from '../../ui/theme/breakpoints';
import { vars } from '../../ui/theme/contract.css';

export { actions as formActions, full, grid as formGrid } from '../../ui/theme/formGrid.css';
export { page as root } from '../../ui/theme/page.css';

export const balance = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
  margin: 0,
});

export const balanceValue = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const wrapText = style({
  display: 'inline-block',
  maxWidth: '32ch',
  overflowWrap: 'anywhere',
  whiteSpace: 'normal',
});

export const muted = style({ color: vars.color.textMuted });

export const strong = style({ fontWeight: vars.fontWeight.semibold });

export const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' },
  },
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
