/** A query-string value; `undefined` and `null` leave the parameter out. */
export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue>>;

/**
 * `base` + `path` with exactly one slash between them, whatever slashes either side brings,
 * plus the query string of the defined `query` values.
 */
export function joinUrl(baseUrl: string, path: string, query: QueryParams = {}): string {
  const base = baseUrl.trim().replace(/\/+$/, '');
  const tail = path.replace(/^\/+/, '');
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(name, String(value));
  }
  const search = params.toString();
  return `${base}/${tail}${search ? `?${search}` : ''}`;
}
