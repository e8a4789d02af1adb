import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

export interface PreloadOnlyWhatIsNew {
  /** Keeps the bundle for `resolveDependencies`. */
  plugin: Plugin;
  /** Vite's `build.modulePreload.resolveDependencies`. */
  resolveDependencies: (file: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }) => string[];
}

/**
 * A dynamic import's preload list without the modules its importer has already loaded (issue 26).
 * Vite lists every chunk of the imported module's graph, and at run time appends a
 * `<link rel="modulepreload">` for each one no link names yet, including the chunks the importer
 * statically imports, which ran before it could import anything. A route group imported from
 * AuthenticatedApp listed 52 files, 11 of them loaded already; each link is a request the main thread starts, and on a cold load
 * at CPU ×4 the appends were 100 of the 142 ms of #/order/list-orders' route task. The modules the
 * importer loaded with itself are dropped here (Vite asks in its own generateBundle, after ours has kept
 * the bundle). Stylesheets are not affected: the helper skips a stylesheet a link already names.
 */
export function preloadOnlyWhatIsNew(): PreloadOnlyWhatIsNew {
  let bundle: OutputBundle | undefined;
  const loadedWith = (host: string): Set<string> => {
    const loaded = new Set<string>();
    const visit = (fileName: string) => {
      const chunk = bundle?.[fileName];
      if (loaded.has(fileName) || chunk?.type !== 'chunk') return;
      loaded.add(fileName);
      chunk.imports.forEach(visit);
    };
    visit(host);
    return loaded;
  };
  return {
    plugin: {
      name: 'preload-only-what-is-new',
      apply: 'build',
      generateBundle(_options, output) {
        bundle = output;
      },
    },
    resolveDependencies: (_file, deps, { hostId, hostType }) => {
      if (hostType !== 'js' || !bundle) return deps;
      const loaded = loadedWith(hostId);
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}
