import { Compile } from 'typebox/compile';
import { CONTENT_BODY_SCHEMAS, type ContentBodies, type ContentKind, type InvestigationBody } from '@beacon/shared/schemas';
import { sanitizeDescription } from '../../../content/sanitize';
import { InputError } from '../../../http/errors';
import { fieldsFromValidation, type ValidationIssue } from '../../../http/validation';

const CHECKS = { investigation: Compile(CONTENT_BODY_SCHEMAS.investigation), teaser: Compile(CONTENT_BODY_SCHEMAS.teaser) };

/**
 * An exhibit's description with markup (a `<`) is HTML, kept to the event descriptions' allow-list; one without is
 * plain text (blank lines part paragraphs), stored as written: the page escapes it.
 */
const sanitized = (description: string): string => (description.includes('<') ? sanitizeDescription(description) : description);

function sanitizeInvestigation(body: InvestigationBody): InvestigationBody {
  const emptied: Record<string, string> = {};
  const exhibits = body.exhibits.map((exhibit, index) => {
    const description = sanitized(exhibit.description);
    if (description === '') emptied[`body.exhibits.${index}.description`] = 'has no text once what is not allowed is removed';
    return { ...exhibit, description };
  });
  if (Object.keys(emptied).length > 0) throw new InputError(emptied);
  return { ...body, exhibits };
}

/**
 * The body of a `kind` as it will be stored: checked against the kind's schema (400 naming each wrong field, e.g.
 * `body.exhibits.0.links.1.href`), exhibit descriptions sanitised, nothing else altered.
 */
export function checkedBody<K extends ContentKind>(kind: K, body: unknown): ContentBodies[K] {
  const check = CHECKS[kind];
  if (!check.Check(body)) {
    const fields = fieldsFromValidation([...check.Errors(body)] as unknown as ValidationIssue[], '');
    throw new InputError(Object.fromEntries(Object.entries(fields).map(([field, problem]) => [field ? `body.${field}` : 'body', problem])));
  }
  const valid = body as ContentBodies[K];
  return (kind === 'investigation' ? sanitizeInvestigation(valid as InvestigationBody) : valid) as ContentBodies[K];
}
