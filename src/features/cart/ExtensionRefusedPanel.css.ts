import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/contract.css';
import { notice } from './CartNotices.css';
import { plainList } from '../../ui/theme/plainList.css';

// The cart's warning notice, stacked: a heading, the list, the action.
export const panel = style([notice, { flexDirection: 'column', flexWrap: 'nowrap', alignItems: 'stretch', minWidth: 0 }]);

export const heading = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.md,
});

export const icon = style({ flexShrink: 0, marginTop: '3px' });

export const list = style([plainList, { display: 'flex', flexDirection: 'column', gap: vars.space.sm }]);

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const name = style({ fontWeight: 600 });

export const reason = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
