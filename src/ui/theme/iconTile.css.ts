import { style } from '@vanilla-extract/css';

/**
 * An icon or initials centred on a tinted tile that keeps its size in a row: an avatar, a dialog's tone
 * icon, the icon of an empty, error or status panel (round), a dashboard figure's icon, the brand mark
 * (rounded square). The component adds the size, the corners and the colours.
 */
export const iconTile = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
});
