import { SEEDED_CONTENT } from '@beacon/shared/content-seed';
import { seededContentSql } from '../contentSeedSql';

// Content records staff edit in admin (each investigation, the teaser): a record keyed by kind and slug, and its
// numbered revisions. A record shows at most one revision to visitors (`published_revision` while `is_published`);
// the latest revision is the draft the editor continues from. `updated_at` is the record's version (its ETag);
// `scheduled_at` is when an API instance's timer publishes the latest revision (exactly once: a conditional
// UPDATE … RETURNING). The site's pages as they were in code are seeded, published at revision 1.
export const id = '0013_content';

export const sql = `
CREATE TABLE content_records (
  kind text NOT NULL CHECK (kind IN ('investigation', 'teaser')),
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  latest_revision integer NOT NULL CHECK (latest_revision >= 1),
  published_revision integer CHECK (published_revision >= 1 AND published_revision <= latest_revision),
  is_published boolean NOT NULL DEFAULT false,
  published_at timestamptz,
  first_published_at timestamptz,
  scheduled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by_id text,
  updated_by_name text,
  PRIMARY KEY (kind, slug),
  CHECK (NOT is_published OR published_revision IS NOT NULL)
);
CREATE INDEX content_records_scheduled_idx ON content_records (scheduled_at) WHERE scheduled_at IS NOT NULL;

CREATE TABLE content_revisions (
  kind text NOT NULL,
  slug text NOT NULL,
  number integer NOT NULL CHECK (number >= 1),
  body jsonb NOT NULL,
  origin text NOT NULL CHECK (origin IN ('seed', 'created', 'saved', 'restored')),
  restored_from integer,
  author_id text,
  author_name text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, slug, number),
  FOREIGN KEY (kind, slug) REFERENCES content_records (kind, slug) ON DELETE CASCADE
);
${seededContentSql(SEEDED_CONTENT)}
`;
