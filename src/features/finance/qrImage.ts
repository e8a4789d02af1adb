/** What the saved picture says under its code, line by line: a label and its value. */
export interface QrImageLine {
  label: string;
  value: string;
}

const WIDTH = 720;
const PADDING = 40;
const LINE_HEIGHT = 34;
const LABEL_GAP = 6;

/** `text` cut into lines no wider than `width` at the context's font, at spaces, else anywhere. */
function wrap(context: CanvasRenderingContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line === '' ? word : `${line} ${word}`;
    if (context.measureText(next).width <= width) {
      line = next;
      continue;
    }
    if (line !== '') lines.push(line);
    line = word;
    // A word wider than the picture (a long account name without spaces) is cut where it must be.
    while (context.measureText(line).width > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && context.measureText(line.slice(0, cut)).width > width) cut -= 1;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

/**
 * The code and what it pays as one PNG, for a customer on a phone who cannot scan their own screen: a
 * banking app reads a code from a saved picture, and the lines under it tell the customer what it holds.
 * Written in the page's own font (`fontFamily`, loaded before drawing so the picture never falls back).
 */
export async function drawQrImage(modules: readonly (readonly boolean[])[], lines: readonly QrImageLine[], fontFamily: string): Promise<Blob> {
  const labelFont = `500 22px ${fontFamily}`;
  const valueFont = `600 28px ${fontFamily}`;
  const text = lines.map((line) => `${line.label} ${line.value}`).join(' ');
  // A face of the stack that cannot load (a local() fallback not installed) rejects the whole load; the
  // faces that did load are used all the same, so a failure here costs only the fallback's look.
  await Promise.allSettled([document.fonts.load(labelFont, text), document.fonts.load(valueFont, text)]);

  const scale = Math.floor((WIDTH - 2 * PADDING) / modules.length);
  const codeSize = scale * modules.length;
  const measure = document.createElement('canvas').getContext('2d');
  if (!measure) throw new Error('No 2D canvas to draw the QR picture on');
  measure.font = valueFont;
  const textWidth = WIDTH - 2 * PADDING;
  const blocks = lines.map((line) => ({ ...line, values: wrap(measure, line.value, textWidth) }));
  const textHeight = blocks.reduce((sum, block) => sum + LINE_HEIGHT + LABEL_GAP + block.values.length * LINE_HEIGHT + LABEL_GAP * 2, 0);

  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = PADDING + codeSize + textHeight + PADDING;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas to draw the QR picture on');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#000';
  // Whole pixels: modules at a half pixel are drawn with anti-aliased seams between them, light lines
  // through the finder squares that stopped jsQR reading the code.
  const left = Math.floor((WIDTH - codeSize) / 2);
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) context.fillRect(left + x * scale, PADDING + y * scale, scale, scale);
    }),
  );

  // The code's own quiet zone (its modules include it) is the white between it and the first line; a
  // line inside it kept jsQR, and so a banking app's reader, from finding the code's bottom corner.
  let top = PADDING + codeSize;
  context.textBaseline = 'top';
  for (const block of blocks) {
    context.font = labelFont;
    context.fillStyle = '#555';
    context.fillText(block.label, PADDING, top);
    top += LINE_HEIGHT + LABEL_GAP;
    context.font = valueFont;
    context.fillStyle = '#000';
    for (const value of block.values) {
      context.fillText(value, PADDING, top);
      top += LINE_HEIGHT;
    }
    top += LABEL_GAP * 2;
  }
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The QR picture could not be encoded'))), 'image/png'));
}
