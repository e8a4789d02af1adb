/**
 * Shell data for stories, from the mock world (src/mocks/fixtures) so it reads like a real account.
 * Not a story file: Storybook only collects *.stories.tsx.
 */
import type { Decorator } from '@storybook/react-vite';
import type { MouseEvent, ReactNode } from 'react';
import { paths } from '../../../src/app/paths';
import { AppShell, contactPhones, type AppShellProps, type ShellMessage } from '../../../src/features/shell';
import { seedBooks, supporter, websiteContacts } from '../../../src/mocks/fixtures';

const books = seedBooks();

export { paths };

/** The newest messages of the demo customer, the three newest unread. */
export const latestMessages: ShellMessage[] = books.messages
  .slice(-5)
  .map((message, index) => ({ ...message, IsRead: index < 2 }));

export const readMessages: ShellMessage[] = latestMessages.map((message) => ({ ...message, IsRead: true }));

/** NumberCarts of the seed world: product lines in the cart. */
export const cartCount = books.carts.reduce((sum, cart) => sum + cart.CartItems.length, 0);

export const contacts = contactPhones(websiteContacts, supporter);

export const userName = 'minhanh.nguyen';

/**
 * Stops menu links from moving the story's iframe to '#/order/cart' (the app's router would take it
 * from there); the click itself, and everything the screen does on it, still happens.
 */
export function NoNavigation({ children }: { children: ReactNode }) {
  const stop = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a[href^="#/"]') : null;
    if (link) event.preventDefault();
  };
  return <div onClickCapture={stop}>{children}</div>;
}

/**
 * A screen inside the real app shell (header, sidebar, content column), so a story sees the width the
 * screen gets in the app: at 1280 px the sidebar and the content's padding leave it 976 px, not 1280.
 * Layout defects of wide tables and cards show only at that width (issue 27).
 */
export function InAppShell({ children, ...props }: Pick<AppShellProps, 'currentPath' | 'children'> & Partial<Omit<AppShellProps, 'currentPath' | 'children'>>) {
  return (
    <NoNavigation>
      <AppShell
        paths={paths}
        userName={userName}
        unreadCount={0}
        latestMessages={readMessages}
        cartCount={cartCount}
        contacts={contacts}
        onLogout={() => undefined}
        {...props}
      >
        {children}
      </AppShell>
    </NoNavigation>
  );
}

/** A story's decorator: its screen inside the app shell, on the page at `currentPath`. */
export function inAppShell(currentPath: string): Decorator {
  return function StoryInAppShell(Story) {
    return (
      <InAppShell currentPath={currentPath}>
        <Story />
      </InAppShell>
    );
  };
}
