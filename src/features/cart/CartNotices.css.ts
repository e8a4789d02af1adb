import { style } from '@vanilla-extract/css';
import * as box from '../../ui/theme/box.css';
import { vars } from '../../ui/theme/contract.css';
import * as text from '../../ui/theme/text.css';

export const headerActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const notice = style([
  box.callout,
  box.calloutTone.warning,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: `${vars.space.sm} ${vars.space.md}`,
  },
]);

export const noticeSuccess = box.calloutTone.success;

export const noticeText = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  flex: '1 1 16rem',
  minWidth: 0,
  margin: 0,
});

export const noticeIcon = style({ flexShrink: 0, marginTop: '2px' });

export const muted = style([text.muted, { margin: 0 }]);
