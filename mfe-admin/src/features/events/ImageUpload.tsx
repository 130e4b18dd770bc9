import { Button, Flex } from 'antd';
import { FileButton } from '../../components/FileButton';
import { UploadStatus } from '../../components/UploadStatus';
import { useSignedUpload } from '../../hooks/useSignedUpload';
import type { EventImage } from './eventForm';

/**
 * The event image: upload through the API's signature (keeping secure_url and public_id), replace and
 * remove; a preview of the chosen or current image.
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
  const { upload, uploading, problem, preview } = useSignedUpload(
    (image) => onChange?.({ imageUrl: image.url, imagePublicId: image.publicId }),
    onBusyChange,
  );
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
      <UploadStatus uploading={uploading} problem={problem} />
    </Flex>
  );
}
