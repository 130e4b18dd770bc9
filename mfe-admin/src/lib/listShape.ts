/**
 * The rows of a list answer, in any shape the API may send it: a bare array, or an envelope with the
 * rows under `data` or `items` (paginated answers). Anything else is a failed load, not an empty list.
 */
export function rowsOf<T>(answer: unknown): T[] {
  if (Array.isArray(answer)) return answer as T[];
  if (typeof answer === 'object' && answer !== null) {
    for (const key of ['data', 'items'] as const) {
      const rows: unknown = (answer as Record<string, unknown>)[key];
      if (Array.isArray(rows)) return rows as T[];
    }
  }
  throw new TypeError('The list answer holds no rows.');
}
