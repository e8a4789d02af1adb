import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/contract.css';
import { plainList } from '../../ui/theme/plainList.css';
import { muted } from '../../ui/theme/text.css';

export const trigger = style({
  position: 'relative',
  width: vars.size.control,
  padding: 0,
  color: vars.color.text,
});

/**
 * The count sits on the icon's top right corner, held by the button's right edge so that even '99+'
 * stays inside the 44px target instead of covering the avatar beside it.
 */
export const badge = style({
  position: 'absolute',
  top: '2px',
  insetInlineEnd: '0',
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
});

export const popover = style({
  width: 'min(380px, calc(100vw - 16px))',
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  outline: 'none',
  maxHeight: 'inherit',
});

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export { titleMd as title } from '../../ui/theme/text.css';

export const summary = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const empty = style([muted, { padding: `${vars.space.xl} ${vars.space.lg}`, textAlign: 'center' }]);

// Its focus ring inside its box: the popover would cut one drawn outside.
export const list = style([plainList, { overflowY: 'auto', selectors: { '&:focus-visible': { outlineOffset: '-2px' } } }]);

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

export const unread = style({
  background: vars.color.brandSoft,
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
});

export const dot = style({
  width: '8px',
  height: '8px',
  borderRadius: '50%',
  background: vars.color.brand,
  flexShrink: 0,
});

export const type = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const date = style({
  marginInlineStart: 'auto',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const note = style({
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  selectors: {
    [`${unread} &`]: { color: vars.color.text, fontWeight: vars.fontWeight.semibold },
  },
});

export const foot = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xs,
});

export const all = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  padding: `0 ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});
