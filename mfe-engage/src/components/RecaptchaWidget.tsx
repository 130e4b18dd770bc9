import { useEffect, useImperativeHandle, useRef, useState, type ComponentType, type Ref } from 'react';
import type ReCAPTCHA from 'react-google-recaptcha';
import type { ReCAPTCHAProps } from 'react-google-recaptcha';
import { whenIdle } from '@beacon/shared/idle';
import type { CaptchaHandle } from './captchaTypes';
import { visuallyHidden } from '@beacon/shared/ui';

type RecaptchaComponent = ComponentType<ReCAPTCHAProps & { ref?: Ref<ReCAPTCHA> }>;

interface RecaptchaWidgetProps {
  siteKey: string;
  onChange: (token: string | null) => void;
  ref?: Ref<CaptchaHandle>;
}

/**
 * Google reCAPTCHA (light theme, normal size). Its React wrapper, and with it Google's script, is
 * fetched once the page is idle, never with the page itself; its box is reserved meanwhile.
 */
export function RecaptchaWidget({ siteKey, onChange, ref }: RecaptchaWidgetProps) {
  const [Widget, setWidget] = useState<RecaptchaComponent | null>(null);
  const widget = useRef<ReCAPTCHA>(null);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let live = true;
    const cancel = whenIdle(() => {
      void import(/* webpackChunkName: "recaptcha" */ 'react-google-recaptcha').then((module) => {
        if (live) setWidget(() => module.default as unknown as RecaptchaComponent);
      });
    });
    return () => {
      live = false;
      cancel();
    };
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      reset: () => widget.current?.reset(),
      focus: () => box.current?.querySelector('iframe')?.focus(),
    }),
    [],
  );

  return (
    <div ref={box} role="group" aria-label="Captcha">
      {Widget ? (
        <Widget ref={widget} sitekey={siteKey} theme="light" size="normal" onChange={onChange} onExpired={() => onChange(null)} />
      ) : (
        <p className={visuallyHidden}>Loading the captcha…</p>
      )}
    </div>
  );
}
