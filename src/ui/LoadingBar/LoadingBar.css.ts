import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { printHidden } from '../theme/print.css';

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const bar = style([printHidden, {
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  height: '3px',
  zIndex: vars.zIndex.loadingBar,
  overflow: 'hidden',
  background: vars.color.brandSoft,
  pointerEvents: 'none',
}]);

export const fill = style({
  display: 'block',
  width: '40%',
  height: '100%',
  background: vars.color.brand,
  animation: `${slide} 1.2s ease-in-out infinite`,
  '@media': {
    // Without motion the bar stays visible, filled, so "busy" is still shown.
    '(prefers-reduced-motion: reduce)': { animation: 'none', width: '100%' },
  },
});
