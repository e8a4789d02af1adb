import { stroke } from '../Field/icons';
import * as styles from './ToneIcon.css';

export type Tone = (typeof styles.toneIconTones)[number];

const svgProps = { ...stroke, width: 20, height: 20, viewBox: '0 0 20 20' } as const;

/** Each tone has its own shape (i, tick, exclamation), so the meaning never rests on colour alone. */
export function ToneIcon({ tone }: { tone: Tone }) {
  return (
    <span className={`${styles.base} ${styles.tone[tone]}`} aria-hidden="true">
      {tone === 'info' ? (
        <svg {...svgProps}>
          <path d="M10 9v5" />
          <path d="M10 6h.01" />
        </svg>
      ) : tone === 'success' ? (
        <svg {...svgProps}>
          <path d="M5.5 10.5l3 3 6-7" />
        </svg>
      ) : (
        <svg {...svgProps}>
          <path d="M10 5v6" />
          <path d="M10 14.5h.01" />
        </svg>
      )}
    </span>
  );
}

export function CloseIcon() {
  return (
    <svg {...svgProps} width={18} height={18}>
      <path d="M5 5l10 10M15 5L5 15" />
    </svg>
  );
}
