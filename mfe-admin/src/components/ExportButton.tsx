import { useState } from 'react';
import { Button } from 'antd';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import type { CsvDownload } from '@beacon/shared/api';
import { EXPORT_TEXT } from '../content/adminText';
import { useToast } from '../hooks/useToast';
import { saveFile } from '../lib/download';

/** Downloads the table's rows, as currently filtered, as a CSV file the API makes (and records). */
export function ExportButton({ label, run }: { label: string; run: () => Promise<CsvDownload> }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      const file = await run();
      saveFile(file.blob, file.filename);
      toast.success(EXPORT_TEXT.done(file.rows));
    } catch {
      toast.error(EXPORT_TEXT.failed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void start()}>
      {label}
    </Button>
  );
}
