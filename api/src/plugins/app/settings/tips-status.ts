import type { TipsStatus, TipsThirdParty } from '@beacon/shared/schemas';
import type { Services } from '../../../services';

/**
 * What Settings says about tips: the key they are encrypted to and, when a real third-party service is configured,
 * that tips pass through it (EmailJS gets the encrypted text only; reCAPTCHA sees the visit to the form).
 */
export function tipsStatus(services: Services): TipsStatus {
  const { config, tips } = services;
  const passesThrough: TipsThirdParty[] = [];
  if (config.tips.realEmailJs) {
    passesThrough.push({
      service: 'email',
      label: 'EmailJS',
      ciphertextOnly: true,
      detail: 'Each tip is also e-mailed through EmailJS, as the encrypted message only.',
    });
  }
  if (config.recaptchaSecret) {
    passesThrough.push({
      service: 'captcha',
      label: 'Google reCAPTCHA',
      ciphertextOnly: true,
      detail: 'The tips form loads Google reCAPTCHA: Google sees the visit to the form (never the tip, which is encrypted first).',
    });
  }
  return {
    key: tips.key.development ? 'development' : 'configured',
    fingerprint: tips.key.fingerprint,
    retentionDays: config.tips.retentionDays,
    passesThrough,
  };
}
