import { style } from '@vanilla-extract/css';

export const layoutElements = ['div', 'section', 'ul', 'ol', 'li', 'header', 'footer', 'nav', 'span'] as const;

/** Lists used for layout lose their bullets and indent; their semantics (list, n items) stay. */
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

/** Stops long words (shop names, order codes) from pushing a flex child wider than the screen. */
export const minWidthZero = style({ minWidth: 0 });
