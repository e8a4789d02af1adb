import { encode } from 'uqr';
import { QR_QUIET_ZONE, type QrModules } from './types';

/**
 * The dark modules of a QR code of `text`. Error correction M (15 %), what banking apps' own codes use: a
 * printed or photographed code still reads with a smudge. Runs in the QR worker (`qr.worker.ts`); only
 * where a worker cannot start does the page import it.
 */
export function qrModules(text: string): QrModules {
  return encode(text, { ecc: 'M', border: QR_QUIET_ZONE }).data;
}
