import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../ui/theme/breakpoints';
import { iconTile } from '../../ui/theme/iconTile.css';
import { vars } from '../../ui/theme/contract.css';
import { plainList } from '../../ui/theme/plainList.css';
import * as text from '../../ui/theme/text.css';

/**
 * The grids below follow the width the dashboard gets, not the window's: beside the sidebar a 1024 px
 * tablet leaves it about 720 px, a 768 px one under 500.
 */
const page = createContainer();

export const layout = style({
  containerName: page,
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': {
    [media.tablet]: { gap: vars.space.xl },
  },
});

/** One card per row when narrow, two (the third across) from 520 px, three from 760 px. */
export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  '@container': {
    [`${page} (min-width: 520px)`]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.lg },
    [`${page} (min-width: 760px)`]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const stat = style({
  display: 'flex',
  flexDirection: 'column',
  '@container': {
    [`${page} (min-width: 520px) and (max-width: 759.98px)`]: {
      selectors: { '&:last-child:nth-child(odd)': { gridColumn: '1 / -1' } },
    },
  },
});

export const statBody = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: 0,
});

export const statIcon = style([iconTile, { width: '44px', height: '44px', borderRadius: vars.radius.md, background: vars.color.brandSoft, color: vars.color.brand }]);

export const statValue = style([text.titleXl, { minWidth: 0, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }]);

export const statNote = style([text.muted, { marginTop: vars.space.sm }]);

export const statLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.lg}`,
  marginTop: 'auto',
  paddingTop: vars.space.sm,
});

/** Links under a figure: 44px tall targets, for a thumb. */
export const statLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const quickList = style([
  plainList,
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: vars.space.sm,
    '@container': {
      [`${page} (min-width: 600px)`]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', gap: vars.space.md },
    },
  },
]);

// Five links in two columns: the odd one out takes the whole last row.
globalStyle(`${quickList} > li:last-child:nth-child(odd)`, {
  '@container': {
    [`${page} (max-width: 599.98px)`]: { gridColumn: '1 / -1' },
  },
});

export const quickLink = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  height: '100%',
  minHeight: '88px',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'center',
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.brand, background: vars.color.brandSoft, color: vars.color.brandHover, textDecoration: 'none' },
    '&:active': { background: vars.color.neutralSoft, color: vars.color.text },
  },
});

export const quickIcon = style({
  display: 'inline-flex',
  color: vars.color.brand,
});

export const quickLabel = style({
  overflowWrap: 'anywhere',
});

/** Shops take the wide column; the small cards stack beside them on a desktop. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@container': {
    [`${page} (min-width: 880px)`]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', gap: vars.space.xl },
  },
});

export const aside = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  '@container': {
    [`${page} (min-width: 880px)`]: { gap: vars.space.xl },
  },
});

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export { muted } from '../../ui/theme/text.css';

export const strongLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  fontWeight: vars.fontWeight.semibold,
});

export const supporterName = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const contactList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  width: '100%',
  margin: 0,
});

export const contactRow = style({
  display: 'grid',
  gridTemplateColumns: '88px minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.control,
});

export const contactValue = style({
  margin: 0,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const contactLink = style({
  display: 'inline-block',
  paddingBlock: vars.space.xs,
});

/** ui/Link allows no mailto: yet, so the email is a plain anchor drawn like one. */
export const mailLink = style([
  contactLink,
  {
    color: vars.color.brand,
    textDecoration: 'underline',
    textUnderlineOffset: '0.15em',
    borderRadius: vars.radius.sm,
    selectors: {
      '&:hover': { color: vars.color.brandHover, textDecorationThickness: '2px' },
    },
  },
]);

export const shopList = style([plainList, { display: 'flex', flexDirection: 'column' }]);

export const shop = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: {
    '&:first-child': { borderTop: 'none', paddingTop: 0 },
    '&:last-child': { paddingBottom: 0 },
  },
});

export const shopHead = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  minWidth: 0,
});

export const shopIcon = style([iconTile, { width: '36px', height: '36px', borderRadius: vars.radius.md, background: vars.color.neutralSoft, color: vars.color.textMuted }]);

export const shopText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const shopName = style({
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const shopHost = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  overflowWrap: 'anywhere',
});

export const shopItems = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingInlineStart: `calc(36px + ${vars.space.md})`,
});

export const shopItemsTitle = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
});

export const itemList = style([plainList, { display: 'flex', flexDirection: 'column', gap: vars.space.xxs }]);

export const itemLink = style({
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  paddingBlock: vars.space.xxs,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});

globalStyle(`${table} th`, {
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.xs,
});

globalStyle(`${table} tbody tr:last-child td`, { borderBottom: 'none' });

export const feeCell = style({});

globalStyle(`${table} ${feeCell}`, {
  textAlign: 'end',
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});
