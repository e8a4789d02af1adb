import { style } from '@vanilla-extract/css';

/**
 * What has no use on paper (the shell, a page's actions, toasts, forms to fill in): gone when printed.
 * One class, composed where such a part is styled, rather than a rule per screen. The page-wide print
 * rules (black on white, nothing cut) are printPage.css.ts, loaded with the shell.
 */
export const printHidden = style({ '@media': { print: { display: 'none !important' } } });
