/**
 * A component's stylesheet, rendered with the component. React 19 hoists a `<style>` that has
 * `href` and `precedence` into <head> once, however many instances render it, so an app ships its
 * CSS inside its own chunks (and in its prerendered HTML): no CSS pipeline, nothing for the host to
 * know about, and media queries apply before the first paint, without layout shifts.
 * `name` must be unique on the page: prefix it with the app (`events-card`).
 */
export function StyleSheet({ name, css, precedence = 'beacon-app' }: { name: string; css: string; precedence?: string }) {
  return (
    <style href={name} precedence={precedence}>
      {css}
    </style>
  );
}
