/**
 * What a journey does to an `EnginePage`, by what a customer reads (a role and a name), not by CSS. The
 * element is found in the page's own JavaScript and marked, then the driver clicks it for real.
 */
import type { EnginePage } from './driver';

export type Kind = 'button' | 'link' | 'field' | 'checkbox' | 'select' | 'heading' | 'text';

const TARGET = '[data-engine-target]';

/** Runs in the page: marks the first visible element of a kind whose name matches, and says if it found one. */
function markTarget(kind: Kind, pattern: string, flags: string): boolean {
  for (const old of document.querySelectorAll('[data-engine-target]')) old.removeAttribute('data-engine-target');
  const name = new RegExp(pattern, flags);
  const clean = (text: string | null | undefined) => (text ?? '').replace(/[\u200e\u200f\u2066-\u2069]/g, '').replace(/\s+/g, ' ').trim();
  // An element that names itself among its labels (react-aria: 'Mở danh sách' + the field's label) is
  // read by its aria-label there, as browsers compute the name.
  const byIds = (element: Element, ids: string | null) =>
    (ids ?? '')
      .split(/\s+/)
      .map((id) => (id === element.id ? clean(element.getAttribute('aria-label')) : clean(document.getElementById(id)?.textContent)))
      .filter(Boolean)
      .join(' ');
  const nameOf = (element: Element): string => {
    const labelled = byIds(element, element.getAttribute('aria-labelledby'));
    if (labelled) return labelled;
    const aria = element.getAttribute('aria-label');
    if (aria) return clean(aria);
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length > 0) return clean(labels[0]?.textContent);
    return clean(element.textContent);
  };
  const selectors: Record<Kind, string> = {
    button: 'button, [role="button"]',
    link: 'a[href]',
    field: 'input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]), textarea, [role="spinbutton"]',
    checkbox: 'input[type="checkbox"]',
    select: 'select',
    heading: 'h1, h2, h3, [role="heading"]',
    text: 'p, span, div, li, td, dd, dt, label',
  };
  // The login page's markup from HTML is inert until React has hydrated it: nothing to tap yet.
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && element.closest('[inert]') === null;
  };
  for (const element of document.querySelectorAll(selectors[kind])) {
    // react-aria keeps a checkbox's input visually hidden inside its label: the label is what is tapped.
    const target = kind === 'checkbox' ? (element.closest('label') ?? element) : element;
    if (!visible(target)) continue;
    const text = kind === 'text' ? clean(element.textContent) : nameOf(element);
    if (kind === 'text' && element.children.length > 0 && [...element.children].some((child) => name.test(clean(child.textContent)))) continue;
    if (name.test(text)) {
      target.setAttribute('data-engine-target', '');
      return true;
    }
  }
  return false;
}

/** Polls a condition the page answers until it holds, or fails with what it was waiting for. */
export async function waitUntil<A extends unknown[]>(
  page: EnginePage,
  what: string,
  condition: (...args: A) => boolean,
  args: A,
  timeout = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (await page.run(condition, ...args)) return;
    if (Date.now() > deadline) throw new Error(`${page.engine}: timed out after ${timeout} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const patternOf = (name: string | RegExp) =>
  typeof name === 'string' ? { pattern: `^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, flags: 'u' } : { pattern: name.source, flags: name.flags };

/** Waits for an element of a kind and name, then marks it. */
export async function find(page: EnginePage, kind: Kind, name: string | RegExp, timeout?: number): Promise<string> {
  const { pattern, flags } = patternOf(name);
  await waitUntil(page, `${kind} ${String(name)}`, markTarget, [kind, pattern, flags], timeout);
  return TARGET;
}

export async function tap(page: EnginePage, kind: Kind, name: string | RegExp): Promise<void> {
  await page.click(await find(page, kind, name));
}

/** Chooses an option, by its text, in the select with that label, as the platform's picker does. */
export async function choose(page: EnginePage, label: string | RegExp, option: string): Promise<void> {
  await page.choose(await find(page, 'select', label), option);
}

/** Taps a field and types into it, key by key. */
export async function fill(page: EnginePage, label: string | RegExp, text: string): Promise<void> {
  await tap(page, 'field', label);
  await page.type(text);
}

export const hashOf = (page: EnginePage) => page.run(() => location.hash);

export async function waitForHash(page: EnginePage, hash: RegExp): Promise<void> {
  await waitUntil(page, `address ${String(hash)}`, (source: string) => new RegExp(source).test(location.hash), [hash.source]);
}

/**
 * Uncaught errors and rejections from here on, kept on the window: the portal changes pages by its hash,
 * so the same document lives through every route of a journey.
 */
export async function watchErrors(page: EnginePage): Promise<void> {
  await page.run(() => {
    const holder = window as unknown as { engineErrors?: string[] };
    if (holder.engineErrors) return;
    const errors: string[] = [];
    holder.engineErrors = errors;
    addEventListener('error', (event) => {
      // WebKit reports a layout that settled over two frames (react-aria's popover placing itself) as an
      // error event; no script failed, and every engine's devtools list it as a notice.
      if (event.message.startsWith('ResizeObserver loop')) return;
      errors.push(event.message);
    });
    addEventListener('unhandledrejection', (event) => errors.push(String(event.reason)));
  });
}

/** Loads an address afresh and watches its errors from there on. */
export async function visit(page: EnginePage, path: string): Promise<void> {
  await page.open(path);
  await watchErrors(page);
}

export const errorsSeen = (page: EnginePage) => page.run(() => (window as unknown as { engineErrors?: string[] }).engineErrors ?? ['error watch lost: the page was reloaded']);

/** Signs the demo customer in through the form, from signed out whatever an earlier journey left. */
export async function signIn(page: EnginePage): Promise<void> {
  await page.open('/#/login');
  await page.run(() => {
    localStorage.removeItem('user.configs');
    sessionStorage.removeItem('user.configs');
  });
  await page.open('/#/login');
  await fill(page, 'Tên đăng nhập', 'demo');
  await fill(page, 'Mật khẩu', 'demo123');
  await tap(page, 'button', 'Đăng nhập');
  await waitForHash(page, /^#\/dashboard$/);
  await find(page, 'heading', 'Số dư ví');
  await watchErrors(page);
}
