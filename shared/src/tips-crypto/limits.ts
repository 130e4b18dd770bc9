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
