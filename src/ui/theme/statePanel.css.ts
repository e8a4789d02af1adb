import { style } from '@vanilla-extract/css';
import { iconTile } from './iconTile.css';
import { vars } from './contract.css';

/**
 * The centred panel that stands in for content that is not there: EmptyState (nothing yet) and
 * ErrorState (could not load). Each adds the colours of its icon and the width of its text.
 */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  // Table cells are left-aligned and nowrap; a panel inside one must still wrap and centre.
  whiteSpace: 'normal',
});

/** The round badge behind the icon; the state gives its colours. */
export const icon = style([iconTile, { width: '56px', height: '56px', borderRadius: '50%', marginBottom: vars.space.xs }]);

export { titleLg as title } from './text.css';

/** The line under the title; the state gives its measure. */
export { muted as text } from './text.css';

export const action = style({
  marginTop: vars.space.sm,
});
