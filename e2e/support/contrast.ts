import type { Locator } from '@playwright/test';

/**
 * The WCAG contrast ratio of an element's text colour (or its outline's, for a focus ring) against the
 * background it is drawn on: the first opaque background up its ancestors, with translucent ones above
 * it blended in, over the site's black when none is opaque. A ring drawn outside the element sits on its
 * parent's background.
 */
export function contrastOf(locator: Locator, part: 'text' | 'outline' = 'text'): Promise<number> {
  return locator.evaluate((element, drawn) => {
    const parse = (value: string): number[] => (value.match(/[\d.]+/g) ?? []).map(Number);
    const over = (top: number[], bottom: number[]): number[] => {
      const alpha = top[3] ?? 1;
      return [0, 1, 2].map((i) => (top[i] ?? 0) * alpha + (bottom[i] ?? 0) * (1 - alpha));
    };
    const layers: number[][] = [];
    const style = getComputedStyle(element);
    const ringOutside = drawn === 'outline' && parseFloat(style.outlineOffset) >= 0;
    for (let node: Element | null = ringOutside ? element.parentElement : element; node; node = node.parentElement) {
      const background = parse(getComputedStyle(node).backgroundColor);
      if ((background[3] ?? 1) > 0) layers.push(background);
      if ((background[3] ?? 1) === 1) break;
    }
    const background = layers.reduceRight<number[]>((below, layer) => over(layer, below), [0, 0, 0]);
    const foreground = over(parse(drawn === 'outline' ? style.outlineColor : style.color), background);
    const luminance = (rgb: number[]): number => {
      const [r, g, b] = rgb.map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
      return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
    };
    const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
    return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
  }, part);
}
