import { useEffect, useRef, useState } from 'react';
import { useConfig } from '@beacon/shared';
import { isAbortError, signUpload, uploadImage, useApiClient } from '@beacon/shared/api';
import type { UploadSignature } from '@beacon/shared/schemas';
import { UPLOAD_TEXT } from '../content/adminText';

/** The stored file: its address and the image host's id of it. */
export interface UploadedImage {
  url: string;
  publicId: string;
}

/** A local preview of the chosen file while it uploads (none where the browser cannot make one). */
const previewOf = (file: File): string | null => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);

/** Where an upload is kept: flyers of events, images of content pages (both in the API's default allow-list). */
export type UploadFolder = 'events' | 'content';

export interface SignedUpload {
  /** Signs, sends the file, and calls `onUploaded` with where it is stored; a refusal sets `problem`. */
  upload: (file: File) => Promise<void>;
  uploading: boolean;
  problem: string | null;
  /** The chosen file while it uploads. */
  preview: string | null;
}

/**
 * An image upload through the API's signature: choose a file (images only), sign the upload with the
 * API, send the file with the signature to the image host. Each upload is signed afresh (a signature
 * stores one file); a new choice or unmounting aborts the one under way.
 */
export function useSignedUpload(
  onUploaded: (image: UploadedImage) => void,
  onBusyChange?: (busy: boolean) => void,
  folder: UploadFolder = 'events',
): SignedUpload {
  const client = useApiClient();
  const { apiUrl } = useConfig();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const setBusy = (busy: boolean) => {
    setUploading(busy);
    onBusyChange?.(busy);
  };

  const upload = async (file: File) => {
    setProblem(null);
    if (!file.type.startsWith('image/')) {
      setProblem(UPLOAD_TEXT.notAnImage);
      return;
    }
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setPreview(previewOf(file));
    setBusy(true);
    try {
      let signature: UploadSignature;
      try {
        signature = await signUpload(client, folder, abort.signal);
      } catch (error) {
        if (!isAbortError(error)) setProblem(UPLOAD_TEXT.signFailed);
        return;
      }
      try {
        const result = await uploadImage(file, signature, apiUrl, abort.signal);
        onUploaded({ url: result.secure_url, publicId: result.public_id });
      } catch (error) {
        if (!isAbortError(error)) setProblem(UPLOAD_TEXT.uploadFailed);
      }
    } finally {
      if (!abort.signal.aborted) {
        setBusy(false);
        setPreview(null);
      }
    }
  };

  return { upload, uploading, problem, preview };
}
