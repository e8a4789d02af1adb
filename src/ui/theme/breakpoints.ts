/** Mobile first: styles without a condition are for 375 px phones; these widen from there. */
export const breakpoints = { mobile: 0, tablet: 768, desktop: 1280 } as const;
export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
} as const;
