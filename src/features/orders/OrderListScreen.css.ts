import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/contract.css';

export { page as root } from '../../ui/theme/page.css';

export { shopName as shop } from './OrderParts.css';

export const actions = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space.md, whiteSpace: 'nowrap' });

export const muted = style({ color: vars.color.textMuted });
