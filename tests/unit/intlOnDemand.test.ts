// The build's answers to the libraries' Intl calls (buildPlugins/intlOnDemand.ts), applied to the files
// npm installed: each still finds its text, leaves no Intl call behind, and answers as the library did.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { applyIntlRewrite, intlOnDemand, intlRewrites, type IntlRewrite } from '../../buildPlugins/intlOnDemand';

const installed = (file: string) => {
  const path = fileURLToPath(new URL(`../../node_modules/${file}`, import.meta.url));
  return { path, code: readFileSync(path, 'utf8') };
};
const files = {
  defaultLocale: installed('react-aria/dist/private/i18n/useDefaultLocale.mjs'),
  utils: installed('react-aria/dist/private/i18n/utils.mjs'),
  numberFormatter: installed('@internationalized/number/dist/private/NumberFormatter.mjs'),
};
const rewriteFor = (path: string): IntlRewrite => {
  const rewrite = intlRewrites.find((candidate) => candidate.file.test(path));
  if (!rewrite) throw new Error(`no rewrite for ${path}`);
  return rewrite;
};
const rewritten = (file: { path: string; code: string }) => {
  const code = applyIntlRewrite(rewriteFor(file.path), file.code);
  if (code === undefined) throw new Error(`the rewrite found nothing in ${file.path}`);
  return code;
};
const moduleOf = async (code: string) => (await import(/* @vite-ignore */ `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as Record<string, unknown>;

describe('intl-on-demand', () => {
  test('react-aria’s default locale: no Intl call is left; the tag is still checked by its shape', () => {
    const code = rewritten(files.defaultLocale);
    expect(files.defaultLocale.code).toContain('Intl.DateTimeFormat.supportedLocalesOf');
    expect(code).not.toContain('Intl.');
    const shape = /\/(\^\[a-z\][^/]+)\/i\.test\(locale\)/.exec(code)?.[1];
    expect(shape).toBeDefined();
    const wellFormed = new RegExp(shape ?? '', 'i');
    for (const tag of ['vi-VN', 'vi', 'en-US', 'zh-Hans-CN', 'sr-Latn-RS']) expect(wellFormed.test(tag), tag).toBe(true);
    for (const tag of ['', 'not a locale', 'vi_VN', '-VN']) expect(wellFormed.test(tag), tag).toBe(false);
  });

  test('react-aria’s isRTL answers as Intl.Locale did for written scripts and right-to-left languages', async () => {
    const before = (await moduleOf(files.utils.code)).isRTL as (tag: string) => boolean;
    const code = rewritten(files.utils);
    expect(code).not.toContain('new Intl.Locale');
    const after = (await moduleOf(code)).isRTL as (tag: string) => boolean;
    const tags = ['vi-VN', 'vi', 'en-US', 'zh-Hans-CN', 'zh-CN', 'ar', 'ar-EG', 'he-IL', 'fa-IR', 'ur-PK', 'yi', 'ckb-IQ', 'az-Latn-AZ', 'pa-Arab', 'sd-Deva', 'sr-Cyrl-RS'];
    for (const tag of tags) expect(after(tag), tag).toBe(before(tag));
    expect(after('vi-VN')).toBe(false);
    expect(after('ar-EG')).toBe(true);
    // The one difference found: ICU has no Azerbaijani data in Arabic script and says ltr; the script says rtl.
    expect(after('az-Arab-IR')).toBe(true);
  });

  test('@internationalized/number: signDisplay is known to be supported without asking Intl as the module loads', () => {
    const code = rewritten(files.numberFormatter);
    expect(files.numberFormatter.code).toContain("new Intl.NumberFormat('de-DE'");
    expect(code).not.toContain("new Intl.NumberFormat('de-DE'");
    expect(code).toMatch(/let \$\w+\$var\$supportsSignDisplay = true;/);
    // What the library would have found in a browser of the build's targets, and in this Node.
    expect(new Intl.NumberFormat('de-DE', { signDisplay: 'exceptZero' }).resolvedOptions().signDisplay).toBe('exceptZero');
  });

  test('a library whose text changed, or a build without the files, fails the build', () => {
    const plugin = intlOnDemand(true);
    const context = { error: (message: string): never => { throw new Error(message); } };
    const transform = plugin.transform as (this: typeof context, code: string, id: string) => unknown;
    expect(() => transform.call(context, files.utils.code.replace('.maximize()', '.minimize()'), files.utils.path)).toThrow(/no longer in/);
    const buildEnd = plugin.buildEnd as (this: typeof context, error?: Error) => void;
    expect(() => buildEnd.call(context)).toThrow(/no module matched/);
    for (const file of Object.values(files)) transform.call(context, file.code, file.path);
    expect(() => buildEnd.call(context)).not.toThrow();
  });
});
