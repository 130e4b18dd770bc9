/** Which files a tip may carry (the picker's list; the checks themselves load with the encryption). */
import { TIP_ATTACHMENT_MAX_BYTES, TIP_ATTACHMENTS_MAX, TIP_DOCUMENTS, TIP_IMAGES } from '@beacon/shared/tips-crypto/limits';

export { TIP_ATTACHMENT_MAX_BYTES, TIP_ATTACHMENTS_MAX };

/** For the file picker. */
export const ACCEPTED = [...Object.keys(TIP_DOCUMENTS), ...Object.keys(TIP_IMAGES)].map((extension) => `.${extension}`).join(',');

// The class lives with the checks in the shared helpers; the picker only names it.
export { AttachmentRefused } from '@beacon/shared/tips-crypto/files';
