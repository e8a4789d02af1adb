import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LocalizedStringDictionary, LocalizedStringFormatter, type LocalizedString } from '@internationalized/string';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { ariaStringsVi, installAriaStrings, type AriaStrings } from './ariaStrings.vi';

/*
 * The Vietnamese dictionary must match what the installed react-aria asks for, package for package and
 * key for key: with a global dictionary installed, a package missing from it throws, and a missing key
 * throws when it is read. So the truth is read from node_modules, not from a list kept here: after an
 * upgrade that adds a package or a key, this fails until ariaStrings.vi.ts has it.
 */

const nodeModules = path.resolve(process.cwd(), 'node_modules');

/** react-aria, react-aria-components, react-stately and any @react-aria/* or @react-stately/* package. */
function ariaPackageDirs(): string[] {
  const dirs: string[] = [];
  for (const name of readdirSync(nodeModules)) {
    if (/^react-(aria|stately)/.test(name)) dirs.push(path.join(nodeModules, name));
    if (name === '@react-aria' || name === '@react-stately') {
      for (const sub of readdirSync(path.join(nodeModules, name))) dirs.push(path.join(nodeModules, name, sub));
    }
  }
  return dirs;
}

function mjsFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return mjsFiles(full);
    return entry.endsWith('.mjs') ? [full] : [];
  });
}

const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

const isLocaleFile = (file: string) => /[/\\]intl[/\\](?:.+[/\\])?[a-z]{2}-[A-Z]{2}\.mjs$/.test(file);

interface Discovery {
  /** Package name as react-aria asks for it → the en-US files of the string modules its callers import. */
  requests: Map<string, Set<string>>;
  /** Every en-US strings file shipped, requested or not. */
  enUsFiles: Set<string>;
  /** Callers of a string module in which no package name was found. */
  unnamed: string[];
}

function discover(): Discovery {
  const requests = new Map<string, Set<string>>();
  const enUsFiles = new Set<string>();
  const unnamed: string[] = [];
  const files = ariaPackageDirs().flatMap((dir) => mjsFiles(path.join(dir, 'dist')));
  for (const file of files) {
    if (isLocaleFile(file)) {
      if (file.endsWith('en-US.mjs')) enUsFiles.add(file);
      continue;
    }
    const code = withoutComments(readFileSync(file, 'utf8'));
    // A caller of strings imports its package's string module (`./intlStrings.mjs`, which imports one
    // module per locale) and names the package it reads in a string literal.
    const stringModules = [...code.matchAll(/from\s+["']([^"']*intlStrings\.mjs)["']/g)].map((m) => path.resolve(path.dirname(file), m[1] ?? ''));
    if (stringModules.length === 0) continue;
    const names = new Set([...code.matchAll(/['"`](@react-(?:aria|stately|spectrum)\/[a-z-]+|react-aria-components)['"`]/g)].map((m) => m[1] ?? ''));
    if (names.size === 0) unnamed.push(file);
    for (const moduleFile of stringModules) {
      const moduleCode = readFileSync(moduleFile, 'utf8');
      const enUs = [...moduleCode.matchAll(/from\s+["']([^"']*en-US\.mjs)["']/g)].map((m) => path.resolve(path.dirname(moduleFile), m[1] ?? ''));
      for (const name of names) {
        const set = requests.get(name) ?? new Set<string>();
        for (const target of enUs) set.add(target);
        requests.set(name, set);
      }
    }
  }
  return { requests, enUsFiles, unnamed };
}

type EnStrings = Record<string, LocalizedString>;

async function loadEnUs(files: Iterable<string>): Promise<EnStrings> {
  const merged: EnStrings = {};
  for (const file of files) {
    const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { default: EnStrings };
    Object.assign(merged, module.default);
  }
  return merged;
}

/**
 * Sample variables for a message, read from how the en-US message uses them: counts go through
 * `plural`/`number`, flags through `select`, everything else is text. Text samples are markers that
 * must come out in both languages.
 */
function argumentKinds(message: LocalizedString): Map<string, 'count' | 'flag' | 'text'> {
  const source = message.toString();
  const kinds = new Map<string, 'count' | 'flag' | 'text'>();
  for (const [, name] of source.matchAll(/args\.(\w+)/g)) if (name) kinds.set(name, 'text');
  for (const [, name] of source.matchAll(/(?:plural|number)\(args\.(\w+)/g)) if (name) kinds.set(name, 'count');
  for (const [, name] of source.matchAll(/},\s*args\.(\w+)\)/g)) if (name && kinds.get(name) !== 'count') kinds.set(name, 'flag');
  return kinds;
}

function sampleArgs(kinds: Map<string, 'count' | 'flag' | 'text'>): Record<string, string | number | boolean>[] {
  let samples: Record<string, string | number | boolean>[] = [{}];
  for (const [name, kind] of kinds) {
    const values = kind === 'count' ? [0, 1, 7] : kind === 'flag' ? [true, false] : [`«${name}»`];
    samples = samples.flatMap((sample) => values.map((value) => ({ ...sample, [name]: value })));
  }
  return samples;
}

const discovered = discover();

describe('Vietnamese react-aria strings', () => {
  test('every caller of a string module names its package', () => {
    expect(discovered.unnamed).toEqual([]);
  });

  test('every en-US string file shipped belongs to a package that asks for it', () => {
    const reached = new Set([...discovered.requests.values()].flatMap((files) => [...files]));
    const unreached = [...discovered.enUsFiles].filter((file) => !reached.has(file)).map((file) => path.relative(nodeModules, file));
    expect(unreached).toEqual([]);
    expect(discovered.enUsFiles.size).toBeGreaterThan(0);
  });

  test('has exactly the packages react-aria asks for', () => {
    const asked = [...discovered.requests.keys()];
    const given = Object.keys(ariaStringsVi);
    expect({ missing: asked.filter((pkg) => !given.includes(pkg)), unasked: given.filter((pkg) => !asked.includes(pkg)) }).toEqual({
      missing: [],
      unasked: [],
    });
  });

  const viStrings: AriaStrings = ariaStringsVi;

  describe.each([...discovered.requests.keys()].sort())('%s', (pkg) => {
    let en: EnStrings = {};
    beforeAll(async () => {
      en = await loadEnUs(discovered.requests.get(pkg) ?? []);
    });

    test('has exactly the en-US keys', () => {
      expect(Object.keys(en).length).toBeGreaterThan(0);
      expect(Object.keys(viStrings[pkg] ?? {}).sort()).toEqual(Object.keys(en).sort());
    });

    test('every message is non-empty Vietnamese and keeps the variables of the en-US one', () => {
      const enFormatter = new LocalizedStringFormatter('en-US', new LocalizedStringDictionary({ 'en-US': en }));
      const viFormatter = new LocalizedStringFormatter('vi-VN', new LocalizedStringDictionary({ 'vi-VN': viStrings[pkg] as EnStrings }));
      for (const [key, enMessage] of Object.entries(en)) {
        const viMessage = viStrings[pkg]?.[key];
        expect(typeof viMessage, `${pkg} ${key}`).toBe(typeof enMessage);
        if (typeof enMessage === 'string') {
          expect(viMessage, `${pkg} ${key}`).not.toBe('');
          // An English value copied over untranslated.
          expect(viMessage, `${pkg} ${key}`).not.toBe(enMessage);
          continue;
        }
        for (const args of sampleArgs(argumentKinds(enMessage))) {
          const enText = enFormatter.format(key, args);
          const viText = viFormatter.format(key, args);
          expect(viText.trim(), `${pkg} ${key} ${JSON.stringify(args)}`).not.toBe('');
          expect(viText, `${pkg} ${key}`).not.toContain('undefined');
          for (const value of Object.values(args)) {
            if (typeof value === 'boolean') continue;
            const marker = String(value);
            expect(viText.includes(marker), `${pkg} ${key} ${JSON.stringify(args)}: "${viText}" vs "${enText}"`).toBe(enText.includes(marker));
          }
        }
      }
    });
  });
});

describe('installAriaStrings', () => {
  const fakeWindow = {} as Window;
  beforeAll(() => {
    vi.stubGlobal('window', fakeWindow);
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  test('puts the dictionary where react-aria reads it, for every package it asks for', () => {
    installAriaStrings(fakeWindow);
    for (const pkg of discovered.requests.keys()) {
      const dictionary = LocalizedStringDictionary.getGlobalDictionaryForPackage(pkg);
      expect(dictionary, pkg).not.toBeNull();
    }
    const overlays = LocalizedStringDictionary.getGlobalDictionaryForPackage('@react-aria/overlays');
    // react-aria formats with the provider's locale; the global dictionary answers for any of them.
    expect(overlays?.getStringForLocale('dismiss', 'vi-VN')).toBe('Đóng');
    expect(new LocalizedStringFormatter('vi-VN', LocalizedStringDictionary.getGlobalDictionaryForPackage('@react-aria/table')!).format('selectAll')).toBe('Chọn tất cả');
    const grid = new LocalizedStringFormatter('vi-VN', LocalizedStringDictionary.getGlobalDictionaryForPackage('@react-aria/grid')!);
    expect(grid.format('selectedCount', { count: 0 })).toBe('Chưa chọn mục nào.');
    expect(grid.format('selectedCount', { count: 1234 })).toBe('Đã chọn 1.234 mục.');
  });
});
