/**
 * How the drawn glyphs outside the `Icon` set (a dialog's tone, a field's eye and calendar) are drawn:
 * a 2px round stroke in the text colour, decorative (the words beside them or the button around them
 * carry the meaning). Each adds its own box (`viewBox`, size).
 */
export const strokeGlyph = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;
