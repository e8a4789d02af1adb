/** A Web Storage stand-in for node tests: the items are open to assertions (`items`). */
export class MemoryStorage {
  readonly items = new Map<string, string>();
  /** Set to make the next setItem fail the way a full browser storage does. */
  failWith: Error | null = null;
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    if (this.failWith) throw this.failWith;
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}
