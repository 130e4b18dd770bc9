import { useImperativeHandle, useRef, type Ref } from 'react';
import { useConfig } from '@beacon/shared';
import { StyleSheet } from '@beacon/shared/ui';
import { AltchaCaptcha } from './AltchaCaptcha';
import { LocalCaptcha } from './LocalCaptcha';
import { RecaptchaWidget } from './RecaptchaWidget';
import type { CaptchaHandle } from './captchaTypes';

export type { CaptchaHandle };

export interface CaptchaProps {
  /** Base for the widget's ids (unique on the page). */
  id: string;
  /** A new token, or null when it expired or was cleared. */
  onChange: (token: string | null) => void;
  /** Id of the message that explains what is missing, when there is one. */
  describedBy?: string;
  ref?: Ref<CaptchaHandle>;
}

// reCAPTCHA's "normal" widget is 304 × 78: the local widget takes the same box, so nothing shifts either way.
const captchaCss = `
.engage-captcha { width: 304px; max-width: 100%; min-height: 78px; box-sizing: border-box; }
.engage-local-captcha { display: flex; align-items: center; gap: 12px; box-sizing: border-box; min-height: 78px; padding: 10px 12px; color-scheme: light; border-radius: 4px; border: 1px solid #d3d3d3; background: #f9f9f9; color: #1f1f1f; }
.engage-local-captcha input { flex: none; width: 26px; height: 26px; margin: 0; accent-color: #1b7f3b; cursor: pointer; }
.engage-local-captcha input:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
.engage-local-captcha label { font-size: 15px; cursor: pointer; }
.engage-local-captcha-status { margin-left: auto; font-size: 12px; line-height: 1.3; text-align: right; color: #3a3a3a; max-width: 120px; }
.engage-local-captcha[data-state='error'] .engage-local-captcha-status, .engage-local-captcha[data-state='expired'] .engage-local-captcha-status { color: #b3261e; }
`;

/**
 * The captcha of every form: Google reCAPTCHA when the runtime config has a site key, otherwise ALTCHA,
 * a proof-of-work challenge from our API (or, with CAPTCHA_MODE=local, the checkbox stand-in whose token
 * the API hands out). Either way the form gets a token through `onChange`, null again when it expires,
 * and can reset it; the API checks the token, once, when it accepts the message.
 */
export function Captcha({ id, onChange, describedBy, ref }: CaptchaProps) {
  const { recaptchaSiteKey, captchaMode } = useConfig();
  const inner = useRef<CaptchaHandle>(null);
  useImperativeHandle(ref, () => ({ reset: () => inner.current?.reset(), focus: () => inner.current?.focus() }), []);
  return (
    <div className="engage-captcha">
      <StyleSheet name="mfe-engage-captcha" css={captchaCss} />
      {recaptchaSiteKey ? (
        <RecaptchaWidget ref={inner} siteKey={recaptchaSiteKey} onChange={onChange} />
      ) : captchaMode === 'local' ? (
        <LocalCaptcha ref={inner} id={id} onChange={onChange} describedBy={describedBy} />
      ) : (
        <AltchaCaptcha ref={inner} onChange={onChange} describedBy={describedBy} />
      )}
    </div>
  );
}
