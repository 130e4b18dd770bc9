import { Modal, Typography } from 'antd';
import { TIPS_TEXT } from '../../content/adminText';
import { formatDateTime } from '../../lib/format';
import { KeyUnlock } from './KeyUnlock';
import { TipContent } from './TipContent';
import { useTipsKey } from './TipsKey';
import { useTipList } from './useTipList';

/** One tip, opened: asks for the key first when the session has none. */
export function TipDialog({ tipId, onClose }: { tipId: string | null; onClose: () => void }) {
  const { unlocked } = useTipsKey();
  const summary = useTipList().data?.find((tip) => tip.id === tipId);
  const title = summary ? TIPS_TEXT.dialogTitle(formatDateTime(summary.receivedAt)) : TIPS_TEXT.dialogTitle('');
  return (
    <Modal open={tipId !== null} title={title.trim()} onCancel={onClose} footer={null} destroyOnHidden width={760}>
      {tipId &&
        (unlocked ? (
          <TipContent id={tipId} unlocked={unlocked} />
        ) : (
          <>
            <Typography.Paragraph>{TIPS_TEXT.lockedInDialog}</Typography.Paragraph>
            <KeyUnlock />
          </>
        ))}
    </Modal>
  );
}
