import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const confirmTones = ['default', 'danger'] as const;

export const message = style({
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const content = style({
  selectors: { [`${message} + &`]: { marginTop: vars.space.md } },
});
