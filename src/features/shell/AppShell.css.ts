import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../../ui/theme/breakpoints';
import { iconTile } from '../../ui/theme/iconTile.css';
import { vars } from '../../ui/theme/contract.css';
import { printHidden } from '../../ui/theme/print.css';
// The page-wide print rules come with the shell: every printed page is in it, the login page is not.
import '../../ui/theme/printPage.css';

const headerHeight = '60px';
const sidebarWidth = '256px';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  background: vars.color.surfaceSunken,
});

/** Off screen until a keyboard user tabs onto it: then the first thing in the top left corner. */
export const skipLink = style([printHidden, {
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  top: vars.space.sm,
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none', outlineColor: vars.color.focusRing },
  },
}]);

export const header = style([printHidden, {
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  height: headerHeight,
  padding: `0 ${vars.space.sm}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [media.tablet]: { gap: vars.space.md, padding: `0 ${vars.space.lg}` },
  },
}]);

export const menuButton = style({
  width: vars.size.control,
  padding: 0,
  flexShrink: 0,
  color: vars.color.text,
  '@media': {
    [media.tablet]: { display: 'none' },
  },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  minHeight: vars.size.control,
  paddingInlineEnd: vars.space.xs,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.brandHover, textDecoration: 'none' },
  },
});

export const brandLogo = style([iconTile, { width: '32px', height: '32px', borderRadius: vars.radius.md, background: vars.color.brand, color: vars.color.onBrand }]);

/** On the narrowest phones the name gives way (ellipsis) before the buttons do. */
export const brandName = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const headerActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  flexShrink: 0,
  marginInlineStart: 'auto',
  minWidth: 0,
});

export const notice = style([printHidden, {
  background: vars.color.warningSoft,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
}]);

export const noticeInner = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  '@media': {
    [media.tablet]: { padding: `${vars.space.sm} ${vars.space.lg}` },
  },
});

export const noticeIcon = style({
  marginTop: '10px',
  color: vars.color.warning,
});

export const noticeText = style({
  flex: '1 1 auto',
  minWidth: 0,
  padding: `${vars.space.sm} 0`,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
});

export const noticeClose = style({
  width: vars.size.controlSm,
  padding: 0,
  flexShrink: 0,
  color: vars.color.text,
});

/**
 * From tablet width the sidebar's white column and its border run to the bottom of the page, however
 * long the screen is: the sidebar itself is only as tall as the window (it stays in view).
 */
export const body = style({
  display: 'flex',
  flex: '1 1 auto',
  minWidth: 0,
  '@media': {
    [media.tablet]: {
      background: `linear-gradient(to right, ${vars.color.surface} calc(${sidebarWidth} - 1px), ${vars.color.border} calc(${sidebarWidth} - 1px) ${sidebarWidth}, transparent ${sidebarWidth})`,
    },
  },
});

export const sidebar = style([printHidden, {
  display: 'none',
  '@media': {
    [media.tablet]: {
      display: 'block',
      position: 'sticky',
      top: headerHeight,
      flex: `0 0 ${sidebarWidth}`,
      width: sidebarWidth,
      height: `calc(100vh - ${headerHeight})`,
      overflowY: 'auto',
      overscrollBehavior: 'contain',
      background: vars.color.surface,
      borderInlineEnd: `1px solid ${vars.color.border}`,
    },
  },
}]);

export const main = style({
  flex: '1 1 auto',
  minWidth: 0,
  // Focus lands here from the skip link; the page itself is not a control, so no ring.
  outline: 'none',
});

/** Lines of text stay readable on a 1920 px screen. */
export const content = style({
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxl}`,
  '@media': {
    [media.tablet]: { padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.xxxl}` },
  },
});

const fadeIn = keyframes({ from: { opacity: 0 } });
const slideIn = keyframes({ from: { transform: 'translateX(-100%)' } });

export const drawerOverlay = style([printHidden, {
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.drawer,
  display: 'flex',
  background: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} 150ms ease-out` },
  },
}]);

export const drawer = style({
  width: 'min(320px, 88vw)',
  height: '100%',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${slideIn} 200ms ease-out` },
  },
});

export const drawerDialog = style({
  outline: 'none',
});

export const drawerHead = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  height: headerHeight,
  padding: `0 ${vars.space.sm} 0 ${vars.space.lg}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const drawerTitle = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const drawerClose = style({
  width: vars.size.control,
  padding: 0,
  color: vars.color.text,
});
