import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';
import { printHidden } from '../theme/print.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginBottom: vars.space.lg,
});

export const back = style([printHidden, {
  fontSize: vars.fontSize.sm,
}]);

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': {
    [media.tablet]: { flexDirection: 'row', alignItems: 'flex-start', justifyContent: 'space-between' },
  },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  '@media': { [media.tablet]: { fontSize: vars.fontSize.xxl } },
});

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const actions = style([printHidden, {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
}]);
