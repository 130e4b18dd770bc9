/** Checks a captcha token once, on the server. */
export interface CaptchaVerifier {
  mode: 'altcha' | 'local' | 'recaptcha';
  /** True for a valid token; a token is never accepted twice. */
  verify(token: string, remoteIp: string): Promise<boolean>;
}
