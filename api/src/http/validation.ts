import Format from 'typebox/format';
// The value rules are shared with the site's forms (one definition for both sides).
import { isEmail, isIsoDate, isTimeZone, isYearInRange as inRange, MAX_YEAR, MIN_YEAR } from '@beacon/shared/schemas/rules';

/** The error objects TypeBox's compiler reports (the same shape as Ajv's). */
export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

const YEARS = `from the years ${MIN_YEAR}–${MAX_YEAR}`;

const FORMAT_MESSAGES: Record<string, string> = {
  email: 'must be a valid e-mail address',
  date: `must be an ISO 8601 date (YYYY-MM-DD) ${YEARS}`,
  'date-time': `must be an ISO 8601 date-time with a time zone, e.g. 2025-08-28T18:30:00Z, ${YEARS}, to the millisecond at most`,
  uuid: 'must be a valid id',
  'time-zone': 'must be an IANA time-zone name, e.g. America/Phoenix',
};

const fieldName = (instancePath: string): string =>
  instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');

function describe(issue: ValidationIssue): string {
  const p = issue.params;
  switch (issue.keyword) {
    case 'required':
      return 'is required';
    case 'type':
      return `must be ${String(p.type) === 'integer' ? 'an integer' : `a ${String(p.type)}`}`;
    case 'minLength':
      return p.limit === 1 ? 'must not be empty' : `must be at least ${String(p.limit)} characters`;
    case 'maxLength':
      return `must be at most ${String(p.limit)} characters`;
    case 'format':
      return FORMAT_MESSAGES[String(p.format)] ?? `must be a valid ${String(p.format)}`;
    case 'pattern':
      return 'is not in the expected format';
    case 'enum':
      return `must be one of: ${(Array.isArray(p.allowedValues) ? p.allowedValues : []).map(String).join(', ')}`;
    case 'const':
      return `must be ${JSON.stringify(p.allowedValue)}`;
    case 'minimum':
      return `must be ≥ ${String(p.limit)}`;
    case 'maximum':
      return `must be ≤ ${String(p.limit)}`;
    case 'maxProperties':
      return `must have at most ${String(p.limit)} entries`;
    case 'boolean':
      return 'is not an allowed field';
    default:
      return issue.message ?? 'is invalid';
  }
}

/**
 * Field name → one message. Unions of "value or null" report a failure per branch; the useful one is the
 * first that is not about null or the union itself.
 */
export function fieldsFromValidation(issues: ValidationIssue[], context: string): Record<string, string> {
  const fields: Record<string, string> = {};
  const byPath = new Map<string, ValidationIssue[]>();
  for (const issue of issues) {
    if (issue.keyword === 'required') {
      const names = Array.isArray(issue.params.requiredProperties) ? issue.params.requiredProperties.map(String) : [];
      for (const name of names) fields[[fieldName(issue.instancePath), name].filter(Boolean).join('.')] ??= 'is required';
      continue;
    }
    if (issue.keyword === 'additionalProperties') {
      const names = Array.isArray(issue.params.additionalProperties) ? issue.params.additionalProperties.map(String) : [];
      for (const name of names) fields[[fieldName(issue.instancePath), name].filter(Boolean).join('.')] = 'is not an allowed field';
      continue;
    }
    const list = byPath.get(issue.instancePath) ?? [];
    list.push(issue);
    byPath.set(issue.instancePath, list);
  }
  for (const [instancePath, list] of byPath) {
    const name = fieldName(instancePath) || context;
    if (fields[name]) continue;
    const useful = list.find((issue) => issue.keyword !== 'anyOf' && !(issue.keyword === 'type' && issue.params.type === 'null'));
    fields[name] = describe(useful ?? list[0] ?? { keyword: 'invalid', instancePath, params: {} });
  }
  return fields;
}

/**
 * RFC 3339 date-time with a zone, calendar-checked; the instant it names (offset applied) is in range too.
 * Moments are kept to the millisecond (a JavaScript Date), so finer digits must be zeros: a time is refused
 * rather than stored cut.
 */
export function isIsoDateTime(value: string): boolean {
  const match = /^(\d{4}-\d{2}-\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d{1,3}0{0,6})?(?:[Zz]|[+-](\d{2}):(\d{2}))$/.exec(value);
  if (!match || !isIsoDate(match[1] ?? '')) return false;
  const [hours, minutes, seconds] = [Number(match[2]), Number(match[3]), Number(match[4])];
  const [offsetHours, offsetMinutes] = [Number(match[6] ?? 0), Number(match[7] ?? 0)];
  if (hours > 23 || minutes > 59 || seconds > 59 || offsetHours > 23 || offsetMinutes > 59) return false;
  const instant = Date.parse(value);
  return !Number.isNaN(instant) && inRange(new Date(instant).getUTCFullYear());
}

/** Formats the API enforces (shared by every schema TypeBox compiles in this process). */
export function registerFormats(): void {
  Format.Set('email', isEmail);
  Format.Set('date', isIsoDate);
  Format.Set('date-time', isIsoDateTime);
  Format.Set('time-zone', isTimeZone);
}
