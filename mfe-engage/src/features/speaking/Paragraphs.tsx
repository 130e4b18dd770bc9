/** Plain text with blank lines between paragraphs. */
export function Paragraphs({ text }: { text: string }) {
  return (
    <div className="engage-prose">
      {text.split(/\n\s*\n/).map((paragraph, index) => (
        <p key={`${index}:${paragraph}`}>{paragraph}</p>
      ))}
    </div>
  );
}
