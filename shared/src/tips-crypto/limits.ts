/** Tip limits the form and the API share (no library behind them, so any page may import them). */

/** At most this many files per tip, each at most this many bytes before encryption. */
export const TIP_ATTACHMENTS_MAX = 3;
export const TIP_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** An encrypted attachment may be a little larger than its file (packet headers, session keys). */
export const TIP_ATTACHMENT_CIPHERTEXT_MAX_BYTES = TIP_ATTACHMENT_MAX_BYTES + 512 * 1024;
/** Longest armored message (the tip itself, a reply) the API stores. */
export const TIP_ARMORED_MAX_CHARS = 200_000;

/** Receipt: a 10-character lookup id (made by the API) and a 32-character secret (made by the browser), base32. */
export const TIP_RECEIPT_ID_LENGTH = 10;
export const TIP_RECEIPT_SECRET_LENGTH = 32;

/** Documents a tip may carry, by extension and type (kept as they are: the form tells the source to clean them). */
export const TIP_DOCUMENTS: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  txt: 'text/plain',
  csv: 'text/csv',
  rtf: 'application/rtf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
};
/** Images only where their metadata can be removed before encryption. */
export const TIP_IMAGES: Readonly<Record<string, 'image/jpeg' | 'image/png'>> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png' };
