/** Joins the truthy class names. */
export const cx = (...names: (string | false | null | undefined)[]): string => names.filter(Boolean).join(' ');

/** Hides an element from sight but not from screen readers (the kit's stylesheet, on every page, defines it). */
export const visuallyHidden = 'bk-visually-hidden';
