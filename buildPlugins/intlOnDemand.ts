import type { Plugin } from 'vite';

export interface IntlRewrite {
  /** What the library does with Intl, and why the build answers it instead. */
  why: string;
  file: RegExp;
  find: RegExp;
  replace: string;
}

/**
 * The library code that calls Intl as its module loads or as the app's provider renders, on every page.
 * The first Intl call in a page starts V8's ICU services, 40–70 ms of one task at CPU ×1 on the benchmark
 * machine (docs/decisions.md, "No Intl while a page loads"); the portal formats its own numbers and
 * dates without Intl, so these three were the only calls left while a list page loads.
 */
export const intlRewrites: readonly IntlRewrite[] = [
  {
    why: "react-aria's default locale checks navigator.language with Intl.DateTimeFormat.supportedLocalesOf as its module loads; the portal always passes vi-VN (ui/Provider), so a tag's shape is check enough",
    file: /[\\/]react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]useDefaultLocale\.mjs$/,
    find: /Intl\.DateTimeFormat\.supportedLocalesOf\(\[\s*locale\s*\]\);/,
    replace: 'if (!/^[a-z]{2,3}(?:-[a-z0-9]{1,8})*$/i.test(locale)) throw new RangeError(locale);',
  },
  {
    why: "react-aria's isRTL reads the script from new Intl.Locale(tag).maximize() for I18nProvider's direction; the script written in the tag, then the language (react-aria's own fallback), give ltr for vi-VN without ICU",
    file: /[\\/]react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]utils\.mjs$/,
    find: /let locale = new Intl\.Locale\(localeString\)\.maximize\(\);/,
    replace:
      "let written = localeString.split('-').slice(1).find((part) => /^[a-z]{4}$/i.test(part)); let locale = { script: written ? written[0].toUpperCase() + written.slice(1).toLowerCase() : undefined };",
  },
  {
    why: "@internationalized/number asks whether Intl.NumberFormat knows signDisplay as its module loads; every browser the build targets (es2022) does",
    file: /[\\/]@internationalized[\\/]number[\\/]dist[\\/]private[\\/]NumberFormatter\.mjs$/,
    find: /let (\$\w+\$var\$supportsSignDisplay) = false;\s*try \{\s*\1 = new Intl\.NumberFormat\([\s\S]*?\} catch\s*\{\}/,
    replace: 'let $1 = true;',
  },
];

/** `code` with the rewrite applied, or undefined when its text is not there. */
export function applyIntlRewrite(rewrite: IntlRewrite, code: string): string | undefined {
  return rewrite.find.test(code) ? code.replace(rewrite.find, rewrite.replace) : undefined;
}

/**
 * Applies `intlRewrites` in the production build. A rewrite whose file or text is not found fails the
 * build: a library update must be read again, not let ICU back into every page load unnoticed.
 */
export function intlOnDemand(enabled: boolean): Plugin {
  const applied = new Set<IntlRewrite>();
  return {
    name: 'intl-on-demand',
    apply: 'build',
    transform(code, id) {
      if (!enabled) return undefined;
      const rewrite = intlRewrites.find((candidate) => candidate.file.test(id.split('?')[0] ?? id));
      if (!rewrite) return undefined;
      const rewritten = applyIntlRewrite(rewrite, code);
      if (rewritten === undefined) this.error(`intl-on-demand: the text to rewrite is no longer in ${id} (${rewrite.why}); read the library again (docs/decisions.md, "No Intl while a page loads")`);
      applied.add(rewrite);
      return { code: rewritten, map: null };
    },
    buildEnd(error) {
      if (!enabled || error) return;
      const missing = intlRewrites.filter((rewrite) => !applied.has(rewrite));
      if (missing.length > 0) this.error(`intl-on-demand: no module matched ${missing.map((rewrite) => String(rewrite.file)).join(', ')}; read the libraries again (docs/decisions.md, "No Intl while a page loads")`);
    },
  };
}
