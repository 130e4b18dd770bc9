/**
 * A value built on first use, or in a task of its own just after the module has loaded, whichever
 * comes first. Meant for Intl formatters: the page's first one loads the locale data (30–40 ms on a
 * laptop, four times that on a phone); built as the module loads, or on first use while rendering
 * the data, it lengthened that task by as much.
 */
export function builtSoon<T>(build: () => T): () => T {
  let built: { value: T } | null = null;
  const get = (): T => (built ??= { value: build() }).value;
  // Only in a browser: a server render builds what it uses.
  if (typeof window !== 'undefined') setTimeout(get);
  return get;
}
