import type { SVGProps } from 'react';

/**
 * The three glyphs the form controls need that the shared `Icon` set lacks, drawn the same way
 * (24 × 24, 2px round stroke, currentColor). Decorative: the button around each carries the name.
 * They could move into `src/ui/Icon/paths.ts` as 'eye', 'eye-off' and 'calendar'.
 */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/** Also the drawing of the dialog's tone icons (ui/Dialog/ToneIcon), which give their own 20 × 20 box. */
export const stroke = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

export const EyeIcon = (props: IconProps) => (
  <svg {...stroke} {...props}>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </svg>
);

export const EyeOffIcon = (props: IconProps) => (
  <svg {...stroke} {...props}>
    <path d="M10.6 5.1A9.9 9.9 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-2.7 3.6M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a9.8 9.8 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    <path d="m3 3 18 18" />
  </svg>
);

export const CalendarIcon = (props: IconProps) => (
  <svg {...stroke} {...props}>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </svg>
);
