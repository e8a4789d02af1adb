/**
 * One stroked path per icon on a 24 × 24 grid (2px stroke, round joins), drawn for this portal so the
 * set stays a few hundred bytes gzipped. Circles are written as two arcs so every icon is one `d`.
 */
const circle = (cx: number, cy: number, r: number) => `M${cx + r} ${cy}a${r} ${r} 0 1 1-${2 * r} 0a${r} ${r} 0 1 1 ${2 * r} 0`;

export const iconPaths = {
  cart: `M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2${circle(9, 19.5, 1.5)}${circle(17, 19.5, 1.5)}`,
  order: 'M7 3h10a1 1 0 0 1 1 1v17l-3-2-3 2-3-2-3 2V4a1 1 0 0 1 1-1zM9 8h6M9 12h6M9 16h3',
  truck: `M2 6h11v10H2zM13 10h4l3 3v3h-7${circle(6, 18, 2)}${circle(17, 18, 2)}`,
  box: 'M3 7l9-4 9 4v10l-9 4-9-4zM3 7l9 4 9-4M12 11v10',
  wallet: 'M3 7a2 2 0 0 1 2-2h13v4M3 7v11a2 2 0 0 0 2 2h15V9H5a2 2 0 0 1-2-2zM16 14.5h1',
  message: 'M4 5h16v11H9l-5 4zM8 9h8M8 12h5',
  user: `${circle(12, 8, 4)}M4 21a8 8 0 0 1 16 0`,
  home: 'M3 11l9-8 9 8M5 9.5V21h5v-6h4v6h5V9.5',
  'chevron-right': 'M9 6l6 6-6 6',
  'chevron-left': 'M15 6l-6 6 6 6',
  'chevron-down': 'M6 9l6 6 6-6',
  'chevron-up': 'M6 15l6-6 6 6',
  'arrow-up': 'M12 19V5M6 11l6-6 6 6',
  'arrow-down': 'M12 5v14M6 13l6 6 6-6',
  sort: 'M8 9l4-4 4 4M8 15l4 4 4-4',
  check: 'M5 12.5l4.5 4.5L19 7',
  warning: 'M12 3l10 18H2zM12 10v5M12 18v.01',
  info: `${circle(12, 12, 9)}M12 11v6M12 7.5v.01`,
  error: `${circle(12, 12, 9)}M15 9l-6 6M9 9l6 6`,
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  logout: 'M9 21H5a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h4M16 17l5-5-5-5M21 12H9',
  search: `${circle(11, 11, 7)}M21 21l-5-5`,
  plus: 'M12 5v14M5 12h14',
  minus: 'M6 12h12',
  trash: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6',
} as const;
