import { useEffect } from 'react';

/** Sets the document's meta description while the page shows `text`, and puts the previous one back after. */
export function useMetaDescription(text: string | null): void {
  useEffect(() => {
    if (!text) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = text;
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [text]);
}
