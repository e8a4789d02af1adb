import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/contract.css';

export { confirmList, confirmRow, confirmTotal } from '../../ui/theme/summaryBar.css';
export { page as root } from '../../ui/theme/page.css';

export { shopName as shop } from './OrderParts.css';

export const due = style({ fontWeight: vars.fontWeight.semibold });
