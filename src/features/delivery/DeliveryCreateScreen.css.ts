import { style } from '@vanilla-extract/css';
import * as box from '../../ui/theme/box.css';
import { media } from '../../ui/theme/breakpoints';
import { vars } from '../../ui/theme/contract.css';
import * as summaryBar from '../../ui/theme/summaryBar.css';
import * as text from '../../ui/theme/text.css';

export { full } from '../../ui/theme/formGrid.css';
export { confirmRow, confirmTotal } from '../../ui/theme/summaryBar.css';

export { page as root } from '../../ui/theme/page.css';

export const form = style({ gap: vars.space.xl, minWidth: 0 });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const sectionTitle = style([text.titleLg, { margin: 0 }]);

/** Receiver fields: one column on a phone; name and phone side by side from a tablet on. */
export const fields = style([
  box.fieldGroup,
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.md,
    '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  },
]);

export const wrap = style({ overflowWrap: 'anywhere' });

export const due = style({ fontWeight: vars.fontWeight.semibold });

export const muted = style({ color: vars.color.textMuted });

/** Shorter than the other questions' lists: the receiver's details stand under it. */
export const confirmList = style([summaryBar.confirmList, { maxHeight: '30vh' }]);

export const confirmFacts = style([
  summaryBar.confirmRuled,
  { display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: `${vars.space.md} 0 0`, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' },
]);

export const confirmFact = style({ display: 'grid', gridTemplateColumns: '7.5rem minmax(0, 1fr)', gap: vars.space.sm });
export const confirmTerm = style({ color: vars.color.textMuted });
export const confirmDetail = style({ margin: 0 });

