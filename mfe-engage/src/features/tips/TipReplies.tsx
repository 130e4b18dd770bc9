import { useState, type FormEvent } from 'react';
import { useConfig } from '@beacon/shared';
import { ApiRequestError, useApiClient } from '@beacon/shared/api';
import type { TipConversation } from '@beacon/shared/schemas';
import type { PrivateKey, TipFile } from '@beacon/shared/tips-crypto';
import { Alert, Button, Input } from '@beacon/shared/ui';
import { Field } from '../../components/Field';
import { TIPS_PRIVACY } from '../../content/tips';
import { formatWait } from '../../lib/emailService';
import { AttachmentPicker } from './AttachmentPicker';
import { loadTipsWork } from './loadTipsWork';

/** The tip line's limits in words (a receipt looked up too often, or the whole line at its ceiling), or null. */
function limitProblem(error: unknown): string | null {
  if (!(error instanceof ApiRequestError) || error.status !== 429) return null;
  return `Too many look-ups just now, of this receipt or on the whole tip line. Please wait ${formatWait(error.retryAfterSeconds)} and try again.`;
}

interface ReadMessage {
  id: string;
  from: 'source' | 'staff';
  at: string;
  text: string;
  /** Names of the files a source's follow-up carried. */
  files: string[];
}

interface OpenConversation {
  receiptId: string;
  token: string;
  sourcePublicKey: string;
  key: PrivateKey;
  messages: ReadMessage[];
}

const readAll = async (conversation: TipConversation, key: PrivateKey): Promise<ReadMessage[]> => {
  const { readConversationMessage } = await loadTipsWork();
  return Promise.all(
    conversation.messages.map(async ({ id, from, at, body }) => {
      const { text, attachments } = await readConversationMessage(body, key);
      return { id, from, at, text, files: attachments.map((file) => file.name) };
    }),
  );
};

const timeText = (iso: string): string => new Date(iso).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * "Check for replies": the receipt opens the conversation. Its secret unlocks the source's private key here (the API
 * only ever sees a hash of it), staff replies are decrypted with that key, and an answer is encrypted to the
 * newsroom's key and the source's own before it is sent. Files sent with an answer are padded and encrypted to the
 * newsroom's key, as a tip's are, under the same limits.
 */
export function TipReplies() {
  const { apiUrl } = useConfig();
  const client = useApiClient();
  const [files, setFiles] = useState<TipFile[]>([]);
  const [receipt, setReceipt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState<OpenConversation | null>(null);
  const [answer, setAnswer] = useState('');
  const [answered, setAnswered] = useState(false);

  const load = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    setBusy(true);
    try {
      const { openTipConversation, parseReceipt, receiptToken, unlockPrivateKey } = await loadTipsWork();
      const parsed = parseReceipt(receipt);
      if (!parsed) {
        setProblem(TIPS_PRIVACY.receiptInvalid);
        return;
      }
      const token = await receiptToken(parsed.secret);
      const conversation = await openTipConversation(client, parsed.receiptId, token);
      const key = await unlockPrivateKey(conversation.sourcePrivateKey, parsed.secret);
      setOpen({
        receiptId: parsed.receiptId,
        token,
        sourcePublicKey: conversation.sourcePublicKey,
        key,
        messages: await readAll(conversation, key),
      });
      setReceipt('');
    } catch (error) {
      setProblem(
        error instanceof ApiRequestError && error.status === 404
          ? TIPS_PRIVACY.receiptUnknown
          : (limitProblem(error) ?? 'The conversation could not be opened. Please try again.'),
      );
    } finally {
      setBusy(false);
    }
  };

  const reply = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!open || (answer.trim() === '' && files.length === 0)) return;
    setBusy(true);
    setProblem(null);
    setAnswered(false);
    try {
      const work = await loadTipsWork();
      const newsroom = await work.getTipsKey(client);
      const body = await work.encryptConversationMessage(answer, [newsroom.publicKey, open.sourcePublicKey], files);
      const sent =
        files.length > 0
          ? await work.sendTipFollowUpWithFiles(
              apiUrl,
              open.receiptId,
              open.token,
              body,
              await work.encryptAttachments(files, newsroom.publicKey),
            )
          : await work.sendTipFollowUp(client, open.receiptId, open.token, body);
      const mine: ReadMessage = { id: sent.id, from: 'source', at: sent.at, text: answer, files: files.map((file) => file.name) };
      setOpen({ ...open, messages: [...open.messages, mine] });
      setAnswer('');
      setFiles([]);
      setAnswered(true);
    } catch (error) {
      setProblem(limitProblem(error) ?? 'Your answer was not sent. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="engage-tip-replies" aria-labelledby="tip-replies-heading">
      <h2 id="tip-replies-heading">{TIPS_PRIVACY.repliesHeading}</h2>
      {!open ? (
        <form
          className="engage-form"
          method="post"
          action="?form=conversation"
          encType="multipart/form-data"
          noValidate
          aria-label={TIPS_PRIVACY.repliesHeading}
          onSubmit={(event) => void load(event)}
        >
          <p className="engage-field-note">{TIPS_PRIVACY.repliesIntro}</p>
          <Field htmlFor="tip-receipt" label={TIPS_PRIVACY.receiptLabel}>
            <Input
              id="tip-receipt"
              name="receipt"
              autoComplete="off"
              spellCheck={false}
              value={receipt}
              aria-describedby="tip-receipt-problem"
              onChange={(event) => setReceipt(event.target.value)}
            />
          </Field>
          <p id="tip-receipt-problem" className="engage-inline-error" aria-live="assertive">
            {problem ?? ''}
          </p>
          <Button htmlType="submit" loading={busy} disabled={busy}>
            {TIPS_PRIVACY.open}
          </Button>
        </form>
      ) : (
        <div>
          {open.messages.length === 0 ? (
            <p className="engage-field-note">{TIPS_PRIVACY.noReplies}</p>
          ) : (
            <ol className="engage-tip-conversation" aria-label="Conversation">
              {open.messages.map((message) => (
                <li key={message.id}>
                  <p className="engage-field-note">
                    {message.from === 'staff' ? TIPS_PRIVACY.fromStaff : TIPS_PRIVACY.fromSource} · {timeText(message.at)}
                  </p>
                  <p className="engage-tip-message">{message.text}</p>
                  {message.files.length > 0 && (
                    <p className="engage-field-note">
                      {TIPS_PRIVACY.filesSent} {message.files.join(', ')}
                    </p>
                  )}
                </li>
              ))}
            </ol>
          )}
          <form className="engage-form" noValidate aria-label={TIPS_PRIVACY.answerLabel} onSubmit={(event) => void reply(event)}>
            <Field htmlFor="tip-answer" label={TIPS_PRIVACY.answerLabel}>
              <Input.TextArea id="tip-answer" rows={4} value={answer} onChange={(event) => setAnswer(event.target.value)} />
            </Field>
            <AttachmentPicker files={files} onChange={setFiles} />
            {problem && <Alert type="error" showIcon role="alert" title={problem} />}
            <p role="status" className="engage-field-note">
              {answered ? TIPS_PRIVACY.answerSent : ''}
            </p>
            <Button type="primary" htmlType="submit" loading={busy} disabled={busy || (answer.trim() === '' && files.length === 0)}>
              {TIPS_PRIVACY.sendAnswer}
            </Button>
          </form>
        </div>
      )}
    </section>
  );
}
