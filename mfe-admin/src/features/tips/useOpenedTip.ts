import { useEffect, useState } from 'react';
import { decryptTip, readConversationMessage, type TipAttachmentMeta, type TipPlaintext } from '@beacon/shared/tips-crypto';
import type { TipAttachmentInfo, TipAuthor, TipDetail } from '@beacon/shared/schemas';
import type { UnlockedKey } from './tipsCrypto';

export interface OpenedMessage {
  id: string;
  from: TipAuthor;
  at: string;
  /** null: this key does not open it. */
  text: string | null;
  /** The files a source's follow-up lists (name, type, size) … */
  files: TipAttachmentMeta[];
  /** … and where each is stored, by its index. */
  stored: TipAttachmentInfo[];
}

export type OpenedTip =
  { state: 'decrypting' } | { state: 'wrong-key' } | { state: 'ready'; tip: TipPlaintext; conversation: OpenedMessage[] };

/**
 * A tip and its conversation decrypted with the session's key. Held in this component's state only
 * (not in the request cache), so closing the tip or locking the key drops the plain text.
 */
export function useOpenedTip(detail: TipDetail | undefined, unlocked: UnlockedKey): OpenedTip {
  const [opened, setOpened] = useState<OpenedTip>({ state: 'decrypting' });
  useEffect(() => {
    if (!detail) return;
    let current = true;
    const open = async (): Promise<OpenedTip> => {
      let tip: TipPlaintext;
      try {
        tip = await decryptTip(detail.message, unlocked.key);
      } catch {
        return { state: 'wrong-key' };
      }
      const conversation = await Promise.all(
        detail.conversation.map(async ({ id, from, at, body, attachments }) => {
          const read = await readConversationMessage(body, unlocked.key).catch(() => null);
          return { id, from, at, text: read?.text ?? null, files: read?.attachments ?? [], stored: attachments };
        }),
      );
      return { state: 'ready', tip, conversation };
    };
    void open().then((next) => current && setOpened(next));
    return () => {
      current = false;
    };
  }, [detail, unlocked]);
  return detail ? opened : { state: 'decrypting' };
}
