import { createVar, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../ui/theme/breakpoints';
import { vars } from '../../ui/theme/contract.css';
import { page } from '../../ui/theme/page.css';
import * as summaryBar from '../../ui/theme/summaryBar.css';
import { plainList } from '../../ui/theme/plainList.css';
import * as text from '../../ui/theme/text.css';

/** The height an item row is expected to take: placeholders reserve it before the real row mounts. */
export const rowEstimate = createVar();
/** The same for a shop's header and its footer (note and actions). */
export const headerEstimate = createVar();
export const footerEstimate = createVar();

export const root = style([
  page,
  {
    vars: { [rowEstimate]: '360px', [headerEstimate]: '110px', [footerEstimate]: '150px' },
    '@media': { [media.tablet]: { vars: { [rowEstimate]: '152px', [headerEstimate]: '76px', [footerEstimate]: '96px' } } },
  },
]);

export const headerActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

// ─── Notices ────────────────────────────────────────────────────────────────────────────────────────

export const notice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.sm} ${vars.space.md}`,
  padding: vars.space.md,
  border: `1px solid ${vars.color.warning}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const noticeSuccess = style({
  borderColor: vars.color.success,
  background: vars.color.successSoft,
});

export const noticeText = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  flex: '1 1 16rem',
  minWidth: 0,
  margin: 0,
});

export const noticeIcon = style({ flexShrink: 0, marginTop: '2px' });

// ─── Toolbar and shops ──────────────────────────────────────────────────────────────────────────────

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

export const muted = style([text.muted, { margin: 0 }]);

export const shops = style([plainList, { display: 'flex', flexDirection: 'column', gap: vars.space.lg }]);

export const shop = style({
  overflow: 'hidden',
});

export const shopSelected = style({
  borderColor: vars.color.brand,
  boxShadow: `0 0 0 1px ${vars.color.brand}`,
});

export const shopHeader = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gridTemplateAreas: '"check title" "figures figures"',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.sm}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  '@media': {
    [media.tablet]: {
      gridTemplateAreas: '"check title" ". figures"',
      padding: `${vars.space.sm} ${vars.space.lg}`,
    },
  },
});

export const shopCheck = style({ gridArea: 'check' });

export const shopTitle = style({
  gridArea: 'title',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  minWidth: 0,
});

export const shopName = style([text.titleMd, { margin: 0, overflowWrap: 'anywhere' }]);

export const marketplaceBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: '1px solid',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: '20px',
  color: vars.color.text,
});

/** Each marketplace keeps its own colour; the name is always written, so colour is only a hint. */
export const marketplaceTone = styleVariants({
  taobao: { borderColor: vars.color.warning, background: vars.color.warningSoft },
  tmall: { borderColor: vars.color.danger, background: vars.color.dangerSoft },
  '1688': { borderColor: vars.color.info, background: vars.color.infoSoft },
  other: { borderColor: vars.color.border, background: vars.color.neutralSoft },
});

export const shopFigures = style({
  gridArea: 'figures',
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.lg}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const shopFigure = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.xs}`,
  color: vars.color.textMuted,
});

globalStyle(`${shopFigure} dd`, { margin: 0, color: vars.color.text });

export const shopFigureStrong = style({});

globalStyle(`${shopFigureStrong} dd`, { fontWeight: vars.fontWeight.semibold });

/**
 * A shop far from the viewport is neither laid out nor painted (its size is remembered, or estimated
 * from its rows), which keeps style, layout and hit testing small on a cart of a hundred shops.
 */
export const shopInner = style({
  contentVisibility: 'auto',
});

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

// ─── Items ──────────────────────────────────────────────────────────────────────────────────────────

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
    [media.tablet]: { gridTemplateColumns: '7.5rem 9rem 8rem', gridTemplateAreas: '"price quantity total"', justifyItems: 'end' },
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

export const quantity = style({
  width: '9rem',
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

// ─── Summary ────────────────────────────────────────────────────────────────────────────────────────

/**
 * The paying screens' sticky bar (the total and the order button always in reach, a hundred shops
 * down), tighter on a phone so it keeps most of the screen for the cart.
 */
export const summary = style([
  summaryBar.summary,
  {
    gap: vars.space.sm,
    padding: `${vars.space.sm} ${vars.space.md}`,
    '@media': { [media.tablet]: { gap: vars.space.lg, padding: `${vars.space.md} ${vars.space.lg}` } },
  },
]);

/** On a phone the figures run as short inline pairs, so the bar keeps most of the screen for the cart. */
export const figures = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  '@media': { [media.tablet]: { gap: `${vars.space.xs} ${vars.space.xl}` } },
});

export const figure = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  minWidth: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  '@media': { [media.tablet]: { flexDirection: 'column', alignItems: 'flex-start', gap: 0, fontSize: vars.fontSize.sm } },
});

export const value = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  '@media': { [media.tablet]: { fontSize: vars.fontSize.md } },
});

export const total = style({
  color: vars.color.brand,
});

// ─── Dialogs ────────────────────────────────────────────────────────────────────────────────────────

export { confirmList } from '../../ui/theme/summaryBar.css';

// The paying screens' row; a shop's name from Taobao may be one long word.
export const confirmRow = style([summaryBar.confirmRow, { overflowWrap: 'anywhere' }]);

export const confirmShop = style({
  flex: '1 1 auto',
  minWidth: 0,
  textAlign: 'start',
});

export const confirmFigures = style([
  summaryBar.confirmRuled,
  { display: 'flex', flexDirection: 'column', gap: vars.space.xxs, margin: `${vars.space.sm} 0 0`, fontSize: vars.fontSize.sm },
]);

export const confirmFigure = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

globalStyle(`${confirmFigure} dd`, { margin: 0 });

export const confirmTotal = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
});

export const skeletons = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});
