import { useState } from 'react';
import { Button, Flex, Input, Typography } from 'antd';
import { FileButton } from '../../components/FileButton';
import { UploadStatus } from '../../components/UploadStatus';
import { useSignedUpload } from '../../hooks/useSignedUpload';
import { bundledName } from './contentForm';

/**
 * An image or video of a page: a web address, or (images) an upload through the signed upload events
 * use. A file built into the site (`bundled:<name>`) shows as "Built-in file: <name>" until replaced.
 */
export function MediaField({
  id,
  value,
  onChange,
  name,
  image,
  onBusyChange,
}: {
  /** The form item's id, so its label names the address input. */
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  /** What the file is, as a sentence says it ("poster image", "action card 2 image"): names the buttons. */
  name: string;
  /** Images can be uploaded; videos are given by address. */
  image: boolean;
  onBusyChange?: (busy: boolean) => void;
}) {
  const builtIn = bundledName(value);
  const [replacing, setReplacing] = useState(false);
  const { upload, uploading, problem } = useSignedUpload(
    (uploaded) => {
      onChange?.(uploaded.url);
      setReplacing(false);
    },
    onBusyChange,
    'content',
  );

  if (builtIn && !replacing) {
    return (
      <Flex gap={8} align="center" wrap>
        {/* The address input's id stays on the page, so the field's label still names something. */}
        <Typography.Text id={id} tabIndex={-1}>
          Built-in file: {builtIn}
        </Typography.Text>
        <Button size="small" onClick={() => setReplacing(true)} aria-label={`Replace ${name}`}>
          Replace
        </Button>
      </Flex>
    );
  }
  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap align="center">
        <Input
          id={id}
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://"
          value={builtIn ? '' : (value ?? '')}
          onChange={(event) => onChange?.(event.target.value)}
          style={{ flex: '1 1 240px', minWidth: 0 }}
        />
        {image && <FileButton label={`Upload ${name}`} accept="image/*" disabled={uploading} onFile={(file) => void upload(file)} />}
        {builtIn && (
          <Button onClick={() => setReplacing(false)} aria-label={`Keep the built-in ${name}`}>
            Keep built-in file
          </Button>
        )}
      </Flex>
      {builtIn && (
        <Typography.Text type="secondary">Built-in file now: {builtIn}. Enter an address or upload to replace it.</Typography.Text>
      )}
      {image && <UploadStatus uploading={uploading} problem={problem} />}
    </Flex>
  );
}
