import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '../support/fixtures';

const ROOT = path.resolve(__dirname, '../..');
const VIDEO_TYPES: Record<string, string> = { '.webm': 'video/webm', '.mp4': 'video/mp4' };
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.git']);

/** Every video under an `assets/` folder of the host and the remotes (sources, not builds). */
function bundledVideos(): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) walk(full);
      } else if (VIDEO_TYPES[path.extname(entry.name)] && full.split(path.sep).includes('assets')) {
        found.push(full);
      }
    }
  };
  const apps = fs.readdirSync(ROOT).filter((name) => name === 'host' || name.startsWith('mfe-'));
  for (const app of apps) walk(path.join(ROOT, app, 'src'));
  return found.sort();
}

interface FrameSample {
  maxAlpha: number;
  /** The brightest pixel's largest colour channel (0–255), alpha applied. */
  maxChannel: number;
}

const videos = bundledVideos();

test('the repository bundles the site videos this check is about', () => {
  expect(videos.map((file) => path.relative(ROOT, file))).toContain(path.join('host/src/features/home/assets/hero.webm'));
});

// Chromium decodes each file as a visitor's browser would (it picks the webm first, alpha and all):
// a frame one second in must be opaque and show something other than black.
for (const file of videos) {
  test(`${path.relative(ROOT, file)} shows a visible frame`, async ({ page }) => {
    const dataUrl = `data:${VIDEO_TYPES[path.extname(file)]};base64,${fs.readFileSync(file).toString('base64')}`;
    await page.setContent('<!doctype html><body style="background:#fff"></body>');
    const sample = await page.evaluate(async (src): Promise<FrameSample> => {
      const video = document.createElement('video');
      video.muted = true;
      video.preload = 'auto';
      document.body.append(video);
      await new Promise<void>((resolve, reject) => {
        video.addEventListener('loadeddata', () => resolve(), { once: true });
        video.addEventListener('error', () => reject(new Error(`cannot decode: ${video.error?.message ?? 'unknown error'}`)), {
          once: true,
        });
        video.src = src;
      });
      await new Promise<void>((resolve) => {
        video.addEventListener('seeked', () => resolve(), { once: true });
        video.currentTime = Math.min(1, video.duration / 2);
      });
      const canvas = document.createElement('canvas');
      canvas.width = 64;
      canvas.height = 36;
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) throw new Error('no 2d canvas');
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      let maxAlpha = 0;
      let maxChannel = 0;
      for (let i = 0; i < data.length; i += 4) {
        const [red = 0, green = 0, blue = 0, alpha = 0] = data.subarray(i, i + 4);
        maxAlpha = Math.max(maxAlpha, alpha);
        maxChannel = Math.max(maxChannel, (Math.max(red, green, blue) * alpha) / 255);
      }
      return { maxAlpha, maxChannel };
    }, dataUrl);
    expect(sample.maxAlpha, 'the frame is fully transparent').toBeGreaterThan(0);
    expect(sample.maxChannel, 'the frame is black').toBeGreaterThan(24);
  });
}

interface FlagSample {
  /** Share of sampled pixels that read as the flag's red, white and blue. */
  red: number;
  white: number;
  blue: number;
  /** Red/white changes down a column on the fly side (a gradient has none, the stripes about twelve). */
  stripeChanges: number;
  /** Whether the top-left corner, where the field of stars is, is mostly blue. */
  fieldTopLeft: boolean;
}

// The landing page's background is a waving flag, not a gradient: a decoded frame has stripes and a field.
for (const name of ['flag.webm', 'flag.mp4']) {
  test(`the landing page's ${name} shows a flag: red and white stripes and a blue field`, async ({ page }) => {
    const file = path.join(ROOT, 'mfe-landing/src/content/assets', name);
    const dataUrl = `data:${VIDEO_TYPES[path.extname(file)]};base64,${fs.readFileSync(file).toString('base64')}`;
    await page.setContent('<!doctype html><body></body>');
    const sample = await page.evaluate(async (src): Promise<FlagSample> => {
      const video = document.createElement('video');
      video.muted = true;
      video.preload = 'auto';
      document.body.append(video);
      await new Promise<void>((resolve, reject) => {
        video.addEventListener('loadeddata', () => resolve(), { once: true });
        video.addEventListener('error', () => reject(new Error('cannot decode')), { once: true });
        video.src = src;
      });
      await new Promise<void>((resolve) => {
        video.addEventListener('seeked', () => resolve(), { once: true });
        video.currentTime = Math.min(1.5, video.duration / 2);
      });
      const [width, height] = [160, 90];
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) throw new Error('no 2d canvas');
      context.drawImage(video, 0, 0, width, height);
      const { data } = context.getImageData(0, 0, width, height);
      const kind = (x: number, y: number): 'red' | 'white' | 'blue' | 'other' => {
        const i = (y * width + x) * 4;
        const [r = 0, g = 0, b = 0] = [data[i], data[i + 1], data[i + 2]];
        if (r > 110 && r > g + 60 && r > b + 50) return 'red';
        if (r > 150 && g > 150 && b > 150) return 'white';
        if (b > r + 20 && b > g + 20) return 'blue';
        return 'other';
      };
      const counts = { red: 0, white: 0, blue: 0, other: 0 };
      for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) counts[kind(x, y)] += 1;
      const total = width * height;
      let stripeChanges = 0;
      let previous: string | null = null;
      for (let y = 0; y < height; y += 1) {
        const here = kind(Math.round(width * 0.8), y);
        if (here === 'other' || here === 'blue') continue;
        if (previous !== null && here !== previous) stripeChanges += 1;
        previous = here;
      }
      let fieldBlue = 0;
      for (let y = 2; y < height * 0.4; y += 1) for (let x = 2; x < width * 0.3; x += 1) if (kind(x, y) === 'blue') fieldBlue += 1;
      return {
        red: counts.red / total,
        white: counts.white / total,
        blue: counts.blue / total,
        stripeChanges,
        fieldTopLeft: fieldBlue / ((height * 0.4 - 2) * (width * 0.3 - 2)) > 0.5,
      };
    }, dataUrl);
    expect(sample.red, 'red stripes').toBeGreaterThan(0.15);
    expect(sample.white, 'white stripes and stars').toBeGreaterThan(0.15);
    expect(sample.blue, 'the blue field').toBeGreaterThan(0.1);
    expect(sample.stripeChanges, 'stripes down the fly side').toBeGreaterThanOrEqual(8);
    expect(sample.fieldTopLeft, 'the field in the top-left corner').toBe(true);
  });
}
