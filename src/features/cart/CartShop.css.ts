import { createVar, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../ui/theme/breakpoints';
import { vars } from '../../ui/theme/contract.css';
import * as text from '../../ui/theme/text.css';

/** The height an item row is expected to take: placeholders reserve it before the real row mounts. */
export const rowEstimate = createVar();
/** The same for a shop's header and its footer (note and actions). */
export const headerEstimate = createVar();
export const footerEstimate = createVar();

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
