import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Button, Flex, Spin, Typography } from 'antd';
import { StyleSheet } from '@beacon/shared/ui';
import { useConfig } from '@beacon/shared';
import { isAbortError, signUpload, uploadImage, useApiClient } from '@beacon/shared/api';
import type { UploadSignature } from '@beacon/shared/schemas';
import { UPLOAD_TEXT } from '../../content/adminText';
import type { EventImage } from './eventForm';

const UPLOAD_FOLDER = 'events';

// One control: the browser's file input itself, kept in the tab order but drawn as the button its second
// label is (a visible input would show the browser's own "Choose File" beside it). Its focus shows on that
// label; antd's form styles give file inputs `display: block`, so hiding it takes a class, not `hidden`.
const css = `
.admin-file-input { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); border: 0; }
.admin-file-button {
  display: inline-flex; align-items: center; height: 32px; padding: 0 15px; border: 1px solid rgba(255, 255, 255, 0.4);
  border-radius: 6px; color: #fff; font-size: 14px; line-height: 1; cursor: pointer; user-select: none;
}
.admin-file-button:hover { border-color: #8ab4ff; color: #b3cdff; }
.admin-file-input:focus-visible + .admin-file-button { outline: 3px solid #8ab4ff; outline-offset: 1px; }
.admin-file-input:disabled + .admin-file-button { opacity: 0.5; cursor: not-allowed; }
`;

/** A local preview of the chosen file while it uploads (none where the browser cannot make one). */
const previewOf = (file: File): string | null => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);

/**
 * The event image: choose a file (images only), sign the upload with the API, send the file with the
 * signature to the image host, keep its secure_url and public_id. Each upload is signed afresh (a
 * signature stores one file). Replace and remove; a preview of the chosen or current image.
 */
export function ImageUpload({
  id,
  value,
  onChange,
  onBusyChange,
}: {
  /** The form item's id: its label ("Image") names the file input. */
  id?: string;
  value?: EventImage | null;
  onChange?: (image: EventImage | null) => void;
  onBusyChange?: (busy: boolean) => void;
}) {
  const client = useApiClient();
  const { apiUrl } = useConfig();
  const ownId = useId();
  const inputId = id ?? ownId;
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
        signature = await signUpload(client, UPLOAD_FOLDER, abort.signal);
      } catch (error) {
        if (!isAbortError(error)) setProblem(UPLOAD_TEXT.signFailed);
        return;
      }
      try {
        const result = await uploadImage(file, signature, apiUrl, abort.signal);
        onChange?.({ imageUrl: result.secure_url, imagePublicId: result.public_id });
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

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void upload(file);
  };

  const shown = preview ?? value?.imageUrl ?? null;
  return (
    <Flex vertical gap={8} align="start">
      {shown && (
        <img src={shown} alt="Event image preview" style={{ width: 240, aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 4 }} />
      )}
      <StyleSheet name="admin-file-input" css={css} />
      <Flex gap={8} wrap>
        <span>
          <input id={inputId} className="admin-file-input" type="file" accept="image/*" onChange={choose} disabled={uploading} />
          <label htmlFor={inputId} className="admin-file-button">
            {value ? 'Replace image' : 'Upload image'}
          </label>
        </span>
        {value && (
          <Button danger onClick={() => onChange?.(null)} disabled={uploading}>
            Remove image
          </Button>
        )}
      </Flex>
      <div aria-live="polite" role="status">
        {uploading && (
          <Flex gap={8} align="center">
            <Spin size="small" />
            <Typography.Text>{UPLOAD_TEXT.uploading}</Typography.Text>
          </Flex>
        )}
      </div>
      {problem && (
        <Typography.Text type="danger" role="alert">
          {problem}
        </Typography.Text>
      )}
    </Flex>
  );
}
