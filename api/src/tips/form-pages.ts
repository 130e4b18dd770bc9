/**
 * The HTML the tips form without JavaScript is answered with: fragments the site's page server puts in place of the
 * /tips page's forms (its heading, notes and styles stay), in the markup and words of the scripted page. Every
 * value is escaped; nothing here runs a script.
 */
import { FORM_TOKEN_PLACEHOLDER } from '@beacon/shared/contract/names';
import { escapeHtmlAttribute as attr, escapeHtmlText as text } from '@beacon/shared/contract/escape';
import { TIP_DOCUMENTS, TIP_IMAGES } from '@beacon/shared/tips-crypto/limits';
import { TIPS_PRIVACY } from '@beacon/shared/tips-crypto/texts';
import type { ReadMessage } from './server-encryption';

/** The forms post to the page they are on (`/tips`), which hands them to this API (`/tips/form/<name>`). */
export const formAction = (name: 'send' | 'conversation' | 'answer'): string => `?form=${name}`;

const ACCEPTED = [...Object.keys(TIP_DOCUMENTS), ...Object.keys(TIP_IMAGES)].map((extension) => `.${extension}`).join(',');

const backLink = `<p><a href="/tips">${text(TIPS_PRIVACY.backToForm)}</a></p>`;

const problem = (title: string, detail: string): string =>
  `<div class="bk-alert bk-alert-error" role="alert"><div class="bk-alert-content"><div class="bk-alert-title">${text(title)}</div><div class="bk-alert-description">${text(detail)}</div></div></div>`;

const field = (id: string, label: string, control: string, note = ''): string =>
  `<div class="engage-field"><label for="${id}" class="engage-field-label">${text(label)}</label>${note}${control}</div>`;

const filesField = (id: string): string =>
  field(
    id,
    'Files (optional)',
    `<input id="${id}" type="file" name="attachment" multiple accept="${attr(ACCEPTED)}" aria-describedby="${id}-note">`,
    `<p id="${id}-note" class="engage-field-note">${text(TIPS_PRIVACY.attachments)}</p>`,
  );

const submit = (label: string): string => `<button type="submit" class="bk-btn bk-btn-primary">${text(label)}</button>`;

/** The tip arrived: the success text and the receipt, shown this once. */
export function receiptPage(receipt: string): string {
  return [
    `<div class="engage-success" role="status"><p>${text(TIPS_PRIVACY.tipSent)}</p></div>`,
    `<p class="engage-field-note">${text(TIPS_PRIVACY.sentOnArrival)}</p>`,
    '<section class="engage-tip-receipt" aria-labelledby="tip-receipt-heading">',
    `<h2 id="tip-receipt-heading">${text(TIPS_PRIVACY.receiptHeading)}</h2>`,
    `<p>${text(TIPS_PRIVACY.receiptIntro)}</p>`,
    `<p><code class="engage-tip-receipt-code" data-testid="tip-receipt">${text(receipt)}</code></p>`,
    '</section>',
    backLink,
  ].join('');
}

/** What a source typed into the tips form. */
export interface TypedTip {
  name: string;
  email: string;
  message: string;
}

const textInput = (id: string, name: string, value: string, extra = ''): string =>
  `<span class="bk-input-wrap"><input id="${id}" class="bk-input" name="${name}" autocomplete="off" value="${attr(value)}"${extra}></span>`;

/**
 * The tip was refused (nothing was stored): why, and the form again with what the source typed, so nothing typed
 * is lost; files cannot be handed back to a file field, so the note asks for them again. The page server puts a
 * fresh one-time token in place of the placeholder.
 */
export function tipRefusedPage(reason: string, typed: TypedTip): string {
  return [
    problem(TIPS_PRIVACY.notSent, reason),
    `<form class="engage-form" method="post" action="${formAction('send')}" enctype="multipart/form-data" aria-label="Media tip">`,
    `<p class="engage-field-note">${text(TIPS_PRIVACY.typedKept)}</p>`,
    `<p class="engage-field-note">${text(TIPS_PRIVACY.scriptsOff)}</p>`,
    field('tip-name', 'Name', textInput('tip-name', 'from_name', typed.name, ' maxlength="200"')),
    field('tip-email', 'Email', textInput('tip-email', 'from_email', typed.email, ' type="email" maxlength="254"')),
    field(
      'tip-message',
      'Message',
      `<span class="bk-input-wrap"><textarea id="tip-message" class="bk-input" name="message" rows="5">${text(typed.message)}</textarea></span>`,
    ),
    filesField('tip-files'),
    `<input type="hidden" name="formToken" value="${FORM_TOKEN_PLACEHOLDER}">`,
    `<p class="engage-field-note">${text(TIPS_PRIVACY.formCheck)}</p>`,
    submit('Send'),
    '</form>',
    backLink,
  ].join('');
}

/** The receipt form, with what went wrong with the last one. */
export function receiptFormPage(reason: string | null): string {
  return [
    '<section class="engage-tip-replies" aria-labelledby="tip-replies-heading">',
    `<h2 id="tip-replies-heading">${text(TIPS_PRIVACY.repliesHeading)}</h2>`,
    `<form class="engage-form" method="post" action="${formAction('conversation')}" enctype="multipart/form-data" aria-label="${attr(TIPS_PRIVACY.repliesHeading)}">`,
    `<p class="engage-field-note">${text(TIPS_PRIVACY.repliesIntro)}</p>`,
    field(
      'tip-receipt',
      TIPS_PRIVACY.receiptLabel,
      '<span class="bk-input-wrap"><input id="tip-receipt" class="bk-input" name="receipt" autocomplete="off" spellcheck="false" aria-describedby="tip-receipt-problem"></span>',
    ),
    `<p id="tip-receipt-problem" class="engage-inline-error">${text(reason ?? '')}</p>`,
    submit(TIPS_PRIVACY.open),
    '</form></section>',
    backLink,
  ].join('');
}

const timeText = (iso: string): string =>
  `${new Date(iso).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC`;

function messageItem(message: ReadMessage): string {
  const files =
    message.files.length > 0 ? `<p class="engage-field-note">${text(`${TIPS_PRIVACY.filesSent} ${message.files.join(', ')}`)}</p>` : '';
  const who = message.from === 'staff' ? TIPS_PRIVACY.fromStaff : TIPS_PRIVACY.fromSource;
  return `<li><p class="engage-field-note">${text(`${who} · ${timeText(message.at)}`)}</p><p class="engage-tip-message">${text(message.text)}</p>${files}</li>`;
}

export interface ConversationView {
  receipt: string;
  messages: readonly ReadMessage[];
  /** An answer was just sent. */
  answered?: boolean;
  /** Why the last answer was not sent. */
  refused?: string;
  /** The answer as the source typed it, given back with a refusal. */
  draft?: string;
}

/**
 * The conversation and the answer form. The form carries the receipt back (a hidden field of a page nobody caches):
 * without a script or a session, that is how the next request can open the source's key again.
 */
export function conversationPage({ receipt, messages, answered = false, refused, draft = '' }: ConversationView): string {
  const list =
    messages.length === 0
      ? `<p class="engage-field-note">${text(TIPS_PRIVACY.noReplies)}</p>`
      : `<ol class="engage-tip-conversation" aria-label="Conversation">${messages.map(messageItem).join('')}</ol>`;
  return [
    '<section class="engage-tip-replies" aria-labelledby="tip-replies-heading">',
    `<h2 id="tip-replies-heading">${text(TIPS_PRIVACY.repliesHeading)}</h2>`,
    list,
    `<form class="engage-form" method="post" action="${formAction('answer')}" enctype="multipart/form-data" aria-label="${attr(TIPS_PRIVACY.answerLabel)}">`,
    `<input type="hidden" name="receipt" value="${attr(receipt)}">`,
    field(
      'tip-answer',
      TIPS_PRIVACY.answerLabel,
      `<span class="bk-input-wrap"><textarea id="tip-answer" class="bk-input" name="answer" rows="4">${text(draft)}</textarea></span>`,
    ),
    filesField('tip-answer-files'),
    refused ? problem(TIPS_PRIVACY.answerNotSent, refused) : '',
    `<p role="status" class="engage-field-note">${answered ? text(TIPS_PRIVACY.answerSent) : ''}</p>`,
    `<p class="engage-field-note">${text(TIPS_PRIVACY.receiptKept)}</p>`,
    submit(TIPS_PRIVACY.sendAnswer),
    '</form></section>',
    backLink,
  ].join('');
}
