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
