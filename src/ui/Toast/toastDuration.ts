/**
 * How long a toast stays, in ms (SPEC §9): 4000 when the viewport is 344–568 px wide inclusive, 2000
 * otherwise. The spec calls that range "desktop-sized"; it is really large phones, but the numbers are
 * what the original shipped, so they are kept exactly.
 */
export function toastDuration(viewportWidth: number): number {
  return viewportWidth >= 344 && viewportWidth <= 568 ? 4000 : 2000;
}
