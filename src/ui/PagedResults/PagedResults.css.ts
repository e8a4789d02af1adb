import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const results = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, position: 'relative', minWidth: 0 });

export const updating = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** The previous page while the next loads: fully readable, marked by a brand line above it. */
export const stale = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0, borderTop: `2px solid ${vars.color.brand}`, borderRadius: vars.radius.md });

export const current = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
