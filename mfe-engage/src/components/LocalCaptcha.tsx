import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { isAbortError, requestCaptchaToken, useApiClient } from '@beacon/shared/api';
import type { CaptchaHandle } from './captchaTypes';

type LocalState = 'idle' | 'checking' | 'verified' | 'expired' | 'error';

const STATUS: Record<LocalState, string> = {
  idle: '',
  checking: 'Checking…',
  verified: 'Verified',
  expired: 'Expired: check the box again',
  error: 'Could not check. Try again.',
};

interface LocalCaptchaProps {
  id: string;
  onChange: (token: string | null) => void;
  describedBy?: string;
  ref?: Ref<CaptchaHandle>;
}

/**
 * The offline captcha: a real checkbox (keyboard-operable, labelled). Checking it asks the API for
 * a single-use token; when the token's time is up it is withdrawn (`onChange(null)`), as reCAPTCHA does.
 */
export function LocalCaptcha({ id, onChange, describedBy, ref }: LocalCaptchaProps) {
  const client = useApiClient();
  const [state, setState] = useState<LocalState>('idle');
  const input = useRef<HTMLInputElement>(null);
  const expiry = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<AbortController | null>(null);

  const stop = () => {
    clearTimeout(expiry.current);
    pending.current?.abort();
    pending.current = null;
  };
  useEffect(() => stop, []);

  useImperativeHandle(
    ref,
    () => ({
      reset: () => {
        stop();
        setState('idle');
      },
      focus: () => input.current?.focus(),
    }),
    [],
  );

  const check = async () => {
    stop();
    const controller = new AbortController();
    pending.current = controller;
    setState('checking');
    try {
      const { token, expiresAt } = await requestCaptchaToken(client, controller.signal);
      setState('verified');
      onChange(token);
      expiry.current = setTimeout(
        () => {
          setState('expired');
          onChange(null);
        },
        Math.max(0, Date.parse(expiresAt) - Date.now()),
      );
    } catch (error) {
      if (isAbortError(error)) return;
      setState('error');
    }
  };

  const toggle = () => {
    if (state === 'verified') {
      stop();
      setState('idle');
      onChange(null);
    } else if (state !== 'checking') {
      void check();
    }
  };

  const statusId = `${id}-status`;
  return (
    <div className="engage-local-captcha" data-state={state}>
      <input
        ref={input}
        id={id}
        type="checkbox"
        checked={state === 'verified' || state === 'checking'}
        aria-busy={state === 'checking'}
        aria-describedby={[statusId, describedBy].filter(Boolean).join(' ')}
        onChange={toggle}
      />
      <label htmlFor={id}>I&apos;m not a robot</label>
      <span id={statusId} className="engage-local-captcha-status" role="status">
        {STATUS[state]}
      </span>
    </div>
  );
}
