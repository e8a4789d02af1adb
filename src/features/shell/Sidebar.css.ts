import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/contract.css';
import { plainList } from '../../ui/theme/plainList.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: `${vars.space.md} ${vars.space.sm} ${vars.space.xl}`,
});

export const nav = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const groupTitle = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const list = style([plainList, { display: 'flex', flexDirection: 'column', gap: vars.space.xxs }]);

const itemBase = {
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  minHeight: vars.size.control,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
} as const;

/**
 * A menu link. The current page gets a bar at its left edge and bold text besides the tint, so it is
 * found without telling colours apart (WCAG 1.4.1).
 */
export const link = style({
  ...itemBase,
  selectors: {
    '&:hover': { background: vars.color.neutralSoft, color: vars.color.text, textDecoration: 'none' },
    '&:active': { background: vars.color.brandSoft, color: vars.color.brandPressed },
    '&:focus-visible': { outlineOffset: '-2px' },
    '&[aria-current="page"]': { background: vars.color.brandSoft, color: vars.color.brandHover, fontWeight: vars.fontWeight.semibold },
    '&[aria-current="page"]::before': {
      content: '""',
      position: 'absolute',
      insetBlock: vars.space.xs,
      insetInlineStart: 0,
      width: '4px',
      borderRadius: vars.radius.pill,
      background: vars.color.brand,
    },
  },
});

/** Logout is a button (it acts, it does not go anywhere) drawn like the links around it. */
export const logout = style({
  ...itemBase,
  justifyContent: 'flex-start',
  border: 'none',
  whiteSpace: 'normal',
  textAlign: 'start',
  selectors: {
    '&[data-hovered]': { background: vars.color.dangerSoft, color: vars.color.danger },
    '&[data-pressed]': { background: vars.color.dangerSoft, color: vars.color.dangerHover },
  },
});

export const label = style({
  flex: '1 1 auto',
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const badge = style({
  flexShrink: 0,
});

export const contacts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const contact = style({
  ...itemBase,
  alignItems: 'flex-start',
  color: vars.color.textMuted,
  selectors: {
    '&:hover': { background: vars.color.neutralSoft, color: vars.color.text },
    '&:focus-visible': { outlineOffset: '-2px' },
  },
});

export const contactText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const contactLabel = style({
  fontSize: vars.fontSize.xs,
});

export const contactPhone = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});
