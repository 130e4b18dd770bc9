/** Puts the speaker's name (runtime config) into content text. */
export const withName = (text: string, name: string): string => text.replaceAll('{name}', name);
