import { useEffect, useRef, useState, type RefObject } from 'react';

export interface ImageFailure {
  /** For the `<img>`: how a failure that happened before hydration is found. */
  ref: RefObject<HTMLImageElement | null>;
  /** For the `<img>`'s `onError`. */
  onError: () => void;
  /** `src` could not be loaded: show the placeholder instead. */
  failed: boolean;
}

/**
 * Whether an image failed to load, for a placeholder in its place rather than the browser's broken
 * image. An `<img>` in served HTML that failed before the page was hydrated fired no handler: it is
 * checked once mounted.
 */
export function useImageFailure(src: string | null): ImageFailure {
  const ref = useRef<HTMLImageElement>(null);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (src && element?.complete && element.naturalWidth === 0 && element.getAttribute('src') === src) setFailedSrc(src);
  }, [src]);
  return { ref, onError: () => setFailedSrc(src), failed: src !== null && failedSrc === src };
}
