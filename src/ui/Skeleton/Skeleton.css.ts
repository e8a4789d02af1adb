import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const skeletonVariants = ['text', 'block', 'circle'] as const;

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
});

export const shape = style({
  display: 'block',
  // The border grey, so the shapes show on the sunken page background as well as on a card.
  background: `linear-gradient(90deg, ${vars.color.border} 25%, ${vars.color.neutralSoft} 50%, ${vars.color.border} 75%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': {
    // The global rule only shortens animations; a shimmer that jumps is worse than none.
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

export const variant = styleVariants({
  text: { height: '0.875em', borderRadius: vars.radius.sm, margin: '0.3125em 0' },
  block: { height: '96px', borderRadius: vars.radius.md },
  circle: { width: '40px', height: '40px', borderRadius: '50%' },
});

/** The last line of a paragraph is shorter, so the placeholder reads as text. */
export const lastLine = style({ width: '60%' });
