import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136+): a file that begins with this comment has every function
 * compiled as the file is parsed, on the background thread that parses the file as it arrives, instead of
 * the first time each one is called, on the main thread. Other engines read a comment.
 */
export const compileHint = '//# allFunctionsCalledOnLoad';

/** `code` with the compile hint as its first line (once). */
export function withCompileHint(code: string): string {
  return code.startsWith(`${compileHint}\n`) ? code : `${compileHint}\n${code}`;
}

/**
 * Every JavaScript chunk of the build starts with the compile hint (issue 26, session 29). Chromium
 * compiled 1,056 functions lazily on the main thread of every signed-in page load (order list, a fresh
 * renderer), 40–55 ms of CPU at ×1 in a trace, and it never used its code cache for module scripts, so a
 * returning customer paid them again on every visit (docs/decisions.md, "Compiled off the main
 * thread"). Added after minification, which drops comments, and after Vite's own rewrites of the chunks,
 * which put the preload list first.
 */
export function compileHints(enabled: boolean): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (!enabled) return;
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk') file.code = withCompileHint(file.code);
        }
      },
    },
  };
}
