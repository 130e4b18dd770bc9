/** What a form can do with its captcha: clear it (after a send, or when its token was used up) and focus it. */
export interface CaptchaHandle {
  reset(): void;
  focus(): void;
}
