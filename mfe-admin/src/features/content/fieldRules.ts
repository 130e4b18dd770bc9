import type { FormRule } from 'antd';
import { contrastRatio } from '@beacon/shared/colour';
import { MOTTO_BACKGROUND, MOTTO_MIN_CONTRAST } from '@beacon/shared/schemas';
import { CONTENT_TEXT } from '../../content/adminText';
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

/**
 * A launch page motto word's colour: a hex colour readable on the card's dark background (the API
 * refuses a less readable one too), so the words stay legible to everyone.
 */
export const mottoColourRules = (label: string): FormRule[] => [
  ...colourRules(label),
  () => ({
    validator: async (_rule, value: string | null | undefined) => {
      const ratio = value && HEX_COLOUR.test(value) ? contrastRatio(value, MOTTO_BACKGROUND) : null;
      if (ratio !== null && ratio < MOTTO_MIN_CONTRAST) throw new Error(CONTENT_TEXT.mottoUnreadable(ratio, MOTTO_MIN_CONTRAST));
    },
  }),
];
