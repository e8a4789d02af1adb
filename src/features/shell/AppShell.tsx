import { useCallback, useId, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { hashHref, Link } from '../../ui/Link';
import { media } from '../../ui/theme/breakpoints';
import { useKeepFocusClear } from '../../ui/theme/useKeepFocusClear';
import { useMedia } from '../../ui/theme/useMedia';
import * as styles from './AppShell.css';
import { MessagesMenu } from './MessagesMenu';
import { Sidebar } from './Sidebar';
import { type HrefBuilder, type ShellContact, type ShellMessage, type ShellPaths } from './types';
import { UserMenu } from './UserMenu';

export interface AppShellProps {
  /** The screen of the current route. */
  children: ReactNode;
  /** The current route ('/order/cart'); its menu link gets aria-current="page". */
  currentPath: string;
  /** The routes of the menus. */
  paths: ShellPaths;
  /** Turns a route into an href. @default hash links ('#/order/cart') */
  href?: HrefBuilder;
  /** UserInfo.UserName. */
  userName: string;
  /** UserInfo.Avatar; the initials show without it. */
  avatarUrl?: string | null;
  /** NumberMessages: unread messages. */
  unreadCount: number;
  /** The latest messages of getsettingdefault. */
  latestMessages: readonly ShellMessage[];
  /** NumberCarts: product lines in the cart. */
  cartCount: number;
  /** Settings.NotifySite, shown as text in a banner when set. */
  notice?: string | null;
  /** The customer hid the notice; the app may remember it for the session. Without it the notice stays. */
  onDismissNotice?: () => void;
  /** The hotline and the warehouse phones (see `contactPhones`). */
  contacts?: readonly ShellContact[];
  /**
   * SPEC §9's loading panel across the top (ui/LoadingBar), given as an element that follows the request
   * counter by itself: a count passed in here would render the whole shell again for every request that
   * starts or ends.
   */
  loadingBar?: ReactNode;
  onLogout: () => void;
}

/** The site notice, with a close button when the app can remember that it was closed. */
function NoticeBanner({ notice, onDismiss }: { notice: string; onDismiss?: () => void }) {
  return (
    <section className={styles.notice} aria-label="Thông báo">
      <div className={styles.noticeInner}>
        <Icon name="info" className={styles.noticeIcon} />
        <p className={styles.noticeText}>{notice}</p>
        {onDismiss ? (
          <Button variant="ghost" size="sm" aria-label="Ẩn thông báo" className={styles.noticeClose} onPress={onDismiss}>
            <Icon name="close" />
          </Button>
        ) : null}
      </div>
    </section>
  );
}

/**
 * Hash routing would read '#main' as a route, so the skip link moves focus itself instead of letting
 * the browser follow it.
 */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView({ block: 'start' });
}

const noContacts: readonly ShellContact[] = [];

/**
 * The authenticated layout (SPEC §2): a header with the messages dropdown and the account menu, the
 * site notice, the sidebar, and the screen in <main id="main">. Below 768 px the sidebar becomes a
 * modal drawer behind 'Mở menu': focus stays inside, Escape or a chosen link closes it, and focus goes
 * back to the button.
 */
export function AppShell({
  children,
  currentPath,
  paths,
  href = hashHref,
  userName,
  avatarUrl,
  unreadCount,
  latestMessages,
  cartCount,
  notice,
  onDismissNotice,
  contacts = noContacts,
  loadingBar,
  onLogout,
}: AppShellProps) {
  const drawerId = useId();
  // A field scrolled to by the keyboard stops below the sticky header with its label (32 px) in sight.
  const header = useRef<HTMLElement>(null);
  useKeepFocusClear(header, 'top', 32);
  // From tablet width the sidebar stands beside the screen; below it, behind 'Mở menu'.
  const wide = useMedia(media.tablet);
  // The drawer belongs to the route it was opened on: a route change from outside it (the back button,
  // a link in the screen) closes it without an effect.
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  // A drawer left open while the window widens would keep trapping focus behind the desktop sidebar.
  if (wide && drawerPath !== null) setDrawerPath(null);
  const drawerOpen = drawerPath === currentPath;
  const setDrawerOpen = (open: boolean) => setDrawerPath(open ? currentPath : null);
  const [hiddenNotice, setHiddenNotice] = useState<string | null>(null);
  const shownNotice = notice != null && notice.trim() !== '' && notice !== hiddenNotice ? notice : null;

  const logoutFromSidebar = useCallback(() => {
    setDrawerPath(null);
    onLogout();
  }, [onLogout]);
  // The app renders the shell again as each of its reads answers (messages, cart count, notice): the
  // sidebar's links and the header's menus stay the same elements unless their own inputs change, so
  // they are not rendered again with it (issue 26).
  const sidebarProps = useMemo(
    () => ({ paths, href, currentPath, cartCount, contacts, onLogout: logoutFromSidebar }),
    [paths, href, currentPath, cartCount, contacts, logoutFromSidebar],
  );
  const desktopSidebar = useMemo(() => <Sidebar {...sidebarProps} />, [sidebarProps]);
  const headerActions = useMemo(
    () => (
      <div className={styles.headerActions}>
        <MessagesMenu unreadCount={unreadCount} latestMessages={latestMessages} allMessagesHref={href(paths.messages)} />
        <UserMenu
          userName={userName}
          avatarUrl={avatarUrl}
          profileHref={href(paths.userInfo)}
          changePasswordHref={href(paths.changePassword)}
          onLogout={onLogout}
        />
      </div>
    ),
    [unreadCount, latestMessages, href, paths, userName, avatarUrl, onLogout],
  );

  const dismissNotice = onDismissNotice
    ? () => {
        setHiddenNotice(notice ?? null);
        onDismissNotice();
      }
    : undefined;

  return (
    <div className={styles.root}>
      <a href="#main" className={styles.skipLink} onClick={skipToMain}>
        Bỏ qua đến nội dung chính
      </a>
      {loadingBar}
      <header ref={header} className={styles.header}>
        <Button
          variant="ghost"
          className={styles.menuButton}
          aria-label="Mở menu"
          aria-expanded={drawerOpen}
          aria-controls={drawerId}
          onPress={() => setDrawerOpen(true)}
        >
          <Icon name="menu" size="lg" />
        </Button>
        <Link href={href(paths.dashboard)} className={styles.brand}>
          <span className={styles.brandLogo}>
            <Icon name="box" />
          </span>
          <span className={styles.brandName}>Cổng khách hàng</span>
        </Link>
        {headerActions}
      </header>
      {shownNotice != null ? <NoticeBanner notice={shownNotice} onDismiss={dismissNotice} /> : null}
      <div className={styles.body}>
        {/* Not built on a phone, where CSS hid it: 128 of a list page's ≈ 700 elements (issue 26). */}
        <div className={styles.sidebar}>{wide ? desktopSidebar : null}</div>
        <main id="main" tabIndex={-1} className={styles.main}>
          <div className={styles.content}>{children}</div>
        </main>
      </div>
      <ModalOverlay isOpen={drawerOpen} onOpenChange={setDrawerOpen} isDismissable className={styles.drawerOverlay}>
        <Modal className={styles.drawer}>
          <Dialog id={drawerId} className={styles.drawerDialog}>
            <div className={styles.drawerHead}>
              <Heading slot="title" className={styles.drawerTitle}>
                Menu
              </Heading>
              <Button variant="ghost" aria-label="Đóng menu" className={styles.drawerClose} onPress={() => setDrawerOpen(false)}>
                <Icon name="close" size="lg" />
              </Button>
            </div>
            <Sidebar {...sidebarProps} onNavigate={() => setDrawerOpen(false)} />
          </Dialog>
        </Modal>
      </ModalOverlay>
    </div>
  );
}
