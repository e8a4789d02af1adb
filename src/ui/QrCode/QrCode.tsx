import { encode } from 'uqr';
import { cx } from '../Field';
import * as styles from './QrCode.css';

/** Modules of white around the code, as the QR standard asks, so a camera finds its edges. */
export const QR_QUIET_ZONE = 4;

/**
 * The dark modules of a QR code of `text`, quiet zone included: `dark[y][x]`. Error correction M (15 %),
 * what banking apps' own codes use: a printed or photographed code still reads with a smudge.
 */
export function qrModules(text: string): boolean[][] {
  return encode(text, { ecc: 'M', border: QR_QUIET_ZONE }).data;
}

export interface QrCodeProps {
  /** What the code holds. */
  value: string;
  /** What the code is for, said to those who cannot see it. */
  label: string;
  className?: string;
}

/**
 * A QR code drawn as one SVG path: sharp at any size and in print. Black on white whatever the theme,
 * since scanners read dark modules on a light ground.
 */
export function QrCode({ value, label, className }: QrCodeProps) {
  const modules = qrModules(value);
  const size = modules.length;
  const path = modules.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ''))).join('');
  return (
    <svg className={cx(styles.code, className)} viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
