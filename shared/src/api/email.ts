import type { EmailJsConfig } from '../config/runtimeConfig';
import type { EmailSendInput, TemplateParams } from '../schemas';
import type { ApiClient } from './client';

/**
 * The EmailJS-compatible e-mail relay. Its client is bound to `emailjs.origin` of the runtime
 * config (`useApiClient('email')`). It answers `OK` as text, and its refusals are text reasons,
 * which become the ApiRequestError's message.
 */

/** The request body for a template, with the captcha token where EmailJS expects it. */
export function emailSendInput(
  emailjs: Pick<EmailJsConfig, 'publicKey' | 'serviceId' | 'templateId'>,
  params: TemplateParams,
  captchaToken: string,
): EmailSendInput {
  return {
    user_id: emailjs.publicKey,
    service_id: emailjs.serviceId,
    template_id: emailjs.templateId,
    template_params: { ...params, 'g-recaptcha-response': captchaToken },
  };
}

export async function sendEmail(client: ApiClient, input: EmailSendInput, signal?: AbortSignal): Promise<void> {
  await client.request<string>({ method: 'POST', path: '/api/v1.0/email/send', body: input, signal });
}
