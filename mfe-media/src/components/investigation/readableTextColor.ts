import { relativeLuminance } from '@beacon/shared/colour';

/**
 * Black or white, whichever reads better on a `#rgb`/`#rrggbb` background (WCAG relative
 * luminance); white for colours it cannot parse. Lets content pick any button colour.
 */
export function readableTextColor(background: string): '#000' | '#fff' {
  const luminance = relativeLuminance(background);
  // Contrast with black is (L + 0.05) / 0.05, with white 1.05 / (L + 0.05); they are equal at L ≈ 0.179.
  return luminance !== null && luminance > 0.179 ? '#000' : '#fff';
}
