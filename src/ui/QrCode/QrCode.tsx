import { useMemo } from 'react';
import { cx } from '../Field';
import type { QrModules } from './types';
import * as styles from './QrCode.css';

export interface QrCodeProps {
  /** The code's dark modules (`encodeQr`, `useDrawnQr`). */
  modules: QrModules;
  /** What the code is for, said to those who cannot see it. */
  label: string;
  className?: string;
}

/**
 * A QR code drawn as one SVG path: sharp at any size and in print. Black on white whatever the theme,
 * since scanners read dark modules on a light ground.
 */
export function QrCode({ modules, label, className }: QrCodeProps) {
  const size = modules.length;
  const path = useMemo(() => modules.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ''))).join(''), [modules]);
  return (
    <svg className={cx(styles.code, className)} viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

/** The square a code takes while it is encoded: nothing on the page moves when the code arrives. */
export function QrCodePlaceholder({ className }: { className?: string }) {
  return <div className={cx(styles.code, styles.pending, className)} />;
}
