export { Link, type LinkProps } from './Link';
export { safeExternalUrl, safeImageSrc, safeInternalHref, telHref } from './safeExternalUrl';
export { hashHref } from './hashHref';
