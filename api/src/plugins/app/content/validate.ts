import { Compile } from 'typebox/compile';
import {
  CONTENT_BODY_SCHEMAS,
  contrastRatio,
  MOTTO_BACKGROUND,
  MOTTO_MIN_CONTRAST,
  type ContentBodies,
  type ContentKind,
  type InvestigationBody,
  type LandingBody,
} from '@beacon/shared/schemas';
import { sanitizeDescription } from '../../../content/sanitize';
import { InputError } from '../../../http/errors';
import { fieldsFromValidation, type ValidationIssue } from '../../../http/validation';

const CHECKS = {
  investigation: Compile(CONTENT_BODY_SCHEMAS.investigation),
  teaser: Compile(CONTENT_BODY_SCHEMAS.teaser),
  speaking: Compile(CONTENT_BODY_SCHEMAS.speaking),
  home: Compile(CONTENT_BODY_SCHEMAS.home),
  landing: Compile(CONTENT_BODY_SCHEMAS.landing),
};

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

/** The launch page's motto words must stay readable on its dark card: a colour that is not is refused, never changed. */
function checkMotto(body: LandingBody): LandingBody {
  const unreadable: Record<string, string> = {};
  body.motto.forEach((word, index) => {
    const ratio = contrastRatio(word.color, MOTTO_BACKGROUND) ?? 0;
    if (ratio < MOTTO_MIN_CONTRAST) {
      unreadable[`body.motto.${index}.color`] =
        `is too dark to read on the page's dark card (contrast ${ratio.toFixed(1)}:1, needs ${MOTTO_MIN_CONTRAST}:1)`;
    }
  });
  if (Object.keys(unreadable).length > 0) throw new InputError(unreadable);
  return body;
}

/**
 * The body of a `kind` as it will be stored: checked against the kind's schema (400 naming each wrong field, e.g.
 * `body.exhibits.0.links.1.href`), exhibit descriptions sanitised, motto colours checked, nothing else altered.
 */
export function checkedBody<K extends ContentKind>(kind: K, body: unknown): ContentBodies[K] {
  const check = CHECKS[kind];
  if (!check.Check(body)) {
    const fields = fieldsFromValidation([...check.Errors(body)] as unknown as ValidationIssue[], '');
    throw new InputError(Object.fromEntries(Object.entries(fields).map(([field, problem]) => [field ? `body.${field}` : 'body', problem])));
  }
  const valid = body as ContentBodies[K];
  if (kind === 'investigation') return sanitizeInvestigation(valid as InvestigationBody) as ContentBodies[K];
  if (kind === 'landing') return checkMotto(valid as LandingBody) as ContentBodies[K];
  return valid;
}
