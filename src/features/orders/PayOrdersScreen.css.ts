import { style } from '@vanilla-extract/css';
import { media } from '../../ui/theme/breakpoints';
import { vars } from '../../ui/theme/contract.css';

export { confirmList, confirmRow, confirmTotal, figure, figures, negative, problem as short, summary, value } from '../../ui/theme/summaryBar.css';
export { page as root } from '../../ui/theme/page.css';

export { shopName as shop } from './OrderParts.css';

export const due = style({ fontWeight: vars.fontWeight.semibold });

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.sm,
  '@media': { [media.tablet]: { flexDirection: 'row', alignItems: 'center' } },
});

