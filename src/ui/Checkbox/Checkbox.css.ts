import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const boxSize = '20px';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

/** The whole row is the hit area, at least 44px tall, so the small box never has to be hit exactly. */
export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.control,
  minWidth: vars.size.control,
  cursor: 'pointer',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

/** Without a visible label (a row in a table) the box sits in the middle of its 44px target. */
export const iconOnly = style({
  justifyContent: 'center',
});

export const box = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: boxSize,
  height: boxSize,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.onBrand,
  transition: 'background-color 120ms, border-color 120ms',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-selected], &[data-indeterminate]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
    },
    '&[data-pressed]': { transform: 'scale(0.92)' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-invalid][data-selected]': { background: vars.color.danger },
    '&[data-disabled]': { borderColor: vars.color.border, background: vars.color.neutralSoft },
    '&[data-disabled][data-selected], &[data-disabled][data-indeterminate]': {
      background: vars.color.textMuted,
      borderColor: vars.color.textMuted,
    },
  },
});

/** Messages line up with the label text, not with the box. */
export const messages = style({
  paddingLeft: `calc(${boxSize} + ${vars.space.sm})`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
