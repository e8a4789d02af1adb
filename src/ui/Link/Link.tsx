import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { cx } from '../Field';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Link.css';
import { safeExternalUrl, safeInternalHref } from './safeExternalUrl';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'children' | 'className' | 'target' | 'rel' | 'href'> {
  href?: string;
  children: ReactNode;
  /**
   * An address outside the portal (from the server, a shop page). Only http:/https: become a link,
   * opened in a new tab without access to this page; anything else shows as plain text.
   * @default false
   */
  external?: boolean;
  className?: string;
}

/**
 * A link: the browser's own `<a>`. Inside the portal `href` is a hash route ('#/order/cart') or a tel:
 * address from `telHref`; with `external`, an http(s) URL. An address that fails its check renders its
 * text, not a link, so a `javascript:` URL from the server can never be clicked.
 * Not react-aria's Link: a hash route needs no client router, and its press, hover and focus hooks in
 * every link (a list's row codes, the menu's thirty entries) were render time the native element does
 * not need; hover, press and keyboard focus are styled with `:hover`, `:active` and `:focus-visible`.
 */
export function Link({ external = false, href, children, className, ...props }: LinkProps) {
  const safeHref = href === undefined ? undefined : external ? safeExternalUrl(href) : safeInternalHref(href);
  if (safeHref === null) return <span className={className}>{children}</span>;
  return (
    <a {...props} href={safeHref} className={cx(styles.link, className)} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
      {external ? (
        <>
          <VisuallyHidden> (mở trong tab mới)</VisuallyHidden>
          <Icon name="external" size="sm" className={styles.externalIcon} />
        </>
      ) : null}
    </a>
  );
}
