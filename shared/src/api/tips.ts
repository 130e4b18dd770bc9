import type { TipConversation, TipDetail, TipList, TipMessage, TipReceipt, TipStatus, TipSummary, TipsKey, TipUnread } from '../schemas';
import type { ApiClient } from './client';
import { ApiRequestError, errorFromAnswer } from './errors';
import { MAIN_API_KEY } from './keys';
import { joinUrl } from './url';

/** Tips: sent encrypted by sources (no account), read and answered by staff in the inbox. */

export const tipKeys = {
  all: [MAIN_API_KEY, 'tips'] as const,
  list: (status?: TipStatus) => [MAIN_API_KEY, 'tips', 'list', status ?? 'all'] as const,
  one: (id: string) => [MAIN_API_KEY, 'tips', 'one', id] as const,
  unread: [MAIN_API_KEY, 'tips', 'unread'] as const,
  newsroomKey: [MAIN_API_KEY, 'tips', 'newsroom-key'] as const,
};

const tipPath = (id: string): string => `/admin/tips/${encodeURIComponent(id)}`;

const failure = async (response: Response): Promise<ApiRequestError> =>
  errorFromAnswer(
    response.status,
    response.statusText,
    response.headers.get('content-type') ?? '',
    await response.text().catch(() => ''),
    response.headers.get('retry-after'),
  );

/** The newsroom public key the form encrypts to. */
export const getTipsKey = (client: ApiClient, signal?: AbortSignal): Promise<TipsKey> =>
  client.request<TipsKey>({ path: '/tips/key', signal });

/** What POST /tips takes: ciphertext only, and the captcha. */
export interface TipSubmission {
  message: string;
  sourcePublicKey: string;
  sourcePrivateKey: string;
  receiptToken: string;
  captcha: string;
  attachments: readonly Uint8Array[];
}

/**
 * Sends a tip as multipart/form-data (the attachments are binary). Rejects with an ApiRequestError like the
 * JSON calls do; no bearer token, no cookie.
 */
export const sendTip = (apiUrl: string, tip: TipSubmission, signal?: AbortSignal): Promise<TipReceipt> =>
  postForm<TipReceipt>(
    apiUrl,
    '/tips',
    {
      message: tip.message,
      sourcePublicKey: tip.sourcePublicKey,
      sourcePrivateKey: tip.sourcePrivateKey,
      receiptToken: tip.receiptToken,
      captcha: tip.captcha,
    },
    tip.attachments,
    signal,
  );

/** Fields, then encrypted files as "attachment" parts, posted without credentials or referrer. */
async function postForm<T>(
  apiUrl: string,
  path: string,
  fields: Record<string, string>,
  attachments: readonly Uint8Array[],
  signal?: AbortSignal,
): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const bytes of attachments) {
    form.append('attachment', new Blob([new Uint8Array(bytes)], { type: 'application/octet-stream' }), 'attachment.pgp');
  }
  let response: Response;
  try {
    response = await fetch(joinUrl(apiUrl, path), {
      method: 'POST',
      body: form,
      signal,
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiRequestError({ kind: 'network', status: 0, message: 'The server cannot be reached.' });
  }
  if (!response.ok) throw await failure(response);
  return (await response.json()) as T;
}

/** The conversation a receipt opens (the token is derived from the receipt secret in the browser). */
export const openTipConversation = (client: ApiClient, receiptId: string, token: string, signal?: AbortSignal): Promise<TipConversation> =>
  client.request<TipConversation>({ method: 'POST', path: '/tips/conversation', body: { receiptId, token }, signal });

/** The source answers (an armored message to the newsroom key and the source key). */
export const sendTipFollowUp = (
  client: ApiClient,
  receiptId: string,
  token: string,
  body: string,
  signal?: AbortSignal,
): Promise<TipMessage> =>
  client.request<TipMessage>({ method: 'POST', path: '/tips/conversation/messages', body: { receiptId, token, body }, signal });

/** The source answers with files (each a padded binary message to the newsroom key), as multipart/form-data. */
export const sendTipFollowUpWithFiles = (
  apiUrl: string,
  receiptId: string,
  token: string,
  body: string,
  attachments: readonly Uint8Array[],
  signal?: AbortSignal,
): Promise<TipMessage> => postForm<TipMessage>(apiUrl, '/tips/conversation/follow-up', { receiptId, token, body }, attachments, signal);

/** How many tips are new (admin). */
export const getTipUnread = (client: ApiClient, signal?: AbortSignal): Promise<TipUnread> =>
  client.request<TipUnread>({ path: '/admin/tips/unread', signal });

/** The inbox, newest first (admin). */
export const listTips = (client: ApiClient, status?: TipStatus, signal?: AbortSignal): Promise<TipList> =>
  client.request<TipList>({ path: '/admin/tips', query: status ? { status } : undefined, signal });

export const getTip = (client: ApiClient, id: string, signal?: AbortSignal): Promise<TipDetail> =>
  client.request<TipDetail>({ path: tipPath(id), signal });

/** Mark new (unread), read or archived (admin). */
export const setTipStatus = (client: ApiClient, id: string, status: TipStatus, signal?: AbortSignal): Promise<TipSummary> =>
  client.request<TipSummary>({ method: 'PUT', path: `${tipPath(id)}/status`, body: { status }, signal });

export const deleteTip = (client: ApiClient, id: string, signal?: AbortSignal): Promise<void> =>
  client.request<void>({ method: 'DELETE', path: tipPath(id), signal });

/** A reply to the source: an armored message to the source key and the newsroom key (admin). */
export const replyToTip = (client: ApiClient, id: string, body: string, signal?: AbortSignal): Promise<TipMessage> =>
  client.request<TipMessage>({ method: 'POST', path: `${tipPath(id)}/replies`, body: { body }, signal });

/** One encrypted attachment as stored: a binary OpenPGP message (admin). */
export const getTipAttachment = (client: ApiClient, id: string, attachmentId: string, signal?: AbortSignal): Promise<Uint8Array> =>
  client.request<Uint8Array>({ path: `${tipPath(id)}/attachments/${encodeURIComponent(attachmentId)}`, signal, accept: 'bytes' });
