/**
 * The largest request body each kind of route reads, in bytes. The reverse proxy's per-route limits are rendered
 * from these same numbers (scripts/cluster/nginxConfig.ts), so a body the proxy lets through is never over the
 * API's limit: the API then never refuses a body half-read, which would close the connection on the proxy while
 * it is still sending and look like a broken instance.
 */
import { TIP_ARMORED_MAX_CHARS, TIP_ATTACHMENT_CIPHERTEXT_MAX_BYTES, TIP_ATTACHMENTS_MAX } from '@beacon/shared/tips-crypto/limits';

/** JSON bodies (every route but the two multipart ones): small documents. */
export const JSON_BODY_MAX_BYTES = 256 * 1024;

/** Longest form field value the multipart parser reads, in bytes: 10,000 characters of any script (4 bytes at most each). */
export const FIELD_MAX_BYTES = 40_000;

/** One signed image upload: the file. */
export const UPLOAD_FILE_MAX_BYTES = 5 * 1024 * 1024;

/** The multipart parser's limits for form and upload bodies: one file, a few dozen short fields. */
export const FORM_LIMITS = {
  fileSize: UPLOAD_FILE_MAX_BYTES,
  files: 1,
  fields: 60,
  fieldSize: FIELD_MAX_BYTES,
  parts: 61,
  headerPairs: 100,
};

/** A tip: a few fields (the armored message and the source's keys may be long) and up to three encrypted files. */
export const TIP_FORM_LIMITS = {
  fields: 10,
  fieldSize: TIP_ARMORED_MAX_CHARS,
  files: TIP_ATTACHMENTS_MAX,
  fileSize: TIP_ATTACHMENT_CIPHERTEXT_MAX_BYTES,
};

/** What multipart adds around each part (boundary lines, Content-Disposition and Content-Type headers), generously. */
const PART_FRAMING_BYTES = 1024;

/** The largest multipart body whose every part is within `limits`. */
const multipartMax = (limits: { fields: number; fieldSize: number; files: number; fileSize: number }): number =>
  limits.fields * limits.fieldSize + limits.files * limits.fileSize + (limits.fields + limits.files + 1) * PART_FRAMING_BYTES;

/** POST /tips: every field and file at its largest (about 35 MB: three 10 MB files, encrypted, the message and keys). */
export const TIP_BODY_MAX_BYTES = multipartMax(TIP_FORM_LIMITS);

/** A signed upload: the image and its signed fields, at their largest (about 7.7 MB). */
export const UPLOAD_BODY_MAX_BYTES = multipartMax(FORM_LIMITS);
