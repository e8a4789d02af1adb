import type { OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { preloadOnlyWhatIsNew } from '../../buildPlugins/preloadOnlyWhatIsNew';

/** A bundle of chunks that import each other statically as given. */
function bundleOf(imports: Record<string, string[]>): OutputBundle {
  return Object.fromEntries(
    Object.entries(imports).map(([fileName, chunkImports]) => [fileName, { type: 'chunk', fileName, imports: chunkImports } as unknown as OutputChunk]),
  );
}

function withBundle(imports: Record<string, string[]>) {
  const preload = preloadOnlyWhatIsNew();
  const generateBundle = preload.plugin.generateBundle;
  if (typeof generateBundle !== 'function') throw new Error('the plugin keeps the bundle in generateBundle');
  // The hook reads only its bundle argument.
  Reflect.apply(generateBundle, undefined, [{}, bundleOf(imports), false]);
  return preload;
}

describe('preloadOnlyWhatIsNew', () => {
  const graph = {
    'assets/index.js': [],
    'assets/AuthenticatedApp.js': ['assets/index.js', 'assets/Dialog.js'],
    'assets/Dialog.js': ['assets/Portal.js'],
    'assets/Portal.js': [],
    'assets/order.js': ['assets/index.js', 'assets/Dialog.js', 'assets/Table.js'],
    'assets/Table.js': ['assets/Portal.js'],
  };

  it('drops from a route group\'s preload what its importer already loaded, however deep', () => {
    const { resolveDependencies } = withBundle(graph);
    const deps = ['assets/index.js', 'assets/Dialog.js', 'assets/Portal.js', 'assets/Table.js'];
    expect(resolveDependencies('assets/order.js', deps, { hostId: 'assets/AuthenticatedApp.js', hostType: 'js' })).toEqual(['assets/Table.js']);
  });

  it('keeps every dependency a first import needs', () => {
    const { resolveDependencies } = withBundle(graph);
    const deps = ['assets/Dialog.js', 'assets/Portal.js'];
    expect(resolveDependencies('assets/AuthenticatedApp.js', deps, { hostId: 'assets/index.js', hostType: 'js' })).toEqual(deps);
  });

  it('leaves the HTML\'s preloads, and any list asked before the bundle is known, as Vite made them', () => {
    const deps = ['assets/index.js', 'assets/Dialog.js'];
    expect(withBundle(graph).resolveDependencies('assets/index.js', deps, { hostId: 'index.html', hostType: 'html' })).toEqual(deps);
    expect(preloadOnlyWhatIsNew().resolveDependencies('assets/order.js', deps, { hostId: 'assets/AuthenticatedApp.js', hostType: 'js' })).toEqual(deps);
  });
});
