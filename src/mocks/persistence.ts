/**
 * Demo mode's saved world: localStorage under its own key — never under 'user.configs', which belongs
 * to the session. Kept apart from the service worker so node tests can check the round trip.
 */
import { createDb, parseState, type Db, type MockState } from './db';
import { productImages, type ImageKey } from './fixtures/products';

export const DEMO_STORAGE_KEY = 'demo.mockdb.v1';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage can be disabled (privacy settings, sandboxed frames); the demo then lives per page load.
    return undefined;
  }
}

/**
 * Picture URLs differ between the dev server ('/src/mocks/assets/dress.svg') and a build (hashed file
 * or inlined data), so a saved world's pictures are pointed at this build's files by their name.
 */
export function refreshImageUrls(state: MockState): MockState {
  const keys = Object.keys(productImages) as ImageKey[];
  const fresh = (url: string): string => {
    if (url.startsWith('data:') || /^https?:\/\//.test(url)) return url;
    const file = url.split('/').at(-1) ?? '';
    const key = keys.find((candidate) => file === `${candidate}.svg` || new RegExp(`^${candidate}-[\\w-]{6,}\\.svg$`).test(file));
    return key ? productImages[key] : url;
  };
  for (const books of state.books) {
    for (const cart of books.carts) for (const item of cart.CartItems) item.Image = fresh(item.Image);
    for (const order of books.orders) {
      order.Image = fresh(order.Image);
      for (const item of order.Items) item.Image = fresh(item.Image);
    }
    for (const transport of books.transports) for (const item of transport.Items) item.Image = fresh(item.Image);
  }
  return state;
}

/** The saved world, or the seed when there is none or it is not readable (an older version). */
export function loadDemoState(): MockState {
  const saved = storage()?.getItem(DEMO_STORAGE_KEY);
  if (saved) {
    try {
      return refreshImageUrls(parseState(saved));
    } catch {
      // An unreadable or older world is replaced by the seed rather than half-used.
    }
  }
  return createDb().state;
}

export function saveDemoState(db: Db): void {
  try {
    storage()?.setItem(DEMO_STORAGE_KEY, db.serialize());
  } catch (error) {
    // Full storage (a large avatar) must not break the request that was answered.
    console.warn('Demo data could not be saved', error);
  }
}

