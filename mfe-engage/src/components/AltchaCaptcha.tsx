import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import type {} from 'altcha/types/react';
import type { WidgetMethods } from 'altcha/types';
import { useConfig } from '@beacon/shared';
import { StyleSheet, visuallyHidden } from '@beacon/shared/ui';
import type { CaptchaHandle } from './captchaTypes';

type AltchaElement = HTMLElement & WidgetMethods;
type StateChange = CustomEvent<{ payload?: string | null; state: string }>;

interface AltchaCaptchaProps {
  onChange: (token: string | null) => void;
  /** Id of the message that explains what is missing, when there is one. */
  describedBy?: string;
  ref?: Ref<CaptchaHandle>;
}

// The widget says who made it in its own footer; the page names no other site, so it is hidden. Its
// collector of pointer and scroll movements serves a hosted service we do not use: off.
const WIDGET_CONFIGURATION = JSON.stringify({ hideFooter: true, hideLogo: true, humanInteractionSignature: false });

const checkboxOf = (element: HTMLElement | null): HTMLInputElement | null =>
  element?.querySelector<HTMLInputElement>('input[type="checkbox"]') ?? null;

/** Loads the widget's code once per page; every form's captcha waits on the same promise. */
let loading: Promise<string> | null = null;
const loadAltcha = (): Promise<string> => {
  loading ??= import(/* webpackChunkName: "altcha" */ './altchaWidget').then((module) => module.ALTCHA_STYLESHEET);
  return loading;
};

/** What shows that someone is using the form: the widget's code is fetched on the first of these. */
const FIRST_USE = ['focusin', 'pointerover', 'touchstart'] as const;

/**
 * ALTCHA, the default bot check: a checkbox that, once ticked, solves a proof-of-work challenge from
 * our API in a worker, with no third party. Its code is fetched when the form is first used (focus or
 * pointer in it), never with the page, so a visit that only reads costs nothing; its box is reserved
 * meanwhile. The solved payload is the form's token; the widget withdraws it (`onChange(null)`) when
 * the challenge expires.
 */
export function AltchaCaptcha({ onChange, describedBy, ref }: AltchaCaptchaProps) {
  const { apiUrl } = useConfig();
  const [stylesheet, setStylesheet] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const widget = useRef<AltchaElement>(null);
  const holder = useRef<HTMLDivElement>(null);
  const load = useRef<() => void>(() => undefined);
  // Focus asked for before the widget's code arrived (a send without the check, early): given on arrival.
  const focusWhenReady = useRef(false);

  useEffect(() => {
    let live = true;
    const area = holder.current?.closest('form') ?? holder.current;
    const start = () => {
      for (const type of FIRST_USE) area?.removeEventListener(type, start);
      loadAltcha().then(
        (css) => live && setStylesheet(css),
        () => live && setFailed(true),
      );
    };
    load.current = start;
    for (const type of FIRST_USE) area?.addEventListener(type, start, { passive: true });
    // Someone typing in the served form before the page came alive has started already.
    if (area?.contains(document.activeElement)) start();
    return () => {
      live = false;
      for (const type of FIRST_USE) area?.removeEventListener(type, start);
    };
  }, []);

  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const describe = () => {
      if (describedBy) checkboxOf(element)?.setAttribute('aria-describedby', describedBy);
      if (focusWhenReady.current && checkboxOf(element)) {
        focusWhenReady.current = false;
        checkboxOf(element)?.focus();
      }
    };
    const onState = (event: Event) => {
      const { state, payload } = (event as StateChange).detail;
      onChange(state === 'verified' && payload ? payload : null);
      describe();
    };
    describe();
    element.addEventListener('load', describe);
    element.addEventListener('statechange', onState);
    return () => {
      element.removeEventListener('load', describe);
      element.removeEventListener('statechange', onState);
    };
  }, [stylesheet, describedBy, onChange]);

  useImperativeHandle(
    ref,
    () => ({
      // The widget reports its return to "unverified"; the form has already dropped the token.
      reset: () => widget.current?.reset(),
      focus: () => {
        const box = checkboxOf(widget.current);
        if (box) {
          box.focus();
        } else {
          focusWhenReady.current = true;
          load.current();
        }
      },
    }),
    [],
  );

  return (
    <div ref={holder}>
      {failed ? (
        <p className="engage-inline-error" role="alert">
          The anti-robot check could not load. Reload the page to try again.
        </p>
      ) : stylesheet === null ? (
        <p className={visuallyHidden}>The anti-robot check loads when you start on the form.</p>
      ) : (
        <>
          <StyleSheet name="mfe-engage-altcha" css={stylesheet} />
          <altcha-widget ref={widget} challenge={`${apiUrl}/captcha/challenge`} type="checkbox" configuration={WIDGET_CONFIGURATION} />
        </>
      )}
    </div>
  );
}
