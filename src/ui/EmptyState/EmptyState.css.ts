import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  // Table cells are left-aligned and nowrap; an empty state inside one must still wrap and centre.
  whiteSpace: 'normal',
});

export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '56px',
  height: '56px',
  borderRadius: '50%',
  background: vars.color.neutralSoft,
  color: vars.color.textMuted,
  marginBottom: vars.space.xs,
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  maxWidth: '40ch',
});

export const action = style({
  marginTop: vars.space.sm,
});
