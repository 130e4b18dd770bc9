/** Plain text with blank lines between paragraphs. */
export function Paragraphs({ text }: { text: string }) {
  return (
    <div className="engage-prose">
      {text.split(/\n\s*\n/).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
