/** Joins the truthy class names. */
export const cx = (...names: (string | false | null | undefined)[]): string => names.filter(Boolean).join(' ');

/** Hides an element from sight but not from screen readers (the kit's stylesheet, on every page, defines it). */
export const visuallyHidden = 'bk-visually-hidden';

/**
 * The rule behind `visuallyHidden` (its class written out, so a reader of the stylesheets finds it): in the kit's
 * stylesheet, and in a page's own where it renders without the kit.
 */
export const visuallyHiddenCss = `.bk-visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }`;
