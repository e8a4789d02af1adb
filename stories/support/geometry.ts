/**
 * What a customer sees of a piece of text, measured in the browser: the box its glyphs take (not the box
 * of its element, which overflowing text leaves behind) and the lines it breaks into. For layout checks
 * in play functions (issue 27: names under badges, towers of one word per line, cut buttons).
 */

/** The box the element's text is painted in. */
export function textBox(element: Element): DOMRect {
  const range = document.createRange();
  range.selectNodeContents(element);
  return range.getBoundingClientRect();
}

/** The lines the element's text is broken into. */
export function lineCount(element: Element): number {
  const range = document.createRange();
  range.selectNodeContents(element);
  const tops = new Set<number>();
  for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.bottom));
  return tops.size;
}

/** Whether two boxes share any area (touching edges do not count). */
export function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
}

/** Whether `inner` lies wholly within `outer` (half a pixel of rounding allowed). */
export function inside(inner: DOMRect, outer: DOMRect): boolean {
  return inner.left >= outer.left - 0.5 && inner.right <= outer.right + 0.5 && inner.top >= outer.top - 0.5 && inner.bottom <= outer.bottom + 0.5;
}

/** Whether `text` shows whole in the input: its width in the input's font against the input's content box. */
function textFits(input: HTMLInputElement, text: string): boolean {
  const style = getComputedStyle(input);
  const context = document.createElement('canvas').getContext('2d');
  if (!context) throw new Error('No 2D canvas to measure the text with');
  context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  return context.measureText(text).width <= room;
}

/** Whether an empty input shows its whole placeholder. */
export const placeholderFits = (input: HTMLInputElement): boolean => textFits(input, input.placeholder);

/** Whether an input shows its whole value (a quantity of 9.999, not `9.9`). */
export const valueFits = (input: HTMLInputElement): boolean => textFits(input, input.value);
