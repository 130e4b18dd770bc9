import { Flex, Spin, Typography } from 'antd';
import { UPLOAD_TEXT } from '../content/adminText';

/** What an image upload is doing: a live "Uploading image…" while it runs, and why it failed. */
export function UploadStatus({ uploading, problem }: { uploading: boolean; problem: string | null }) {
  return (
    <>
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
    </>
  );
}
