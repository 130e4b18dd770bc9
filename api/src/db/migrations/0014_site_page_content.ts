import { SEEDED_SITE_PAGES } from '@beacon/shared/content-seed';
import { seededContentSql } from '../contentSeedSql';

// The speaking, home and launch pages' words become content records too (one each, its slug the kind's
// name), published at revision 1 with the texts the pages had in code.
export const id = '0014_site_page_content';

export const sql = `
ALTER TABLE content_records DROP CONSTRAINT content_records_kind_check;
ALTER TABLE content_records ADD CONSTRAINT content_records_kind_check
  CHECK (kind IN ('investigation', 'teaser', 'speaking', 'home', 'landing'));
${seededContentSql(SEEDED_SITE_PAGES)}
`;
