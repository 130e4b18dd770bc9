import { useState } from 'react';
import { Alert, Modal, Radio, Space, Typography } from 'antd';
import type { ReleaseStatus } from '@beacon/shared/schemas';
import { RELEASES_TEXT } from '../../content/adminText';
import { formatDateTime } from '../../lib/format';
import { healthText } from './releaseHealth';

/** A change that waits for the admin's word: promoting one release, or rolling back to one of the earlier ones. */
export type PendingChange = { kind: 'promote'; release: ReleaseStatus } | { kind: 'rollback'; choices: ReleaseStatus[] };

interface ReleaseChangeDialogProps {
  remote: string;
  liveId: string | null;
  change: PendingChange | null;
  /** The release chosen, and whether the admin accepted that it is failing. */
  onConfirm: (id: string, acceptFailing: boolean) => void;
  onClose: () => void;
}

const describe = (release: ReleaseStatus): string => `${release.id} · v${release.version} · built ${formatDateTime(release.builtAt)}`;

/** Asks before a promote or a rollback; a failing release is named as such and needs "anyway". */
export function ReleaseChangeDialog({ remote, liveId, change, onConfirm, onClose }: ReleaseChangeDialogProps) {
  const choices = change?.kind === 'rollback' ? change.choices : change ? [change.release] : [];
  // A rollback starts on the first healthy earlier release (the list is newest first).
  const [chosenId, setChosenId] = useState<string | null>((choices.find((release) => !release.failing) ?? choices[0])?.id ?? null);
  const chosen = choices.find((release) => release.id === chosenId) ?? null;
  const promote = change?.kind === 'promote';
  const failing = chosen?.failing === true;
  const verb = promote ? RELEASES_TEXT.promote : RELEASES_TEXT.rollBack;
  return (
    <Modal
      open={change !== null}
      title={promote ? `${RELEASES_TEXT.promote} ${chosen?.id ?? ''} of ${remote}?` : `${RELEASES_TEXT.rollBack} ${remote}?`}
      okText={failing ? `${verb} anyway` : verb}
      okButtonProps={{ danger: failing, disabled: chosen === null }}
      onOk={() => chosen && onConfirm(chosen.id, failing)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph>{RELEASES_TEXT.confirmLive(liveId)}</Typography.Paragraph>
        {promote ? null : (
          <Radio.Group
            aria-label={RELEASES_TEXT.rollbackChoice}
            value={chosenId}
            onChange={(event) => setChosenId(event.target.value as string)}
          >
            <Space orientation="vertical">
              {choices.map((release) => (
                <Radio key={release.id} value={release.id}>
                  {describe(release)}
                  {release.failing ? ` · ${healthText(release)}` : ''}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        )}
        {failing && chosen ? (
          <Alert type="error" showIcon title={RELEASES_TEXT.failingWarning(chosen.id)} description={healthText(chosen)} />
        ) : null}
      </Space>
    </Modal>
  );
}
