import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const skeletonVariants = ['text', 'block', 'circle'] as const;

/*
 * The shapes breathe as one: the opacity of their container, which the compositor animates without the
 * page's main thread. The sweep this replaced moved each shape's background, which Chromium repaints and
 * rasterises on every frame: while an order list waited 1.5 s for its data, that was 145 ms of the main
 * thread's CPU and as much raster (measured at ×1, docs/measurements.md, session 30), at the very moment
 * a cheap phone is evaluating the route's code.
 */
const pulse = keyframes({
  '50%': { opacity: 0.55 },
});

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
});

export const shapes = style([
  root,
  {
    animation: `${pulse} 1.4s ease-in-out infinite`,
    '@media': {
      // The global rule only shortens animations; a pulse that flickers is worse than none.
      '(prefers-reduced-motion: reduce)': { animation: 'none' },
    },
  },
]);

export const shape = style({
  display: 'block',
  // The border grey, so the shapes show on the sunken page background as well as on a card.
  background: `linear-gradient(90deg, ${vars.color.border} 25%, ${vars.color.neutralSoft} 50%, ${vars.color.border} 75%)`,
  backgroundSize: '200% 100%',
});

export const variant = styleVariants({
  text: { height: '0.875em', borderRadius: vars.radius.sm, margin: '0.3125em 0' },
  block: { height: '96px', borderRadius: vars.radius.md },
  circle: { width: '40px', height: '40px', borderRadius: '50%' },
});

/** The last line of a paragraph is shorter, so the placeholder reads as text. */
export const lastLine = style({ width: '60%' });
