/**
 * Screen baselines (tests/support/screen-baselines.ts): a page is shot whole up to this height. Vitest
 * scales its test frame down to fit the browser window, so the window of the story tests is this tall
 * (vitest.config.ts) and screenshots keep their real size.
 */
export const tallestScreen = 6000;
