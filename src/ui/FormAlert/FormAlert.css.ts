import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const formAlertTones = ['danger', 'success'] as const;

export const alert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const success = style({
  borderColor: vars.color.success,
  background: vars.color.successSoft,
  color: vars.color.success,
});

export const icon = style({ flexShrink: 0, marginTop: '1px' });

export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.text,
});

export const single = style({
  margin: 0,
  color: vars.color.text,
});
