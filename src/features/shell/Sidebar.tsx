import { useId } from 'react';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Link, telHref } from '../../ui/Link';
import { NavIcon } from './NavIcon';
import { isCurrentPath, navigation, type NavItem } from './navigation';
import * as styles from './Sidebar.css';
import type { HrefBuilder, ShellContact, ShellPaths } from './types';

export interface SidebarProps {
  paths: ShellPaths;
  href: HrefBuilder;
  currentPath: string;
  /** NumberCarts: product lines in the cart. */
  cartCount: number;
  contacts: readonly ShellContact[];
  onLogout: () => void;
  /** A link was chosen (the drawer closes on it). */
  onNavigate?: () => void;
}

function cartLabel(count: number) {
  return `${String(count)} sản phẩm trong giỏ`;
}

function Item({ item, props }: { item: NavItem; props: SidebarProps }) {
  if (item.kind === 'logout') {
    return (
      <Button variant="ghost" className={styles.logout} onPress={props.onLogout}>
        <NavIcon name="logout" />
        <span className={styles.label}>{item.label}</span>
      </Button>
    );
  }
  const current = isCurrentPath(item.path, props.currentPath);
  return (
    <Link
      href={props.href(item.path)}
      className={styles.link}
      aria-current={current ? 'page' : undefined}
      onClick={props.onNavigate}
    >
      <NavIcon name={item.icon} />
      <span className={styles.label}>{item.label}</span>
      {item.badge === 'cart' ? <Badge count={props.cartCount} tone="brand" aria-label={cartLabel(props.cartCount)} className={styles.badge} /> : null}
    </Link>
  );
}

function Contact({ contact }: { contact: ShellContact }) {
  const tel = telHref(contact.phone);
  const content = (
    <>
      <NavIcon name="phone" />
      <span className={styles.contactText}>
        <span className={styles.contactLabel}>{contact.label}</span>
        <span className={styles.contactPhone}>{contact.phone}</span>
      </span>
    </>
  );
  return tel ? (
    <Link href={tel} className={styles.contact}>
      {content}
    </Link>
  ) : (
    <span className={styles.contact}>{content}</span>
  );
}

/**
 * The main navigation (SPEC §2 Sidebar): the groups of links, the current page marked with
 * aria-current and a bar beside it (not colour alone), logout, and the phone numbers.
 */
export function Sidebar(props: SidebarProps) {
  const baseId = useId();
  const contactsId = `${baseId}-contacts`;
  return (
    <div className={styles.root}>
      <nav aria-label="Điều hướng chính" className={styles.nav}>
        {navigation(props.paths).map((group, index) => {
          const titleId = `${baseId}-group-${String(index)}`;
          return (
            <div key={group.title ?? 'top'} className={styles.group}>
              {group.title != null ? (
                <p id={titleId} className={styles.groupTitle}>
                  {group.title}
                </p>
              ) : null}
              <ul role="list" className={styles.list} aria-labelledby={group.title != null ? titleId : undefined}>
                {group.items.map((item) => (
                  <li key={item.label}>
                    <Item item={item} props={props} />
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </nav>
      {props.contacts.length > 0 ? (
        <section aria-labelledby={contactsId} className={styles.contacts}>
          <p id={contactsId} className={styles.groupTitle}>
            Liên hệ
          </p>
          <ul role="list" className={styles.list}>
            {props.contacts.map((contact) => (
              <li key={`${contact.label}-${contact.phone}`}>
                <Contact contact={contact} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
