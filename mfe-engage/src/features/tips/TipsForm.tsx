import { useRef, useState, type FormEvent } from 'react';
import { useConfig } from '@beacon/shared';
import { Alert, Button, Input } from '@beacon/shared/ui';
import { Captcha, type CaptchaHandle } from '../../components/Captcha';
import { Field } from '../../components/Field';
import { PrivacyNote } from '../../components/PrivacyNote';
import { SuccessMessage } from '../../components/SuccessMessage';
import { captchaSpent, describeEmailFailure, loadEmailSdk, sendEmail } from '../../lib/emailService';
import { charactersLeft, cutNotice, withinLimit } from './messageLimit';

const EMPTY = { name: '', email: '', message: '' };
type TipValues = typeof EMPTY;

const TIP_SENT = 'Your message has been sent successfully!';
const TIP_CAPTCHA_MISSING = 'Please complete the CAPTCHA before sending.';

/**
 * The media-tips form. Name, e-mail and message are marked required but not enforced (anonymous
 * tips are welcome); the only rule is a completed captcha. It sends through the e-mail service;
 * a failure says what happened and keeps everything typed.
 */
export function TipsForm({ anonymousNote }: { anonymousNote: string }) {
  const { emailjs } = useConfig();
  const [values, setValues] = useState<TipValues>(EMPTY);
  const [token, setToken] = useState<string | null>(null);
  const [captchaMissing, setCaptchaMissing] = useState(false);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
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
      await sendEmail(emailjs, { from_name: values.name, from_email: values.email, message: values.message }, token);
      setValues(EMPTY);
      setCut(0);
      setToken(null);
      captcha.current?.reset();
      setSent(true);
    } catch (failure) {
      console.error('The tip could not be sent', failure);
      const spent = captchaSpent(failure);
      if (spent) {
        setToken(null);
        captcha.current?.reset();
      }
      setError(`${describeEmailFailure(failure)}${spent ? ' Complete the captcha again, then press Send.' : ''}`);
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  if (sent) return <SuccessMessage text={TIP_SENT} />;
  const left = charactersLeft(values.message);

  return (
    <form
      ref={form}
      className="engage-form"
      noValidate
      aria-label="Media tip"
      onSubmit={(event) => void submit(event)}
      // The e-mail SDK is fetched once someone starts on the form, not with the page.
      onFocus={() => void loadEmailSdk().catch(() => undefined)}
    >
      <Field htmlFor="tip-name" label="Name" markedRequired>
        <Input id="tip-name" name="from_name" autoComplete="name" maxLength={200} value={values.name} onChange={update('name')} />
      </Field>
      <Field htmlFor="tip-email" label="Email" markedRequired>
        <Input
          id="tip-email"
          name="from_email"
          type="email"
          autoComplete="email"
          maxLength={254}
          value={values.email}
          onChange={update('email')}
        />
      </Field>
      <Field htmlFor="tip-message" label="Message" markedRequired>
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
      <p className="engage-note-red">{anonymousNote}</p>
      <PrivacyNote what="a tip" />
      <Captcha ref={captcha} id="tip-captcha" onChange={onCaptcha} describedBy="tip-captcha-message" />
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
