/**
 * Each story's preview keeps its own local storage, in memory. A docs page
 * renders its stories side by side, each in a preview of its own (see
 * `docs.story.inline` in preview.tsx); with one shared storage, a story
 * signing in as another account, or switching to dark or Arabic, would
 * reach its neighbours through the storage events the console listens to
 * (a session changed in another tab). Imported first, before any module
 * reads the storage.
 */
class MemoryStorage implements Storage {
  #items = new Map<string, string>();

  get length() {
    return this.#items.size;
  }

  clear() {
    this.#items.clear();
  }

  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }

  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }

  removeItem(key: string) {
    this.#items.delete(key);
  }

  setItem(key: string, value: string) {
    this.#items.set(key, String(value));
  }
}

Object.defineProperty(window, 'localStorage', { configurable: true, value: new MemoryStorage() });
