import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

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
export const stale = style({ borderTop: `2px solid ${vars.color.brand}`, borderRadius: vars.radius.md });

export const shop = style({ display: 'inline-block', maxWidth: '24ch' });

export const actions = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space.md, whiteSpace: 'nowrap' });

export const muted = style({ color: vars.color.textMuted });
