/** Which files a tip may carry (the picker's list; the checks themselves load with the encryption). */
import { TIP_ATTACHMENT_MAX_BYTES, TIP_ATTACHMENTS_MAX } from '@beacon/shared/tips-crypto/limits';

export { TIP_ATTACHMENT_MAX_BYTES, TIP_ATTACHMENTS_MAX };

/** Documents by extension and type; images only where their metadata can be removed here. */
export const DOCUMENTS: Record<string, string> = {
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
export const IMAGES: Record<string, 'image/jpeg' | 'image/png'> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png' };

/** For the file picker. */
export const ACCEPTED = [...Object.keys(DOCUMENTS), ...Object.keys(IMAGES)].map((extension) => `.${extension}`).join(',');

export class AttachmentRefused extends Error {}
