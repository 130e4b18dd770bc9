/** Helpers every page of the remote uses: a screen-reader-only class. */
const baseCss = `
.media-visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
`;

/**
 * A component's stylesheet, rendered with the component. React 19 hoists a `<style>` that has
 * `href` and `precedence` into <head> once, however many instances render it, so the remote ships
 * its CSS inside its own chunks: no CSS pipeline, nothing for the host to know about, and the
 * media queries (the site's breakpoints) apply before the first paint, without layout shifts.
 */
export function Styles({ id, css }: { id: string; css: string }) {
  return (
    <>
      <style href="mfe-media-base" precedence="mfe-media">
        {baseCss}
      </style>
      <style href={`mfe-media-${id}`} precedence="mfe-media">
        {css}
      </style>
    </>
  );
}
