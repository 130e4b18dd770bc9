import type { FormRule } from 'antd';
import { HEX_COLOUR, MEDIA_MESSAGE, URL_MESSAGE, isContentMedia, isContentUrl } from './contentForm';

export const required = (label: string): FormRule[] => [{ required: true, whitespace: true, message: `${label} is required.` }];

const addressRule =
  (label: string, isRequired: boolean, valid: (value: string) => boolean, message: string): FormRule =>
  () => ({
    validator: async (_rule, value: string | null | undefined) => {
      if (!value) {
        if (isRequired) throw new Error(`${label} is required.`);
        return;
      }
      if (!valid(value)) throw new Error(message);
    },
  });

/** A link target: http(s), or a site token such as {donationUrl}. */
export const urlRules = (label: string, isRequired = true): FormRule[] => [addressRule(label, isRequired, isContentUrl, URL_MESSAGE)];
/** An image or video: http(s), or a built-in file. */
export const mediaRules = (label: string, isRequired = true): FormRule[] => [addressRule(label, isRequired, isContentMedia, MEDIA_MESSAGE)];
export const colourRules = (label: string): FormRule[] => [
  ...required(label),
  { pattern: HEX_COLOUR, message: 'Enter a colour as # and six hexadecimal digits, e.g. #1f5fd6.' },
];
