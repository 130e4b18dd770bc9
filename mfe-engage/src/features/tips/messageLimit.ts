/** The longest tip message the e-mail relay accepts, counted in characters (code points), as the API counts. */
export const MESSAGE_LIMIT = 10_000;
/** The count of characters left shows from this many on. */
export const SHOW_COUNT_FROM = 9_000;

const number = new Intl.NumberFormat('en');

/** Characters as a person (and the API) counts them: an emoji is one, not two UTF-16 units. */
export const characterCount = (text: string): number => Array.from(text).length;

/** The text within the limit, cut between characters (never inside an emoji), and how many characters were cut. */
export function withinLimit(text: string, limit = MESSAGE_LIMIT): { text: string; cut: number } {
  const characters = Array.from(text);
  if (characters.length <= limit) return { text, cut: 0 };
  return { text: characters.slice(0, limit).join(''), cut: characters.length - limit };
}

/** '1,000 characters left', '1 character left'; empty while far from the limit. */
export function charactersLeft(text: string, limit = MESSAGE_LIMIT): string {
  const used = characterCount(text);
  if (used < SHOW_COUNT_FROM) return '';
  const left = limit - used;
  return `${number.format(left)} ${left === 1 ? 'character' : 'characters'} left`;
}

/** What the form says after cutting a message to the limit. */
export const cutNotice = (cut: number, limit = MESSAGE_LIMIT): string =>
  `Messages are limited to ${number.format(limit)} characters: the last ${number.format(cut)} ${cut === 1 ? 'character was' : 'characters were'} not kept.`;
