import { style } from '@vanilla-extract/css';
import * as box from '../../ui/theme/box.css';
import { media } from '../../ui/theme/breakpoints';
import { vars } from '../../ui/theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.sm,
  width: '100%',
  '@media': { [media.tablet]: { alignItems: 'flex-end', width: '20rem' } },
});

export const panel = style([
  box.callout,
  box.calloutTone.neutral,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    width: '100%',
  },
]);

export const failed = box.calloutTone.danger;

export const message = style({
  margin: 0,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const progress = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const track = style({
  height: '0.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.neutralSoft,
  overflow: 'hidden',
});

export const fill = style({
  height: '100%',
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
});

export const indeterminate = style({
  width: '30%',
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
});
