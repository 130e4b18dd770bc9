/** What the tips page says about protection, receipts and what is kept (the form, and the API's pages without JavaScript). */
export const TIPS_PRIVACY = {
  encrypted: 'Only our newsroom’s key opens them. We keep no address, no browser details and no cookie with a tip.',
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
  twoPaths:
    'Two ways to send, both encrypted to our newsroom’s key. With scripts on, this page encrypts your tip in your browser, so our server never sees it readable. With scripts off (such as Tor Browser’s Safest setting), the form still works and our server encrypts your tip the moment it arrives.',
  scriptsOn: 'Scripts are running on this page: your tip and files will be encrypted in this browser before they are sent.',
  scriptsOff:
    'Scripts are off (or not loaded yet): the form still works. Your tip travels over this site’s encrypted connection and our server encrypts it to the newsroom’s key as it arrives, in memory, before anything is stored: our server sees it for that moment only. Photos lose their hidden details there too. We keep no address, no browser details and no cookie with a tip.',
  formCheck:
    'Without scripts there is no puzzle to solve: this form carries a one-time code that works once, for two hours, and not in the first seconds after the page opened.',
  formCheckFailed:
    'Nothing was sent: the form’s one-time check was missing, already used or too old. This form has a new one: send it again.',
  tipSent: 'Your message has been sent successfully!',
  sentOnArrival: 'Our server encrypted it to the newsroom’s key as it arrived; only the encrypted text is kept.',
  backToForm: 'Back to the tips page',
  typedKept: 'Everything you typed is still here. Files cannot be kept: choose them again before sending.',
  notSent: 'Your tip was not sent',
  answerNotSent: 'Your answer was not sent',
  receiptKept:
    'This page keeps your receipt in its answer form so you can reply; close the tab when you are done. Nothing is remembered about you.',
  onion: 'This page is also a Tor onion service. In Tor Browser, copy this address into the address bar:',
} as const;
