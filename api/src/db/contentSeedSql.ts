import type { SeededContent } from '@beacon/shared/content-seed';

const literal = (value: string): string => `'${value.replace(/'/g, "''")}'`;

/**
 * The SQL that publishes seeded records at revision 1 (origin `seed`); their first publications are a
 * millisecond apart, in the list's order (the order the menu lists investigations in).
 */
export const seededContentSql = (records: readonly SeededContent[]): string =>
  records
    .map(
      ({ kind, slug, body }, index) => `
INSERT INTO content_records (kind, slug, latest_revision, published_revision, is_published, published_at, first_published_at)
  VALUES (${literal(kind)}, ${literal(slug)}, 1, 1, true, now(), now() + interval '${index} milliseconds');
INSERT INTO content_revisions (kind, slug, number, body, origin)
  VALUES (${literal(kind)}, ${literal(slug)}, 1, ${literal(JSON.stringify(body))}::jsonb, 'seed');`,
    )
    .join('\n');
