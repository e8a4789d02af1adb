import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Fields stacked one under another, the phone layout; a screen can lay them out otherwise via className. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
});
