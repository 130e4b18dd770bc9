import { useEffect, useRef, useState } from 'react';
import { Button, Flex, Spin, Typography } from 'antd';
import { useConfig } from '@beacon/shared';
import { isAbortError, signUpload, uploadImage, useApiClient } from '@beacon/shared/api';
import type { UploadSignature } from '@beacon/shared/schemas';
import { FileButton } from '../../components/FileButton';
import { UPLOAD_TEXT } from '../../content/adminText';
import type { EventImage } from './eventForm';

const UPLOAD_FOLDER = 'events';

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

  const shown = preview ?? value?.imageUrl ?? null;
  return (
    <Flex vertical gap={8} align="start">
      {shown && (
        <img src={shown} alt="Event image preview" style={{ width: 240, aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 4 }} />
      )}
      <Flex gap={8} wrap>
        <FileButton
          id={id}
          label={value ? 'Replace image' : 'Upload image'}
          accept="image/*"
          disabled={uploading}
          onFile={(file) => void upload(file)}
        />
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
