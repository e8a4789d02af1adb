import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const popover = style({ minWidth: '200px' });

export { listBox as menu } from '../Popover/Popover.css';

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: vars.size.control,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  // A popover placed near the right edge is laid out in the little room left of it before react-aria
  // moves it; without this the labels would wrap into that width.
  whiteSpace: 'nowrap',
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.brandSoft, color: vars.color.brandHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-pressed]': { background: vars.color.neutralSoft },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.textMuted,
  selectors: { [`${item}[data-focused] &`]: { color: 'inherit' } },
});

export const separator = style({
  height: '1px',
  margin: `${vars.space.xs} ${vars.space.sm}`,
  border: 'none',
  background: vars.color.border,
});
