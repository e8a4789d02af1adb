import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { breakpoints } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';
import { box as checkboxBox } from '../Checkbox/Checkbox.css';
import { visuallyHiddenRules } from '../VisuallyHidden/VisuallyHidden.css';

/**
 * Two layouts from one markup. From 768 px of *container* width it is a table; below, each row is a
 * card and each cell shows its column's name (`data-label`) before its value. A container query rather
 * than a media query: the table is narrow inside a side panel on a wide screen too, and a story can
 * show the cards by giving the table a narrow parent.
 *
 * The table styles are written first and the cards override them, the reverse of the mobile-first
 * rule elsewhere: a table's display values (table-row, table-cell…) are what the browser gives
 * `<tr>`/`<td>` anyway, whereas restoring them from a card layout would mean repeating every one.
 * Semantics do not change with the layout: every element has an explicit role (react-aria's grid roles,
 * or the read-only table's), which survives `display: block` (native table semantics alone would not,
 * in Safari).
 */
export const container = createContainer('table');
const cards = `${container} (width < ${breakpoints.tablet}px)`;
/** The container query under which a Table is a table, not cards: for a cell's content that differs in the two. */
export const tableLayout = `${container} (width >= ${breakpoints.tablet}px)`;

export const scroll = style({
  containerName: container,
  containerType: 'inline-size',
  overflow: 'auto',
  // Column names hidden in the card layout are positioned against this box, not some distant ancestor.
  position: 'relative',
  // Scrolling to the end of a wide table does not go on to swipe the page (or go back in history).
  overscrollBehaviorX: 'contain',
  borderRadius: vars.radius.md,
  width: '100%',
  // A read-only table's box is a Tab stop (see Table.tsx).
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.sm,
  background: vars.color.surface,
  outline: 'none',
  '@container': { [cards]: { display: 'block', background: 'transparent' } },
});

export const header = style({
  '@container': { [cards]: { display: 'block' } },
});

globalStyle(`${header} > tr`, {
  '@container': {
    [cards]: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: vars.space.xs,
      marginBottom: vars.space.sm,
    },
  },
});

export const column = style({
  // Sticky within the scroll area: the header stays in view when the table is given a max height.
  position: 'sticky',
  top: 0,
  zIndex: 1,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceSunken,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'start',
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
  '@container': {
    // Column names are read by screen readers with each cell, so in the card layout they are only
    // hidden from view.
    [cards]: visuallyHiddenRules,
  },
});

export const alignEnd = style({
  textAlign: 'end',
});

export const columnInner = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const selectionColumn = style({
  width: '1%',
  '@container': {
    [cards]: {
      position: 'static',
      width: 'auto',
      height: 'auto',
      overflow: 'visible',
      clipPath: 'none',
      whiteSpace: 'nowrap',
      display: 'inline-flex',
      margin: '0 auto 0 0',
      padding: 0,
      border: 0,
      background: 'transparent',
    },
  },
});

export const body = style({
  '@container': {
    [cards]: { display: 'flex', flexDirection: 'column', gap: vars.space.sm },
  },
});

globalStyle(`${body}[data-empty] td`, {
  '@container': { [cards]: { display: 'block', padding: 0 } },
});

export const row = style({
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&[data-selected]': { background: vars.color.brandSoft },
  },
  // A row that a click ticks shows it under the pointer; not on touch, where :hover stays after a tap.
  '@media': { '(hover: hover)': { selectors: { '&[data-selectable]:not([data-selected]):hover': { background: vars.color.surfaceSunken } } } },
  '@container': {
    [cards]: {
      position: 'relative',
      display: 'grid',
      gap: vars.space.xs,
      padding: vars.space.md,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      background: vars.color.surface,
      selectors: {
        '&[data-selected]': { borderColor: vars.color.brand },
      },
    },
  },
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  // One line per row: a table too wide for its box scrolls sideways instead of squeezing a column
  // into a tower of single words.
  whiteSpace: 'nowrap',
  selectors: {
    '&[role="rowheader"]': { fontWeight: vars.fontWeight.semibold },
  },
  '@container': {
    [cards]: {
      display: 'flex',
      justifyContent: 'space-between',
      alignItems: 'baseline',
      gap: vars.space.md,
      padding: 0,
      border: 0,
      textAlign: 'end',
      minWidth: 0,
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
    },
  },
});

// The column name before each value in a card. `/ ""` is the alternative text of generated content:
// screen readers already hear the column header with each cell and must not hear it twice.
globalStyle(`${cell}[data-label]::before`, {
  '@container': {
    [cards]: {
      content: 'attr(data-label) / ""',
      flexShrink: 0,
      color: vars.color.textMuted,
      fontWeight: vars.fontWeight.regular,
      textAlign: 'start',
    },
  },
});

export const selectionCell = style({
  width: '1%',
  '@container': {
    [cards]: {
      position: 'absolute',
      top: vars.space.xxs,
      right: vars.space.xxs,
      width: 'auto',
    },
  },
});

// The first line of a card makes room for the checkbox in its corner.
globalStyle(`${selectionCell} + td`, {
  '@container': { [cards]: { paddingRight: vars.size.control } },
});

export const checkbox = style({
  // The hidden input is placed against its label, not some distant ancestor.
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  justifyContent: 'center',
  minWidth: '32px',
  minHeight: '32px',
  cursor: 'pointer',
  color: vars.color.text,
  fontWeight: vars.fontWeight.regular,
  '@container': { [cards]: { minWidth: vars.size.control, minHeight: vars.size.control } },
  selectors: { '&[data-disabled]': { cursor: 'not-allowed' } },
});

/**
 * The native checkbox, out of sight but still what is focused, ticked and read; a tap anywhere on its
 * label (the drawn box, the words) ticks it.
 */
export const input = style(visuallyHiddenRules);

// The drawn box is the shared one (ui/Checkbox); its focus follows the native input's, which React does not track.
globalStyle(`${input}:focus-visible + ${checkboxBox}`, { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' });

/** 'Chọn tất cả' in words beside the header checkbox, where the card layout has room for it. */
export const selectAllText = style({
  display: 'none',
  '@container': { [cards]: { display: 'inline', color: vars.color.text } },
});
