// What sending and reading tips needs beyond the form itself: the OpenPGP helpers, the tips API calls and the file
// checks. One chunk, fetched when the form is first used (openpgp itself follows on first encryption), so /tips
// loads no more than its form.
export {
  encryptAttachments,
  encryptConversationMessage,
  encryptTip,
  formatReceipt,
  loadOpenPgp,
  newReceiptSecret,
  parseReceipt,
  readConversationMessage,
  receiptToken,
  unlockPrivateKey,
} from '@beacon/shared/tips-crypto';
export { getTipsKey, openTipConversation, sendTip, sendTipFollowUp, sendTipFollowUpWithFiles } from '@beacon/shared/api';
export { prepareAttachment } from './attachments';
