/** The href of a hash route, as links and the router write it: '/order/cart' → '#/order/cart'. */
export const hashHref = (path: string) => `#${path}`;
