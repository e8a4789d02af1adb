import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

export const dialogSizes = ['sm', 'md', 'lg'] as const;

const fadeIn = keyframes({ from: { opacity: 0 } });
const fadeOut = keyframes({ to: { opacity: 0 } });
const sheetIn = keyframes({ from: { transform: 'translateY(100%)' } });
const cardIn = keyframes({ from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  // react-aria measures the visual viewport: when a phone keyboard opens, the sheet shrinks above it
  // instead of hiding its inputs behind the keyboard.
  maxHeight: 'var(--visual-viewport-height)',
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  background: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} 150ms ease-out` },
    '&[data-exiting]': { animation: `${fadeOut} 120ms ease-in` },
  },
  '@media': {
    [media.tablet]: { alignItems: 'center', padding: vars.space.xl },
  },
});

/** Phones get a full-width bottom sheet (thumb reach); wider screens a centred card. */
export const modal = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  maxHeight: '90%',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${sheetIn} 200ms ease-out` },
  },
  '@media': {
    [media.tablet]: {
      maxHeight: '100%',
      borderRadius: vars.radius.lg,
      selectors: { '&[data-entering]': { animation: `${cardIn} 150ms ease-out` } },
    },
  },
});

export const size = styleVariants({
  sm: { '@media': { [media.tablet]: { maxWidth: '400px' } } },
  md: { '@media': { [media.tablet]: { maxWidth: '560px' } } },
  lg: { '@media': { [media.tablet]: { maxWidth: '800px' } } },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  minHeight: 0,
  // react-aria focuses the dialog itself when nothing inside asks for focus; the container is not a
  // control, so it shows no ring (its content does).
  selectors: { '&:focus, &:focus-visible': { outline: 'none' } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.lg} 0`,
});

export const title = style({
  flex: '1 1 auto',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const closeButton = style({
  marginTop: `calc(-1 * ${vars.space.xs})`,
  marginRight: `calc(-1 * ${vars.space.sm})`,
  padding: 0,
  width: vars.size.controlSm,
  flexShrink: 0,
  color: vars.color.textMuted,
});

export const body = style({
  padding: vars.space.lg,
  overflowY: 'auto',
  minHeight: 0,
  // A field scrolled to by focus (a form's first error) stops with its label inside the box, not cut by
  // the box's top edge with only its lower half showing (WebKit scrolled only until part of it showed).
  scrollPaddingTop: vars.space.xxl,
  selectors: {
    '&:focus-visible': { outlineOffset: '-2px' },
    // Lines at both ends show there is more above or below than the sheet can hold.
    '&[data-scrollable]': { borderTop: `1px solid ${vars.color.border}`, borderBottom: `1px solid ${vars.color.border}`, marginTop: vars.space.md },
  },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
  selectors: { [`${body}[data-scrollable] + &`]: { paddingTop: vars.space.lg } },
  // The home indicator of notched phones sits over the bottom of a sheet.
  paddingBottom: `max(${vars.space.lg}, env(safe-area-inset-bottom))`,
});

// Thumb-sized, equal buttons on phones; natural width on wider screens.
globalStyle(`${footer} > *`, {
  flex: '1 1 0',
  '@media': { [media.tablet]: { flex: '0 0 auto' } },
});
