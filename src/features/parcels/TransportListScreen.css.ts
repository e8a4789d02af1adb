import { style } from '@vanilla-extract/css';

export { page as root } from '../../ui/theme/page.css';

// Table cells keep to one line (the table scrolls sideways instead); these two texts can be long and
// wrap inside their column rather than push the table off the page.

/** Order codes may be long runs without spaces: they break anywhere. */
export const orderCode = style({ display: 'inline-block', maxWidth: '24ch', whiteSpace: 'normal', overflowWrap: 'anywhere' });

/** Warehouse names can be long ('Kho Thành phố Hồ Chí Minh – Quận Tân Bình'). */
export const warehouse = style({ display: 'inline-block', maxWidth: '22ch', whiteSpace: 'normal' });
