import jsQR from 'jsqr';

/**
 * Reads QR codes back from their pixels, as a banking app's camera would: the drawn SVG rasterised (or a
 * saved PNG decoded) and handed to jsQR, an independent reader. What it returns is what a customer's
 * app would fill in.
 */
function decodeImage(image: CanvasImageSource, width: number, height: number): string {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  const found = jsQR(context.getImageData(0, 0, width, height).data, width, height);
  if (!found) throw new Error('No QR code found in the image');
  return found.data;
}

/** The text of a QR code drawn as an `<svg>` on the page, rasterised at 8 px a module. */
export async function decodeSvgQr(svg: Element): Promise<string> {
  const source = new XMLSerializer().serializeToString(svg);
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
  await image.decode();
  const viewBox = svg.getAttribute('viewBox')?.split(' ').map(Number) ?? [];
  const modules = viewBox[2] ?? 0;
  return decodeImage(image, modules * 8, modules * 8);
}

/** The text of the QR code in a picture file (a saved PNG), the whole picture with its lines of text. */
export async function decodeQrFile(file: Blob): Promise<string> {
  const bitmap = await createImageBitmap(file);
  return decodeImage(bitmap, bitmap.width, bitmap.height);
}

/** An EMVCo payload's fields by id (a template's fields are read with this again). */
export function emvFields(payload: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (let at = 0; at < payload.length; ) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    if (!/^\d\d$/.test(id) || Number.isNaN(length)) throw new Error(`Not an EMVCo field at ${String(at)}: ${payload.slice(at)}`);
    fields[id] = payload.slice(at + 4, at + 4 + length);
    at += 4 + length;
  }
  return fields;
}

/** CRC-16/CCITT-FALSE, written again here so the test does not trust the code it checks. */
export function crcOf(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export interface VietQrFields {
  pointOfInitiation: string;
  guid: string;
  bin: string;
  accountNumber: string;
  service: string;
  currency: string;
  amount: string | undefined;
  country: string;
  content: string | undefined;
  /** Whether the last field is a CRC, and the right one. */
  crcValid: boolean;
}

/** A VietQR payload read field by field, with its CRC checked. */
export function readVietQr(payload: string): VietQrFields {
  const root = emvFields(payload);
  const merchant = emvFields(root['38'] ?? '');
  const beneficiary = emvFields(merchant['01'] ?? '');
  const additional = emvFields(root['62'] ?? '');
  return {
    pointOfInitiation: root['01'] ?? '',
    guid: merchant['00'] ?? '',
    bin: beneficiary['00'] ?? '',
    accountNumber: beneficiary['01'] ?? '',
    service: merchant['02'] ?? '',
    currency: root['53'] ?? '',
    amount: root['54'],
    country: root['58'] ?? '',
    content: additional['08'],
    crcValid: payload.slice(-8, -4) === '6304' && crcOf(payload.slice(0, -4)) === payload.slice(-4),
  };
}
