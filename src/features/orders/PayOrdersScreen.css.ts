import { style } from '@vanilla-extract/css';
import { media } from '../../ui/theme/breakpoints';
import { vars } from '../../ui/theme/contract.css';

export { confirmList, confirmRow, confirmTotal, figure, figures, negative, problem as short, summary, value } from '../../ui/theme/summaryBar.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

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

export const alertIcon = style({ flexShrink: 0, marginTop: '1px' });

export const alertLines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.text,
});

export const shop = style({
  display: 'inline-block',
  maxWidth: '22ch',
  '@media': { [media.tablet]: { whiteSpace: 'normal' } },
});

export const due = style({ fontWeight: vars.fontWeight.semibold });

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.sm,
  '@media': { [media.tablet]: { flexDirection: 'row', alignItems: 'center' } },
});

