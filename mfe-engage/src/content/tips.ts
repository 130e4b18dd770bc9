import webm from './assets/tips-background.webm';
import mp4 from './assets/tips-background.mp4';
import poster from './assets/tips-background-poster.webp';
import type { TipsContent } from './types';

/** The media-tips page (/tips). */
export const TIPS: TipsContent = {
  heading: 'Media Tips',
  intro: 'Seen something the public should know about? Tell our newsroom. Every tip is read by a reporter.',
  anonymousNote: 'Anonymous tips may leave email and name blank.',
  video: { webm, mp4, poster },
};

/** What the tips page says about protection, receipts and what is kept. */
export const TIPS_PRIVACY = {
  encrypted:
    'Your tip and files are encrypted in this browser before they leave it: only our newsroom’s key opens them. We keep no address, no browser details and no cookie with a tip.',
  attachments:
    'Up to 3 files, 10 MB each: documents (PDF, text, Word, Excel, OpenDocument) or JPEG and PNG images. Hidden details in photos (location, camera, time) are removed here before encryption; documents keep theirs (author, software), so remove them first if they could identify you.',
  kept: 'What is kept: the encrypted tip, its files and replies, and the time it arrived, for {days} days; then they are deleted.',
  receiptHeading: 'Your receipt',
  receiptIntro:
    'Keep this code somewhere safe: it is shown only once. With it you can read our replies and answer on this page, without an account. We cannot show it again or recover it.',
  copy: 'Copy receipt',
  copied: 'Copied',
  encryptionFailed: 'Your tip could not be encrypted in this browser, so nothing was sent. Try again, or use another up-to-date browser.',
  repliesHeading: 'Check for replies',
  repliesIntro: 'Enter the receipt you were given after sending a tip.',
  receiptLabel: 'Receipt',
  open: 'Open',
  receiptInvalid: 'That is not a receipt: it has 42 letters and digits (dashes do not matter).',
  receiptUnknown: 'No conversation was found for this receipt. It may be mistyped, or it expired.',
  noReplies: 'No replies yet. Check again later.',
  fromStaff: 'Newsroom',
  fromSource: 'You',
  answerLabel: 'Your answer',
  sendAnswer: 'Send answer',
  answerSent: 'Your answer was sent, encrypted.',
  filesSent: 'Files:',
  onion: 'This page is also a Tor onion service. In Tor Browser, copy this address into the address bar:',
} as const;
