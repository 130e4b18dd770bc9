/**
 * A chosen file as a tip carries it, the same in the browser (the form) and on the server (the form without
 * JavaScript): images without their metadata, documents as they are, anything else refused with what to tell the source.
 */
import { stripJpegMetadata, stripPngMetadata } from './imageMetadata';
import { TIP_ATTACHMENT_MAX_BYTES, TIP_DOCUMENTS, TIP_IMAGES } from './limits';

export class AttachmentRefused extends Error {}

export interface PreparedFile {
  name: string;
  type: string;
  size: number;
  bytes: Uint8Array;
  /** Whether hidden details were removed (a photo). */
  cleaned: boolean;
}

const extensionOf = (name: string): string => (/\.([a-z0-9]+)$/i.exec(name)?.[1] ?? '').toLowerCase();

/** `declaredType`: the type the browser or the multipart part names, only used to word a refusal. */
export function prepareTipFile(name: string, declaredType: string, original: Uint8Array): PreparedFile {
  if (original.length > TIP_ATTACHMENT_MAX_BYTES) throw new AttachmentRefused(`${name} is larger than 10 MB.`);
  const extension = extensionOf(name);
  const image = TIP_IMAGES[extension];
  if (image) {
    const bytes = image === 'image/jpeg' ? stripJpegMetadata(original) : stripPngMetadata(original);
    return { name, type: image, size: bytes.length, bytes, cleaned: true };
  }
  const document = TIP_DOCUMENTS[extension];
  if (document) return { name, type: document, size: original.length, bytes: original, cleaned: false };
  if (declaredType.startsWith('image/'))
    throw new AttachmentRefused(`${name}: send photos as JPEG or PNG, so their hidden details (location, camera, time) can be removed.`);
  throw new AttachmentRefused(`${name}: only documents (PDF, text, Word, Excel, OpenDocument) and JPEG or PNG images can be attached.`);
}
