import { prepareTipFile, type PreparedFile } from '@beacon/shared/tips-crypto';
import { AttachmentRefused, TIP_ATTACHMENT_MAX_BYTES } from './attachmentRules';

/** A file's bytes through FileReader, which every browser (and the test DOM) has. */
const readBytes = (file: Blob): Promise<Uint8Array> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(file);
  });

/**
 * A chosen file as it will be encrypted: images without their metadata (`cleaned`), documents as they are.
 * Throws AttachmentRefused with what to tell the source.
 */
export async function prepareAttachment(file: File): Promise<PreparedFile> {
  // Refused before it is read: a large file is not loaded for nothing.
  if (file.size > TIP_ATTACHMENT_MAX_BYTES) throw new AttachmentRefused(`${file.name} is larger than 10 MB.`);
  return prepareTipFile(file.name, file.type, await readBytes(file));
}
