import { Type, type Static } from 'typebox';
import { IsoDateTime } from './common';
import {
  TIP_ARMORED_MAX_CHARS,
  TIP_ATTACHMENT_CIPHERTEXT_MAX_BYTES,
  TIP_ATTACHMENT_MAX_BYTES,
  TIP_ATTACHMENTS_MAX,
  TIP_RECEIPT_ID_LENGTH,
  TIP_RECEIPT_SECRET_LENGTH,
} from '../tips-crypto/limits';

/** The passphrase of the development key pair the API makes when no newsroom key is configured. Never for real tips. */
export const TIPS_DEV_PASSPHRASE = 'beacon-development-passphrase';

export {
  TIP_ARMORED_MAX_CHARS,
  TIP_ATTACHMENT_CIPHERTEXT_MAX_BYTES,
  TIP_ATTACHMENT_MAX_BYTES,
  TIP_ATTACHMENTS_MAX,
  TIP_RECEIPT_ID_LENGTH,
  TIP_RECEIPT_SECRET_LENGTH,
};

const Armored = (description: string, begins: 'MESSAGE' | 'PUBLIC KEY BLOCK' | 'PRIVATE KEY BLOCK') =>
  Type.String({ minLength: 1, maxLength: TIP_ARMORED_MAX_CHARS, pattern: `^-----BEGIN PGP ${begins}-----`, description });

export const ArmoredMessage = Armored('An armored OpenPGP message', 'MESSAGE');
export const ArmoredPublicKey = Armored('An armored OpenPGP public key', 'PUBLIC KEY BLOCK');
export const ArmoredPrivateKey = Armored('An armored OpenPGP private key, passphrase-protected', 'PRIVATE KEY BLOCK');

export const TipReceiptId = Type.String({ pattern: `^[A-Z2-7]{${TIP_RECEIPT_ID_LENGTH}}$`, description: 'The receipt’s lookup part' });
/** Hex SHA-256 the browser derives from the receipt's secret: what the API checks (it never sees the secret itself). */
export const TipAccessToken = Type.String({ pattern: '^[0-9a-f]{64}$', description: 'Derived from the receipt secret in the browser' });

/** GET /tips/key: the newsroom's public key, which the browser encrypts tips to. */
export const TipsKey = Type.Object({
  publicKey: ArmoredPublicKey,
  fingerprint: Type.String({ pattern: '^[0-9a-f]+$' }),
  development: Type.Boolean({ description: 'true: the API’s own development key pair (no TIPS_PUBLIC_KEY configured)' }),
  retentionDays: Type.Integer({ minimum: 1, description: 'Receipts and their conversations are deleted after this many days' }),
});
export type TipsKey = Static<typeof TipsKey>;

/** 201 of POST /tips. */
export const TipReceipt = Type.Object({ receiptId: TipReceiptId, expiresAt: IsoDateTime });
export type TipReceipt = Static<typeof TipReceipt>;

/** new: unread (a source's follow-up makes a tip new again); answered: staff replied since. */
export const TipStatus = Type.Enum(['new', 'read', 'answered', 'archived']);
export type TipStatus = Static<typeof TipStatus>;

export const TipAuthor = Type.Enum(['source', 'staff']);
export type TipAuthor = Static<typeof TipAuthor>;

export const TipAttachmentInfo = Type.Object({
  id: Type.String({ format: 'uuid' }),
  index: Type.Integer({ minimum: 0, description: 'Its place in the attachments list of the tip or follow-up it came with' }),
  size: Type.Integer({ minimum: 0, description: 'Bytes of ciphertext' }),
});
export type TipAttachmentInfo = Static<typeof TipAttachmentInfo>;

export const TipMessage = Type.Object({
  id: Type.String({ format: 'uuid' }),
  from: TipAuthor,
  at: IsoDateTime,
  body: ArmoredMessage,
  attachments: Type.Array(TipAttachmentInfo, { description: 'Files a source sent with this follow-up (none for staff replies)' }),
});
export type TipMessage = Static<typeof TipMessage>;

/** A tip in the inbox list: times and counts only (nothing about who sent it). */
export const TipSummary = Type.Object({
  id: Type.String({ format: 'uuid' }),
  receivedAt: IsoDateTime,
  expiresAt: IsoDateTime,
  status: TipStatus,
  attachments: Type.Integer({ minimum: 0 }),
  messages: Type.Integer({ minimum: 0 }),
  lastMessageAt: Type.Union([IsoDateTime, Type.Null()]),
  lastMessageFrom: Type.Union([TipAuthor, Type.Null()]),
});
export type TipSummary = Static<typeof TipSummary>;

export const TipList = Type.Object({ tips: Type.Array(TipSummary) });
export type TipList = Static<typeof TipList>;

/** GET /admin/tips/unread: how many live tips are new (unread), for the inbox and the admin menu's badge. */
export const TipUnread = Type.Object({ unread: Type.Integer({ minimum: 0 }) });
export type TipUnread = Static<typeof TipUnread>;

export const TipDetail = Type.Intersect([
  TipSummary,
  Type.Object({
    message: ArmoredMessage,
    sourcePublicKey: ArmoredPublicKey,
    attachmentList: Type.Array(TipAttachmentInfo),
    conversation: Type.Array(TipMessage),
  }),
]);
export type TipDetail = Static<typeof TipDetail>;

export const TipListQuery = Type.Object({ status: Type.Optional(TipStatus) }, { additionalProperties: false });
export type TipListQuery = Static<typeof TipListQuery>;

export const TipStatusInput = Type.Object({ status: TipStatus }, { additionalProperties: false });
export type TipStatusInput = Static<typeof TipStatusInput>;

export const TipReplyInput = Type.Object({ body: ArmoredMessage }, { additionalProperties: false });
export type TipReplyInput = Static<typeof TipReplyInput>;

export const TipAttachmentParams = Type.Object(
  { id: Type.String({ format: 'uuid' }), attachmentId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
export type TipAttachmentParams = Static<typeof TipAttachmentParams>;

export const TipTipParams = Type.Object({ id: Type.String({ format: 'uuid' }) }, { additionalProperties: false });
export type TipTipParams = Static<typeof TipTipParams>;

/** The source's side: the receipt proves the conversation is theirs. */
export const TipReceiptProof = Type.Object({ receiptId: TipReceiptId, token: TipAccessToken }, { additionalProperties: false });
export type TipReceiptProof = Static<typeof TipReceiptProof>;

export const TipFollowUpInput = Type.Object(
  { receiptId: TipReceiptId, token: TipAccessToken, body: ArmoredMessage },
  { additionalProperties: false },
);
export type TipFollowUpInput = Static<typeof TipFollowUpInput>;

export const TipConversation = Type.Object({
  receivedAt: IsoDateTime,
  expiresAt: IsoDateTime,
  sourcePublicKey: ArmoredPublicKey,
  sourcePrivateKey: ArmoredPrivateKey,
  messages: Type.Array(TipMessage),
});
export type TipConversation = Static<typeof TipConversation>;
