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
 * The chunks that every page load runs most of begin with the compile hint (issue 26, session 29): the
 * entry (React DOM, the router, the session, the login page) and the signed-in shell. Chromium compiled
 * 1,056 functions lazily on the main thread of a signed-in page load (order list, a fresh renderer),
 * 40–55 ms of CPU at ×1 in a trace, and it never uses its code cache for module scripts, so a returning
 * customer paid them on every visit. The route groups and the parts loaded on demand are left to compile
 * lazily: each holds many screens of which a load renders one, and with every chunk hinted the cart
 * opened later, its background compile in the way (docs/decisions.md, "Compiled off the main thread").
 * Added after minification, which drops comments, and after Vite's own rewrites, which put the preload
 * list first; the same input always gets the same line, so a hashed file name still names one content.
 */
export function compileHints(enabled: boolean, { page, shell }: { page: string; shell: string }): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        // Only the portal's own build: Storybook's builder reads this config too, for its iframe.html.
        const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId === page);
        if (!enabled || !entry) return;
        const hinted = [entry, ...chunks.filter((chunk) => chunk.facadeModuleId === shell)];
        // A moved shell must stop the build rather than quietly leave its chunk to the main thread.
        if (hinted.length !== 2) throw new Error(`compile-hints: the shell ${shell} is in ${String(hinted.length - 1)} chunks of the build, not 1 (renamed? update vite.config.ts)`);
        for (const chunk of hinted) chunk.code = withCompileHint(chunk.code);
      },
    },
  };
}
