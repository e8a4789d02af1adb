import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/contract.css';
import { muted as mutedLine } from '../../ui/theme/text.css';

export { page as root } from '../../ui/theme/page.css';

/**
 * A cell of several lines. Table cells do not wrap (src/ui/Table); these lines do, within a measure,
 * so the six columns fit beside the sidebar at 1280 px. In the phone cards it fills the space beside
 * the column name, its lines read from the left.
 */
export const stack = style({
  display: 'flex',
  flex: '1 1 auto',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  minWidth: 0,
  textAlign: 'start',
  whiteSpace: 'normal',
});

/** Secondary lines; regular weight even in the row header, whose cell is bold. */
export const muted = style([mutedLine, { fontWeight: vars.fontWeight.regular, overflowWrap: 'anywhere' }]);

export const reason = style({ fontWeight: vars.fontWeight.semibold });

/** Long descriptions and answers wrap within a readable measure instead of stretching the table. */
export const text = style({ maxWidth: '30ch', overflowWrap: 'anywhere', whiteSpace: 'pre-line' });

export const answer = style({ maxWidth: '26ch', overflowWrap: 'anywhere', whiteSpace: 'pre-line' });

export const nowrap = style({ whiteSpace: 'nowrap' });

export const items = style([mutedLine, { maxWidth: '30ch', overflowWrap: 'anywhere' }]);

export const amount = style({ display: 'flex', flexDirection: 'column', whiteSpace: 'nowrap' });

/** One choice needs no whole row: the status box keeps a box's width on a wide screen. */
export const statusFilter = style({ maxWidth: '22rem' });
