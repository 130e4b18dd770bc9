/** What a preview link's home page says above the draft: a status the screen reader announces, no landmark of its own. */
export function HomePreviewNote() {
  return (
    <p className="beacon-preview-note" role="status">
      <strong>Preview — not published</strong>: the latest draft, as visitors will see it once it is published.
    </p>
  );
}
