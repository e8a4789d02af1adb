import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/contract.css';
import * as summaryBar from '../../ui/theme/summaryBar.css';

export { confirmList } from '../../ui/theme/summaryBar.css';

// The paying screens' row; a shop's name from Taobao may be one long word.
export const confirmRow = style([summaryBar.confirmRow, { overflowWrap: 'anywhere' }]);

export const confirmShop = style({
  flex: '1 1 auto',
  minWidth: 0,
  textAlign: 'start',
});

export const confirmFigures = style([
  summaryBar.confirmRuled,
  { display: 'flex', flexDirection: 'column', gap: vars.space.xxs, margin: `${vars.space.sm} 0 0`, fontSize: vars.fontSize.sm },
]);

export const confirmFigure = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

globalStyle(`${confirmFigure} dd`, { margin: 0 });

export const confirmTotal = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
});
