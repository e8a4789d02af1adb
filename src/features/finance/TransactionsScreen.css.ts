import { style } from '@vanilla-extract/css';
import * as box from '../../ui/theme/box.css';
import { media } from '../../ui/theme/breakpoints';
import { vars } from '../../ui/theme/contract.css';
import * as text from '../../ui/theme/text.css';

export const totals = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const figure = style([box.tile, { display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 }]);

export const figureValue = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const hint = style([text.muted, { gridColumn: '1 / -1', margin: 0 }]);
