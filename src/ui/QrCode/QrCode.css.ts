import { globalStyle, style } from '@vanilla-extract/css';

export const code = style({
  display: 'block',
  height: 'auto',
  aspectRatio: '1',
  // A QR code scaled by fractions of a pixel blurs its module edges; crisp is what a camera reads best.
  imageRendering: 'pixelated',
});

// The full width at zero specificity, as ui/Field's: a caller's class sizes the code whichever
// stylesheet the page happened to load first (docs/decisions.md, "A field's full width…").
globalStyle(`:where(${code})`, { width: '100%' });

/** White, as the code's own ground will be: nothing grey flashes before the code. */
export const pending = style({ background: '#fff' });
