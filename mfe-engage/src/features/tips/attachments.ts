import type { TipFile } from '@beacon/shared/tips-crypto';
import { stripJpegMetadata, stripPngMetadata } from '../../lib/imageMetadata';
import { AttachmentRefused, DOCUMENTS, IMAGES, TIP_ATTACHMENT_MAX_BYTES } from './attachmentRules';

const extensionOf = (name: string): string => (/\.([a-z0-9]+)$/i.exec(name)?.[1] ?? '').toLowerCase();

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
export async function prepareAttachment(file: File): Promise<TipFile & { cleaned: boolean }> {
  if (file.size > TIP_ATTACHMENT_MAX_BYTES) throw new AttachmentRefused(`${file.name} is larger than 10 MB.`);
  const extension = extensionOf(file.name);
  const image = IMAGES[extension];
  if (image) {
    const original = await readBytes(file);
    const bytes = image === 'image/jpeg' ? stripJpegMetadata(original) : stripPngMetadata(original);
    return { name: file.name, type: image, size: bytes.length, bytes, cleaned: true };
  }
  const document = DOCUMENTS[extension];
  if (document) return { name: file.name, type: document, size: file.size, bytes: await readBytes(file), cleaned: false };
  if (file.type.startsWith('image/')) {
    throw new AttachmentRefused(
      `${file.name}: send photos as JPEG or PNG, so their hidden details (location, camera, time) can be removed.`,
    );
  }
  throw new AttachmentRefused(
    `${file.name}: only documents (PDF, text, Word, Excel, OpenDocument) and JPEG or PNG images can be attached.`,
  );
}
