/** Demo mode: the mock backend runs in the browser. Filled in by the data layer. */
export async function startDemoBackend(): Promise<void> {
  await Promise.resolve();
}
