import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/contract.css';

/** Remember-me on the left, the forgot-password action on the right; they wrap on a narrow phone. */
export const options = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: `0 ${vars.space.md}`,
});

/** Pulled flush with the right edge of the fields: the ghost button's padding is only a hit area. */
export const forgotButton = style({
  marginRight: `calc(-1 * ${vars.space.md})`,
});

export const demo = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px dashed ${vars.color.info}`,
  borderRadius: vars.radius.md,
  background: vars.color.infoSoft,
  fontSize: vars.fontSize.sm,
});

export const demoTitle = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.info,
});

export const demoCredentials = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `0 ${vars.space.sm}`,
  margin: 0,
});

export const demoTerm = style({
  color: vars.color.textMuted,
});

export const demoValue = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const footerActions = style({
  display: 'flex',
  justifyContent: 'center',
});
