import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { Alert, Button, Descriptions, Flex, Input, Spin, Typography } from 'antd';
import { getTip, getTipAttachment, keyStartsWith, replyToTip, setTipStatus, tipKeys, useApiClient } from '@beacon/shared/api';
import { decryptAttachment, encryptConversationMessage, type TipAttachmentMeta } from '@beacon/shared/tips-crypto';
import type { TipAttachmentInfo, TipDetail } from '@beacon/shared/schemas';
import { TIPS_TEXT } from '../../content/adminText';
import { useRefreshAfterWrite } from '../../hooks/useRefreshAfterWrite';
import { useToast } from '../../hooks/useToast';
import { saveFile } from '../../lib/download';
import { formatDateTime } from '../../lib/format';
import type { UnlockedKey } from './tipsCrypto';
import { useOpenedTip, type OpenedMessage } from './useOpenedTip';

const subheading = (text: string) => (
  <Typography.Title level={3} style={{ fontSize: 16, margin: '24px 0 8px' }}>
    {text}
  </Typography.Title>
);

const given = (text: string) => text || TIPS_TEXT.notGiven;

/** "report.pdf · application/pdf · 12 KB". */
const fileLine = ({ name, type, size }: TipAttachmentMeta): string =>
  [name, type || null, `${Math.max(1, Math.round(size / 1024))} KB`].filter(Boolean).join(' · ');

interface AttachmentsProps {
  tipId: string;
  /** What the tip or follow-up lists (decrypted) … */
  files: readonly TipAttachmentMeta[];
  /** … and where each is stored. */
  stored: readonly TipAttachmentInfo[];
  unlocked: UnlockedKey;
}

/**
 * The files a tip or a source's follow-up came with: each fetched as ciphertext, decrypted here (padding removed),
 * saved under its own name and type.
 */
function Attachments({ tipId, files, stored: storedFiles, unlocked }: AttachmentsProps) {
  const client = useApiClient();
  const [busy, setBusy] = useState<number | null>(null);
  const [problem, setProblem] = useState(false);
  if (files.length === 0) return <Typography.Text>{TIPS_TEXT.noAttachments}</Typography.Text>;

  const download = async (index: number) => {
    const file = files[index];
    const stored = storedFiles.find((attachment) => attachment.index === index);
    if (!file || !stored) {
      setProblem(true);
      return;
    }
    setBusy(index);
    setProblem(false);
    try {
      const bytes = await decryptAttachment(await getTipAttachment(client, tipId, stored.id), unlocked.key);
      // Copied into a buffer of its own: a Blob takes no view over a shared one.
      saveFile(new Blob([new Uint8Array(bytes)], { type: file.type || 'application/octet-stream' }), file.name);
    } catch {
      setProblem(true);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Flex vertical gap={8} align="start">
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {files.map((file, index) => (
          <li key={`${index}-${file.name}`} style={{ marginBottom: 8 }}>
            <Flex gap={8} align="center" wrap>
              <Typography.Text>{fileLine(file)}</Typography.Text>
              <Button size="small" loading={busy === index} onClick={() => void download(index)}>
                {TIPS_TEXT.download(file.name)}
              </Button>
            </Flex>
          </li>
        ))}
      </ul>
      {problem && <Alert type="error" showIcon role="alert" title={TIPS_TEXT.downloadFailed} />}
    </Flex>
  );
}

function Conversation({ tipId, messages, unlocked }: { tipId: string; messages: OpenedMessage[]; unlocked: UnlockedKey }) {
  if (messages.length === 0) return <Typography.Text>{TIPS_TEXT.noConversation}</Typography.Text>;
  return (
    <ol style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={TIPS_TEXT.conversation}>
      {messages.map((message) => (
        <li key={message.id} style={{ marginBottom: 12 }}>
          <Typography.Text strong>
            {message.from === 'source' ? TIPS_TEXT.fromSource : TIPS_TEXT.fromStaff} · {formatDateTime(message.at)}
          </Typography.Text>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '4px 0 0' }}>
            {message.text ?? <Typography.Text type="danger">{TIPS_TEXT.unreadable}</Typography.Text>}
          </Typography.Paragraph>
          {message.files.length > 0 && (
            <section aria-label={`${TIPS_TEXT.filesWithMessage}, ${formatDateTime(message.at)}`}>
              <Attachments tipId={tipId} files={message.files} stored={message.stored} unlocked={unlocked} />
            </section>
          )}
        </li>
      ))}
    </ol>
  );
}

/**
 * A reply: encrypted here to the source's key (they read it with their receipt) and to the newsroom's
 * (staff read it back), then sent. A failure keeps the text.
 */
function ReplyForm({ detail, unlocked }: { detail: TipDetail; unlocked: UnlockedKey }) {
  const client = useApiClient();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const fieldId = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setProblem(TIPS_TEXT.replyEmpty);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const body = await encryptConversationMessage(text, [detail.sourcePublicKey, unlocked.key.toPublic().armor()]);
      await replyToTip(client, detail.id, body);
      setText('');
      toast.success(TIPS_TEXT.replySent);
      await mutate(keyStartsWith(tipKeys.all));
    } catch {
      setProblem(TIPS_TEXT.replyFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void send(event)}>
      <Flex vertical gap={8}>
        <label htmlFor={fieldId}>{TIPS_TEXT.replyLabel}</label>
        <Input.TextArea
          id={fieldId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={4}
          aria-describedby={`${fieldId}-hint`}
        />
        <Typography.Text type="secondary" id={`${fieldId}-hint`}>
          {TIPS_TEXT.replyHint}
        </Typography.Text>
        {problem && <Alert type="error" showIcon role="alert" title={problem} />}
        <span>
          <Button type="primary" htmlType="submit" loading={busy}>
            {TIPS_TEXT.sendReply}
          </Button>
        </span>
      </Flex>
    </form>
  );
}

/**
 * Reading a new tip marks it read (the API records the change in the activity, as a click on "Mark read" would):
 * once its text is on screen, not when the dialog opens without the key.
 */
function useMarkReadWhenShown(detail: TipDetail | undefined, shown: boolean): void {
  const client = useApiClient();
  const refresh = useRefreshAfterWrite();
  const marked = useRef<string | null>(null);
  useEffect(() => {
    if (!detail || !shown || detail.status !== 'new' || marked.current === detail.id) return;
    marked.current = detail.id;
    void setTipStatus(client, detail.id, 'read')
      .then(() => refresh('tips'))
      .catch(() => undefined);
  }, [client, detail, refresh, shown]);
}

/** An opened tip: its fields, files and conversation, decrypted with the session's key, and the reply box. */
export function TipContent({ id, unlocked }: { id: string; unlocked: UnlockedKey }) {
  const client = useApiClient();
  const toast = useToast();
  const detail = useSWR(tipKeys.one(id), () => getTip(client, id), { revalidateOnFocus: false });
  const opened = useOpenedTip(detail.data, unlocked);
  useMarkReadWhenShown(detail.data, opened.state === 'ready');

  useEffect(() => {
    if (detail.error) toast.error(TIPS_TEXT.tipFailed);
  }, [detail.error, toast]);

  if (detail.error) return <Alert type="error" showIcon role="alert" title={TIPS_TEXT.tipFailed} />;
  if (!detail.data || opened.state === 'decrypting') {
    return (
      <Flex gap={8} align="center" role="status">
        <Spin size="small" />
        <Typography.Text>{TIPS_TEXT.decrypting}</Typography.Text>
      </Flex>
    );
  }
  if (opened.state === 'wrong-key') return <Alert type="error" showIcon role="alert" title={TIPS_TEXT.keyProblem['wrong-key']} />;
  const { tip, conversation } = opened;
  return (
    <>
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={TIPS_TEXT.fields.name}>{given(tip.name)}</Descriptions.Item>
        <Descriptions.Item label={TIPS_TEXT.fields.email}>{given(tip.email)}</Descriptions.Item>
        <Descriptions.Item label={TIPS_TEXT.fields.message}>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{given(tip.message)}</Typography.Paragraph>
        </Descriptions.Item>
      </Descriptions>
      {subheading(TIPS_TEXT.attachments)}
      <Attachments tipId={id} files={tip.attachments} stored={detail.data.attachmentList} unlocked={unlocked} />
      {subheading(TIPS_TEXT.conversation)}
      <Conversation tipId={id} messages={conversation} unlocked={unlocked} />
      {subheading(TIPS_TEXT.replyHeading)}
      <ReplyForm detail={detail.data} unlocked={unlocked} />
    </>
  );
}
