import { globalStyle } from '@vanilla-extract/css';

// A printed page (an order, the deposit instructions with their VietQR codes): black on white, with no
// tinted panels or shadows that cost ink and grey out the text, no control that cannot be pressed on
// paper, and nothing cut: a code or an account number read off paper must be whole. Loaded with the
// shell (AppShell.css.ts), so the login page's first load does not carry it.
const print = (rule: Parameters<typeof globalStyle>[1]) => ({ '@media': { print: rule } });

globalStyle('html, body', print({ background: '#fff !important', color: '#000 !important' }));
globalStyle('*, *::before, *::after', {
  '@media': {
    print: {
      color: '#000 !important',
      background: 'transparent !important',
      boxShadow: 'none !important',
      textShadow: 'none !important',
    },
  },
});
// A table that scrolls sideways on screen shows all its columns on paper (overflow is not lifted
// everywhere: visually hidden text is hidden by it).
globalStyle('[role="region"]:has(> table)', print({ overflow: 'visible !important' }));
globalStyle('button', print({ display: 'none !important' }));
// A code is never split between two sheets, nor a table row or a list entry.
globalStyle('svg, tr, li, figure, dl > div', print({ breakInside: 'avoid' }));
// The shell's columns and sticky heights are for a screen; on paper the content takes the sheet's width.
globalStyle('main', print({ display: 'block !important', width: 'auto !important', maxWidth: 'none !important', height: 'auto !important' }));
