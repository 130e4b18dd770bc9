import { useEffect, useRef, useState } from 'react';

export interface EventImageProps {
  src: string | null;
  placeholder: { src: string; width: number; height: number };
  className?: string;
  /** Load at once (first row, detail) or when it nears the viewport. */
  eager?: boolean;
}

/**
 * An event's picture at the placeholder's size (its aspect ratio is reserved before it loads);
 * the placeholder when there is none or it fails to load. Decorative: the title says what it shows.
 */
export function EventImage({ src, placeholder, className, eager = false }: EventImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const image = useRef<HTMLImageElement>(null);
  const shown = src && failed !== src ? src : placeholder.src;

  // An error before the page was interactive (server-rendered markup) fired no handler: check once mounted.
  useEffect(() => {
    const element = image.current;
    if (src && element?.complete && element.naturalWidth === 0 && element.getAttribute('src') === src) setFailed(src);
  }, [src]);

  return (
    <img
      ref={image}
      className={className}
      src={shown}
      alt=""
      width={placeholder.width}
      height={placeholder.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => {
        if (src && shown === src) setFailed(src);
      }}
    />
  );
}
