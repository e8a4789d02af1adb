import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../ui/theme/breakpoints';
import { vars } from '../../ui/theme/contract.css';
import { plainList } from '../../ui/theme/plainList.css';
import * as text from '../../ui/theme/text.css';

export { footerEstimate, rowEstimate } from './CartShop.css';

export const shopBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: `0 ${vars.space.md} ${vars.space.md}`,
  '@media': { [media.tablet]: { padding: `0 ${vars.space.lg} ${vars.space.lg}` } },
});

/** The shop's note and its actions, under its items. */
export const shopFooter = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [media.tablet]: { flexDirection: 'row', alignItems: 'flex-end', justifyContent: 'space-between' } },
});

export const shopActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

export { plainList as items };

/**
 * A shop that has not come near the screen yet: its products as light text in the space the real rows
 * will take, so the page has its full height, find-in-page and a screen reader still meet every
 * product, and nothing jumps when the real rows replace it (that happens well outside the viewport).
 */
export const placeholder = style([text.muted, { margin: 0, paddingTop: vars.space.md, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }]);

export const item = style({
  display: 'grid',
  gridTemplateColumns: '64px minmax(0, 1fr) auto',
  gridTemplateAreas: '"image info remove" "figures figures figures" "note note note"',
  gap: `${vars.space.sm} ${vars.space.md}`,
  padding: `${vars.space.md} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: '64px minmax(0, 1fr) auto auto',
      gridTemplateAreas: '"image info figures remove" "image note figures remove"',
      alignItems: 'start',
    },
  },
});

/** Places the picture in the item's grid. */
export const thumb = style({ gridArea: 'image' });

export const itemInfo = style({
  gridArea: 'info',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const itemName = style({
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const chips = style([plainList, { display: 'flex', flexWrap: 'wrap', gap: vars.space.xs }]);

export const chip = style({
  display: 'inline-flex',
  gap: vars.space.xs,
  maxWidth: '100%',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.neutralSoft,
  fontSize: vars.fontSize.xs,
  lineHeight: '22px',
  overflowWrap: 'anywhere',
});

export const chipLabel = style({ color: vars.color.textMuted });

export const itemFigures = style({
  gridArea: 'figures',
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gridTemplateAreas: '"price total" "quantity quantity"',
  alignItems: 'start',
  gap: `${vars.space.sm} ${vars.space.md}`,
  margin: 0,
  '@media': {
    [media.tablet]: { gridTemplateColumns: '7.5rem 10.5rem 8rem', gridTemplateAreas: '"price quantity total"', justifyItems: 'end' },
  },
});

export const itemFigure = style([
  text.muted,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    minWidth: 0,
    '@media': { [media.tablet]: { alignItems: 'flex-end', textAlign: 'end' } },
  },
]);

globalStyle(`${itemFigure} dd`, { margin: 0, display: 'flex', flexDirection: 'column', color: vars.color.text });

export const figureArea = styleVariants({
  price: { gridArea: 'price' },
  quantity: { gridArea: 'quantity' },
  total: { gridArea: 'total' },
});

export const lineTotal = style({ fontWeight: vars.fontWeight.semibold });

export const secondary = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

// Room for the largest quantity, 9.999, between −/+ (two 44 px buttons): at 9rem it showed `9.9`.
export const quantity = style({
  width: '10.5rem',
});

export const itemNote = style({
  gridArea: 'note',
  minWidth: 0,
});

export const remove = style({ gridArea: 'remove', justifySelf: 'end' });

export const shopNote = style({
  flex: '1 1 auto',
  maxWidth: '40rem',
});
