import { style } from '@vanilla-extract/css';
import { media } from '../../ui/theme/breakpoints';
import { vars } from '../../ui/theme/contract.css';
import { plainList } from '../../ui/theme/plainList.css';
import * as text from '../../ui/theme/text.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const label = style({
  padding: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
});

export const hint = style([text.muted, { margin: 0, lineHeight: vars.lineHeight.normal }]);

/** Three tiles a row on a 375 px phone, five on anything wider: the limit fits on one line. */
export const grid = style([
  plainList,
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    gap: vars.space.sm,
    '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' } },
  },
]);

export const tile = style({
  position: 'relative',
  aspectRatio: '1',
  minWidth: 0,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

/** Sits on the picture's corner; a solid background keeps it legible over any photo. */
export const remove = style({
  position: 'absolute',
  top: vars.space.xxs,
  right: vars.space.xxs,
  padding: 0,
  width: vars.size.controlSm,
  boxShadow: vars.shadow.sm,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const errors = style([
  plainList,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    color: vars.color.danger,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    overflowWrap: 'anywhere',
  },
]);

export const error = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs });

export const errorIcon = style({ marginTop: '2.5px', flexShrink: 0 });
