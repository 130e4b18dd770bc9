import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { paths } from '@beacon/shared/routes';
import type { LandingBody } from '@beacon/shared/schemas';
import { visuallyHidden } from '@beacon/shared/ui';
import { landingLayout } from '../../content/landing';
import { useAnonymousClient } from '@beacon/shared/published';
import { signUp, type SignUpOutcome } from './signUp';

/** The 'Join Our Mailing List' form: one email field, 'Sign Up', and a live region for the answer. */
export function MailingListForm({ words }: { words: Pick<LandingBody, 'emailLabel' | 'emailPlaceholder' | 'signUp'> }) {
  // The relay's routes are anonymous.
  const client = useAnonymousClient();
  const fieldId = useId();
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<SignUpOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const clearTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const request = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      clearTimeout(clearTimer.current);
      request.current?.abort();
    },
    [],
  );

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    clearTimeout(clearTimer.current);
    setMessage(null);
    setBusy(true);
    const controller = new AbortController();
    request.current = controller;
    let outcome: SignUpOutcome;
    try {
      outcome = await signUp(client, email, controller.signal);
    } catch {
      // Only a cancellation rejects (the form went away): nothing to show.
      return;
    } finally {
      request.current = null;
      setBusy(false);
    }
    setMessage(outcome);
    setEmail('');
    clearTimer.current = setTimeout(() => setMessage(null), landingLayout.messageClearMs);
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} aria-busy={busy}>
      <div className="landing-form-row">
        <label className={visuallyHidden} htmlFor={fieldId}>
          {words.emailLabel}
        </label>
        <input
          id={fieldId}
          className="landing-input"
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder={words.emailPlaceholder}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        {/* aria-disabled, not disabled: the button keeps keyboard focus while the answer is awaited. */}
        <button className="landing-button" type="submit" aria-disabled={busy}>
          {words.signUp}
        </button>
      </div>
      <p className="landing-messages" role="status" aria-live="polite">
        {message?.slot === 'error' && <span className="landing-error">{message.text}</span>}
        {message?.slot === 'success' && <span className="landing-success">{message.text}</span>}
      </p>
      {/* A plain link: this page also runs without a router. The kit's link colour, as on the site's other pages. */}
      <p>
        What we keep of your address, and for how long:{' '}
        <a href={paths.privacy.href()} style={{ color: '#8ab4ff' }}>
          privacy notice
        </a>
        .
      </p>
    </form>
  );
}
