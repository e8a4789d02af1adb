import { style } from '@vanilla-extract/css';

export const code = style({
  display: 'block',
  height: 'auto',
  aspectRatio: '1',
  // A QR code scaled by fractions of a pixel blurs its module edges; crisp is what a camera reads best.
  imageRendering: 'pixelated',
});
