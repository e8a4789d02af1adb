import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../ui/theme/breakpoints';
import { vars } from '../../ui/theme/contract.css';
import { firstScreenHeight } from '../../ui/theme/global.css';
import * as text from '../../ui/theme/text.css';

/**
 * Mobile first: on a phone the form fills the screen under a slim brand band (no card, no margins to
 * waste); from tablet width it sits in a centred card; on a desktop the brand becomes a side panel.
 */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  minHeight: '100vh',
  background: vars.color.surface,
  '@media': {
    [media.tablet]: {
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.xl,
      padding: `${vars.space.xxl} ${vars.space.xl}`,
      background: vars.color.surfaceSunken,
    },
  },
});

export const main = style({
  display: 'flex',
  justifyContent: 'center',
  width: '100%',
});

/**
 * On a phone, a page with a footer (the warehouse contacts of #/login) gives the first screen to the
 * form: the footer starts below it. Its contents arrive late, with the website info; in view, the
 * skeleton turned into text under the customer's eyes, and the longest address became the page's
 * largest paint, so LCP waited for that read (≈ 3 s in Lighthouse instead of the form's ≈ 0.9 s;
 * docs/decisions.md). From tablet width the card is centred with the footer under it, as before.
 */
export const mainAboveFooter = style({
  minHeight: firstScreenHeight,
  '@media': {
    [media.tablet]: { minHeight: 'auto' },
  },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  background: vars.color.surfaceRaised,
  '@media': {
    [media.tablet]: {
      maxWidth: '560px',
      overflow: 'hidden',
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.lg,
      boxShadow: vars.shadow.md,
    },
    [media.desktop]: {
      flexDirection: 'row',
      maxWidth: '960px',
    },
  },
});

/** The register form has three rows of two fields on a desktop; it needs the room. */
export const cardWide = style({
  '@media': {
    [media.desktop]: { maxWidth: '1080px' },
  },
});

export const brand = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.lg}`,
  background: vars.color.brand,
  color: vars.color.onBrand,
  '@media': {
    [media.tablet]: { padding: `${vars.space.xl} ${vars.space.xl}` },
    [media.desktop]: {
      flex: '0 0 360px',
      justifyContent: 'center',
      gap: vars.space.xl,
      padding: `${vars.space.xxxl} ${vars.space.xxl}`,
    },
  },
});

export const brandMark = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
});

export const brandLogo = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.md,
  background: vars.color.onBrand,
  color: vars.color.brand,
});

export const brandName = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const brandTagline = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  '@media': {
    [media.desktop]: { fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.tight },
  },
});

/** The selling points only fit beside the form; on smaller screens the form comes first. */
export const brandPoints = style({
  display: 'none',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.md,
  '@media': {
    [media.desktop]: { display: 'flex' },
  },
});

export const brandPoint = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const brandPointIcon = style({
  marginTop: '2px',
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  flex: '1 1 auto',
  minWidth: 0,
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxl}`,
  '@media': {
    [media.tablet]: { padding: vars.space.xxl },
    [media.desktop]: { padding: `${vars.space.xxxl} ${vars.space.xxxl}` },
  },
});

export const heading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export { titleXxl as title } from '../../ui/theme/text.css';

export const intro = style([text.muted, { '@media': { [media.tablet]: { fontSize: vars.fontSize.md } } }]);

/** "Chưa có tài khoản? Đăng ký" under a form. */
export const switchLine = style([text.muted, { textAlign: 'center' }]);

// The link in that line is the only way on for a new customer: make it as easy to hit as a button.
globalStyle(`${switchLine} a`, {
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.xxs}`,
  fontWeight: vars.fontWeight.semibold,
});

// Page footer ----------------------------------------------------------------------------------------

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  // On a phone the grey footer runs to the bottom of a short page instead of stopping halfway.
  flexGrow: 1,
  width: '100%',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  fontSize: vars.fontSize.sm,
  '@media': {
    [media.tablet]: { flexGrow: 0, maxWidth: '560px', padding: 0, border: 'none', background: 'transparent' },
    [media.desktop]: { maxWidth: '960px' },
  },
});

export const footerWide = style({
  '@media': {
    [media.desktop]: { maxWidth: '1080px' },
  },
});
