import type { Decorator } from '@storybook/react-vite';
import { SWRConfig } from 'swr';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { UiProvider } from '../src/ui/Provider';

/** Theme and vi-VN locale, exactly as the app root provides them. */
export const withUi: Decorator = (Story) => (
  <UiProvider>
    <Story />
  </UiProvider>
);

/** Each story gets its own SWR cache, so no story sees data fetched by another. */
export const withFreshSwrCache: Decorator = (Story) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
    <Story />
  </SWRConfig>
);

/**
 * Routes through an in-memory location set by `parameters.route` (e.g. '/order/list-orders?state=3'),
 * so connected stories can start anywhere without touching the real address bar.
 */
export const withMemoryRouter: Decorator = (Story, { parameters }) => {
  const route = typeof parameters.route === 'string' ? parameters.route : '/';
  const location = memoryLocation({ path: route, record: true });
  return (
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Story />
    </Router>
  );
};
