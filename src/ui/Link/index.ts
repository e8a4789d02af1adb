export { Link, type LinkProps } from './Link';
export { safeExternalUrl, safeInternalHref, telHref } from './safeExternalUrl';
