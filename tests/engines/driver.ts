/**
 * Stock Debian browsers other than Chromium, driven the way their vendors allow without a download:
 * Firefox ESR over WebDriver BiDi (puppeteer-core launches it), WebKitGTK through WebKitWebDriver
 * (webdriverio, classic WebDriver; it has no headless mode, so the run is under xvfb-run). Journeys are
 * written once against `EnginePage`: what a customer does (open an address, tap, type, press a key)
 * plus reading the page in its own JavaScript.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser as PuppeteerBrowser, type ElementHandle, type KeyInput, type Page as PuppeteerPage } from 'puppeteer-core';
import { remote } from 'webdriverio';

export type EngineName = 'firefox' | 'webkit';

export interface EnginePage {
  readonly engine: EngineName;
  /**
   * Loads an address of the portal (a path with its hash) afresh, as a new tab would: a hash alone would
   * be a same-document navigation, and the page would keep what it had in memory.
   */
  open(path: string): Promise<void>;
  resize(width: number, height: number): Promise<void>;
  /** Runs a function in the page and returns its JSON-able result. */
  run<T, A extends unknown[]>(fn: (...args: A) => T, ...args: A): Promise<Awaited<T>>;
  /** A real click (pointer events, focus) on the element a CSS selector finds. */
  click(selector: string): Promise<void>;
  /** Chooses the option with this text in the <select> a CSS selector finds. */
  choose(selector: string, optionText: string): Promise<void>;
  /** Types into whatever has focus, one key at a time. */
  type(text: string): Promise<void>;
  press(key: 'Enter' | 'Tab' | 'Escape' | 'Backspace'): Promise<void>;
  /**
   * The device loses its network, or gets it back: `navigator.onLine` turns and the window hears
   * `offline` / `online`, as when a phone drops its signal.
   */
  setOffline(offline: boolean): Promise<void>;
  /** Chooses a file on disk in a file input, as the picker would. */
  chooseFile(selector: string, path: string): Promise<void>;
  screenshot(path: string): Promise<void>;
  close(): Promise<void>;
}

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

let loads = 0;

/** A load of the portal takes under 2 s here; 20 s is a hang, not a slow machine. */
const NAVIGATION_TIMEOUT = 20_000;

/** The address with a query of its own each time, so the browser loads the document again. */
function freshAddress(base: string, path: string): string {
  const url = new URL(path, base);
  loads += 1;
  url.searchParams.set('load', String(loads));
  return url.href;
}

class FirefoxPage implements EnginePage {
  readonly engine = 'firefox';
  constructor(
    private readonly browser: PuppeteerBrowser,
    private readonly page: PuppeteerPage,
    private readonly base: string,
  ) {}
  async open(path: string) {
    // The old document first: a hash change it makes while the next page loads (a list settling its
    // address) would abort that load in Firefox (NS_BINDING_ABORTED).
    if (this.page.url() !== 'about:blank') await this.navigate('about:blank');
    await this.navigate(freshAddress(this.base, path));
  }
  /**
   * The old document can still change its own address while Firefox leaves it, and Firefox then aborts
   * the navigation that was asked for (NS_BINDING_ABORTED, seen once in a CI run on about:blank). That
   * says nothing of the portal: the same navigation is asked again, at most twice. A timeout fails the
   * journey unless the tab shows that very document loaded (shownDocument), or shows about:blank when
   * that is what was asked for; any other error, or a third abort, fails it.
   */
  private async navigate(url: string) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await this.page.goto(url, { waitUntil: 'load', timeout: NAVIGATION_TIMEOUT });
        return;
      } catch (error) {
        if (String(error).includes('NS_BINDING_ABORTED') && attempt < 3) {
          await new Promise((resolve) => setTimeout(resolve, 250));
          continue;
        }
        if (!(error instanceof Error && error.name === 'TimeoutError')) throw error;
        const shown = await this.shownDocument();
        if (shown.readyState === 'complete' && sameDocument(shown.href, url)) return;
        // about:blank is only asked for to leave the old document, and the tab shows it: that is done.
        // Its readiness is not for us to wait on: no parser runs for it, and Firefox can leave it at
        // `interactive` with no load event (a CI run, stop 39; whatwg/html#12259, Mozilla bug 2003514).
        if (url === 'about:blank' && shown.href === 'about:blank') return;
        throw new Error(`Firefox did not load ${url} in ${NAVIGATION_TIMEOUT} ms; the tab shows ${shown.href} (${shown.readyState})`, { cause: error });
      }
    }
  }
  /**
   * What the tab shows when a navigation timed out. Firefox has lost the `load` event of a navigation
   * over WebDriver BiDi when the page changed its own hash as it finished loading (puppeteer#13041,
   * Mozilla bug 1879163: that same-document navigation overwrote the one being waited on). A CI run once
   * timed out on a navigation without saying which; the page itself now judges whether it loaded: the
   * address's own query (each load has a fresh one) and `document.readyState`.
   */
  private async shownDocument(): Promise<{ href: string; readyState: string }> {
    try {
      return await this.page.evaluate(() => ({ href: location.href, readyState: document.readyState }));
    } catch (error) {
      return { href: this.page.url(), readyState: `unreadable: ${String(error)}` };
    }
  }
  async resize(width: number, height: number) {
    await this.page.setViewport({ width, height });
  }
  async run<T, A extends unknown[]>(fn: (...args: A) => T, ...args: A): Promise<Awaited<T>> {
    const evaluate = this.page.evaluate.bind(this.page) as (fn: (...args: A) => T, ...args: A) => Promise<unknown>;
    return (await evaluate(fn, ...args)) as Awaited<T>;
  }
  async click(selector: string) {
    await this.page.click(selector);
  }
  async choose(selector: string, optionText: string) {
    // Puppeteer chooses by value, the way the platform's picker sets it and fires input and change.
    const value = await this.page.$eval(
      selector,
      (select, text) => [...(select as HTMLSelectElement).options].find((option) => option.text.trim() === text)?.value ?? null,
      optionText,
    );
    if (value === null) throw new Error(`no option ${optionText} in ${selector}`);
    await this.page.select(selector, value);
  }
  async type(text: string) {
    await this.page.keyboard.type(text);
  }
  async press(key: 'Enter' | 'Tab' | 'Escape' | 'Backspace') {
    await this.page.keyboard.press(key satisfies KeyInput);
  }
  async setOffline(offline: boolean) {
    // WebDriver BiDi's network emulation: requests fail, navigator.onLine and its events follow.
    await this.page.setOfflineMode(offline);
  }
  async chooseFile(selector: string, path: string) {
    const input = await this.page.$(selector);
    if (!input) throw new Error(`no file input ${selector}`);
    await (input as ElementHandle<HTMLInputElement>).uploadFile(path);
  }
  async screenshot(path: string) {
    await this.page.screenshot({ path });
  }
  async close() {
    await this.browser.close();
  }
}

type WdioBrowser = Awaited<ReturnType<typeof remote>>;

const webdriverKeys = { Enter: '\uE007', Tab: '\uE004', Escape: '\uE00C', Backspace: '\uE003' } as const;

class WebKitPage implements EnginePage {
  readonly engine = 'webkit';
  constructor(
    private readonly browser: WdioBrowser,
    private readonly driver: ChildProcess,
    private readonly base: string,
  ) {}
  async open(path: string) {
    await this.browser.url('about:blank');
    await this.browser.url(freshAddress(this.base, path));
  }
  async resize(width: number, height: number) {
    // The window, not the page: MiniBrowser's (shrunk) toolbar takes what remains.
    await this.browser.setWindowSize(width, height);
  }
  async run<T, A extends unknown[]>(fn: (...args: A) => T, ...args: A): Promise<Awaited<T>> {
    return (await this.browser.execute(fn as (...innerArgs: unknown[]) => unknown, ...args)) as Awaited<T>;
  }
  async click(selector: string) {
    await this.browser.$(selector).click();
  }
  async choose(selector: string, optionText: string) {
    // Classic WebDriver: a click on an <option> selects it, as a tap in the platform's list does.
    await this.browser.$(selector).selectByVisibleText(optionText);
  }
  async type(text: string) {
    // One action per key, as a person types. Sent as one burst with no time between keys, WebKitGTK
    // dropped keys in the amount box ('2345000' became 23.450 ₫), where each key re-renders the field;
    // at a human pace (measured at 300 ms, and one round trip here) every key arrives.
    for (const key of text) await this.browser.keys([key]);
  }
  async press(key: 'Enter' | 'Tab' | 'Escape' | 'Backspace') {
    await this.browser.keys([webdriverKeys[key]]);
  }
  /**
   * Classic WebDriver cannot cut a network, and WebKitGTK's navigator.onLine follows the system's
   * network monitor, which a test cannot switch without taking the machine offline. So the page is told
   * what the system would tell it: navigator.onLine turns and the window hears the event. Requests still
   * go out; the portal sends none while offline (OfflineError), and Firefox checks the real cut.
   */
  async setOffline(offline: boolean) {
    await this.browser.execute((isOffline: boolean) => {
      if (isOffline) Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
      else Reflect.deleteProperty(navigator, 'onLine');
      dispatchEvent(new Event(isOffline ? 'offline' : 'online'));
    }, offline);
  }
  async chooseFile(selector: string, path: string) {
    // Classic WebDriver: keys sent to a file input name the file to choose. WebKitWebDriver refuses them
    // for an input that is not drawn (the portal draws its own button over a hidden one), so the input is
    // drawn for the moment the file is named: the system picker a customer would see cannot be driven.
    await this.browser.execute((css: string) => {
      const input = document.querySelector<HTMLInputElement>(css);
      if (input) input.style.cssText = 'position: fixed; inset: 0 auto auto 0; width: 10px; height: 10px; opacity: 1; clip: auto; clip-path: none;';
    }, selector);
    await this.browser.$(selector).setValue(path);
    await this.browser.execute((css: string) => document.querySelector<HTMLInputElement>(css)?.style.removeProperty('cssText'), selector);
  }
  async screenshot(path: string) {
    await this.browser.saveScreenshot(path);
  }
  async close() {
    try {
      await this.browser.deleteSession();
    } finally {
      this.driver.kill();
    }
  }
}

/** The same document, whatever its hash: the portal moves its own hash as it loads. */
function sameDocument(shown: string, wanted: string) {
  const [a, b] = [new URL(shown), new URL(wanted)];
  return a.origin === b.origin && a.pathname === b.pathname && a.search === b.search;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForDriver(port: number, driver: ChildProcess): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${driver.exitCode}`);
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/status`);
      if (answer.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('WebKitWebDriver did not start in 20 s');
}

/**
 * MiniBrowser's toolbar keeps its window at least 447 px wide; a GTK stylesheet that lets the toolbar's
 * widgets shrink to nothing lets the window, and so the page, be a phone's 375 px.
 */
function shrinkableToolbarConfig(): string {
  const home = join(tmpdir(), 'engines-gtk');
  mkdirSync(join(home, 'gtk-3.0'), { recursive: true });
  writeFileSync(
    join(home, 'gtk-3.0', 'gtk.css'),
    'toolbar, toolbar *, headerbar, headerbar *, entry, button, image { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; -gtk-icon-transform: scale(0.05); }\n',
  );
  return home;
}

export async function launch(engine: EngineName, base: string): Promise<EnginePage> {
  if (engine === 'firefox') {
    const browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX,
      headless: true,
      extraPrefsFirefox: {
        // Classic scrollbars take 15 px of a 375 px page; a phone's overlay ones take none.
        'ui.useOverlayScrollbars': 1,
        'intl.accept_languages': 'vi-VN, vi',
      },
      env: { ...process.env, TZ: 'Asia/Ho_Chi_Minh' },
    });
    // A tab of our own, not the one Firefox starts with: that one never gets the window's focus (its
    // document.hasFocus() stays false, and no focus or blur event fires, so react-aria's number box never
    // commits a typed amount and its date segments take no keys), while a tab opened over the remote
    // protocol is the focused one (focusmanager.testmode, which puppeteer sets). A navigation the new
    // tab's own first about:blank aborts is asked again (navigate).
    const [first] = await browser.pages();
    const page = await browser.newPage();
    await first?.close();
    return new FirefoxPage(browser, page, base);
  }
  const port = await freePort();
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
    stdio: 'ignore',
    env: { ...process.env, XDG_CONFIG_HOME: shrinkableToolbarConfig(), TZ: 'Asia/Ho_Chi_Minh', LANG: 'vi_VN.UTF-8' },
  });
  await waitForDriver(port, driver);
  const browser = await remote({
    hostname: '127.0.0.1',
    port,
    logLevel: 'error',
    connectionRetryCount: 0,
    // WebKitWebDriver speaks classic WebDriver; without the flag webdriverio asks for BiDi and no session
    // matches. webdriverio's types do not list WebKitGTK's own capability.
    capabilities: { 'wdio:enforceWebDriverClassic': true, ...{ 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } } },
  });
  return new WebKitPage(browser, driver, base);
}
