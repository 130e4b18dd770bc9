import { useRef, useState, type FormEvent } from 'react';
import { useConfig } from '@beacon/shared';
import { FORM_TOKEN_PLACEHOLDER } from '@beacon/shared/contract';
import { useIsClient } from '@beacon/shared/hydration';
import { ApiRequestError, useApiClient } from '@beacon/shared/api';
import type { EncryptedTip, TipFile } from '@beacon/shared/tips-crypto';
import { Alert, Button, Input } from '@beacon/shared/ui';
import { Captcha, type CaptchaHandle } from '../../components/Captcha';
import { Field } from '../../components/Field';
import { PrivacyNote } from '../../components/PrivacyNote';
import { TIPS_PRIVACY } from '../../content/tips';
import { sendEmail } from '../../lib/emailService';
import { AttachmentPicker } from './AttachmentPicker';
import { loadTipsWork } from './loadTipsWork';
import { charactersLeft, cutNotice, withinLimit } from './messageLimit';
import { ReceiptView } from './ReceiptView';

const EMPTY = { name: '', email: '', message: '' };
type TipValues = typeof EMPTY;

const TIP_CAPTCHA_MISSING = 'Please complete the CAPTCHA before sending.';

class EncryptionFailed extends Error {}

/** Whether the refused request spent the captcha: the API checks it last, after everything else it can refuse. */
const captchaSpent = (error: unknown): boolean =>
  !(error instanceof ApiRequestError) ||
  !(error.status === 429 || (error.status === 400 && error.fields.captcha === undefined) || error.status === 413);

const describeFailure = (error: unknown): string => {
  if (error instanceof EncryptionFailed) return TIPS_PRIVACY.encryptionFailed;
  if (!(error instanceof ApiRequestError)) return 'Your tip could not be sent. Please try again.';
  if (error.kind !== 'http') return 'The newsroom cannot be reached. Check your internet connection and try again.';
  if (error.status === 429) return 'Too many tips were sent from here just now. Please wait a minute and try again.';
  if (error.fields.captcha !== undefined) return 'The captcha check failed or expired. Please complete the captcha again and resend.';
  return (error.status ?? 0) >= 500 ? 'The newsroom’s server is having trouble. Please try again in a few minutes.' : error.message;
};

/**
 * What stands for the bot check until scripts run: the served page's one-time token (the page server fills it in per
 * copy; the API refuses it when missing, used, too old or sent within seconds of the page opening), and what it is.
 */
function NoScriptCheck() {
  return (
    <>
      {/* The token differs from every copy of the page to the next: nothing for hydration to compare. */}
      <input type="hidden" name="formToken" value={FORM_TOKEN_PLACEHOLDER} suppressHydrationWarning readOnly />
      <p className="engage-field-note">{TIPS_PRIVACY.formCheck}</p>
    </>
  );
}

/**
 * The media-tips form. Name, e-mail and message are optional and carry no required mark (anonymous tips are welcome);
 * the only rule is a completed captcha. The tip and its files are encrypted here to the newsroom's key (openpgp is
 * fetched when the form is first used); if that fails nothing is sent. After sending, the source gets a receipt.
 * Until scripts run (and without them) it is a plain HTML form: posted to the page itself, which hands it to the API
 * to encrypt on arrival (the page server's native forms); once live, it is today's scripted form with its captcha.
 */
export function TipsForm({ anonymousNote }: { anonymousNote: string }) {
  const { apiUrl, emailjs } = useConfig();
  const live = useIsClient();
  const client = useApiClient();
  const [values, setValues] = useState<TipValues>(EMPTY);
  const [files, setFiles] = useState<TipFile[]>([]);
  const [token, setToken] = useState<string | null>(null);
  const [captchaMissing, setCaptchaMissing] = useState(false);
  const [sending, setSending] = useState(false);
  const [receipt, setReceipt] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [cut, setCut] = useState(0);
  const busy = useRef(false);
  const captcha = useRef<CaptchaHandle>(null);
  const form = useRef<HTMLFormElement>(null);

  const update = (field: keyof TipValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  // Cut here rather than by the browser's maxLength, which counts UTF-16 units and could split an emoji.
  const updateMessage = (event: { target: { value: string } }) => {
    const limited = withinLimit(event.target.value);
    setCut(limited.cut);
    setValues((current) => ({ ...current, message: limited.text }));
  };

  const onCaptcha = (next: string | null) => {
    setToken(next);
    if (next) setCaptchaMissing(false);
  };

  const seal = async (secret: string): Promise<EncryptedTip> => {
    const { encryptTip, getTipsKey } = await loadTipsWork();
    const key = await getTipsKey(client);
    try {
      return await encryptTip({ ...values, files }, key.publicKey, secret);
    } catch (failure) {
      throw new EncryptionFailed(failure instanceof Error ? failure.message : 'encryption failed');
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    if (!token) {
      console.warn('Please complete the CAPTCHA');
      setCaptchaMissing(true);
      captcha.current?.focus();
      return;
    }
    busy.current = true;
    setSending(true);
    setError(null);
    try {
      const { formatReceipt, newReceiptSecret, receiptToken, sendTip } = await loadTipsWork();
      const secret = newReceiptSecret();
      const sealed = await seal(secret);
      const sent = await sendTip(apiUrl, { ...sealed, receiptToken: await receiptToken(secret), captcha: token });
      // With the real EmailJS, the newsroom's mailbox gets the same ciphertext (the tip is stored either way).
      if (emailjs.origin !== apiUrl) {
        await sendEmail(emailjs, { from_name: '', from_email: '', message: sealed.message }, token).catch(() =>
          console.warn('The encrypted copy could not be e-mailed; the tip itself was received.'),
        );
      }
      setValues(EMPTY);
      setFiles([]);
      setCut(0);
      setToken(null);
      captcha.current?.reset();
      setReceipt(formatReceipt(sent.receiptId, secret));
    } catch (failure) {
      console.error('The tip was not sent', failure instanceof Error ? failure.name : 'failure');
      if (captchaSpent(failure) && !(failure instanceof EncryptionFailed)) {
        setToken(null);
        captcha.current?.reset();
      }
      setError(describeFailure(failure));
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  if (receipt) return <ReceiptView receipt={receipt} />;
  const left = charactersLeft(values.message);

  return (
    <form
      ref={form}
      className="engage-form"
      method="post"
      action="?form=send"
      encType="multipart/form-data"
      noValidate
      aria-label="Media tip"
      onSubmit={(event) => void submit(event)}
      // The encryption library is fetched once someone starts on the form, not with the page.
      onFocus={() =>
        void loadTipsWork()
          .then((work) => work.loadOpenPgp())
          .catch(() => undefined)
      }
    >
      <p className="engage-field-note">{TIPS_PRIVACY.twoPaths}</p>
      <p className="engage-field-note">{live ? `${TIPS_PRIVACY.scriptsOn} ${TIPS_PRIVACY.encrypted}` : TIPS_PRIVACY.scriptsOff}</p>
      <Field htmlFor="tip-name" label="Name">
        <Input id="tip-name" name="from_name" autoComplete="off" maxLength={200} value={values.name} onChange={update('name')} />
      </Field>
      <Field htmlFor="tip-email" label="Email">
        <Input
          id="tip-email"
          name="from_email"
          type="email"
          autoComplete="off"
          maxLength={254}
          value={values.email}
          onChange={update('email')}
        />
      </Field>
      <Field htmlFor="tip-message" label="Message">
        <Input.TextArea
          id="tip-message"
          name="message"
          rows={5}
          aria-describedby={left ? 'tip-message-count' : undefined}
          value={values.message}
          onChange={updateMessage}
        />
        {left && (
          <p id="tip-message-count" className="engage-field-note">
            {left}
          </p>
        )}
        <div aria-live="assertive">{cut > 0 && <p className="engage-field-note engage-field-cut">{cutNotice(cut)}</p>}</div>
      </Field>
      <AttachmentPicker files={files} onChange={setFiles} />
      <p className="engage-note-red">{anonymousNote}</p>
      <PrivacyNote what="a tip" />
      {live ? <Captcha ref={captcha} id="tip-captcha" onChange={onCaptcha} describedBy="tip-captcha-message" /> : <NoScriptCheck />}
      <p id="tip-captcha-message" className="engage-inline-error" aria-live="assertive">
        {captchaMissing ? TIP_CAPTCHA_MISSING : ''}
      </p>
      {error && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title="Your tip was not sent"
          description={`${error} Everything you typed is still here.`}
          action={
            <Button size="small" onClick={() => form.current?.requestSubmit()}>
              Try again
            </Button>
          }
        />
      )}
      <Button type="primary" htmlType="submit" size="large" loading={sending} disabled={sending}>
        Send
      </Button>
    </form>
  );
}
