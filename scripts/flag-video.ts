/**
 * Renders the landing page's background: a waving flag (thirteen stripes, a blue field of fifty
 * stars) as a short seamless loop, encoded with ffmpeg to WebM (VP9) and MP4 (H.264), plus its
 * first frame as the WebP poster.
 *
 *   npx tsx scripts/flag-video.ts [output folder]   (default: mfe-landing/src/content/assets)
 *
 * Needs `ffmpeg` on the PATH (Debian: `apt-get install -y ffmpeg`). Each frame is drawn pixel by
 * pixel: the flag fills the frame (the page crops the video to cover any screen), a travelling sine
 * wave displaces it vertically and shades its slopes, and every wave's period divides the loop, so
 * the last frame leads into the first.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_OUT = path.join(ROOT, 'mfe-landing/src/content/assets');

const WIDTH = 640;
const HEIGHT = 360;
/** Samples per pixel along each axis: edges and stars are smoothed by averaging 2×2 samples. */
const SUPERSAMPLE = 2;
const FPS = 24;
const LOOP_SECONDS = 4;
const FRAMES = FPS * LOOP_SECONDS;

type Rgb = readonly [number, number, number];
const RED: Rgb = [178, 34, 52];
const WHITE: Rgb = [245, 245, 245];
const BLUE: Rgb = [60, 59, 110];

/** The flag's proportions (hoist 1): 13 stripes; the field covers 7 of them and 0.76 of the 1.9 fly. */
const FLY = 1.9;
const FIELD_WIDTH = 0.76;
const FIELD_HEIGHT = 7 / 13;
const STAR_RADIUS = 0.0616 / 2;

/** Whether (x, y) lies in a five-pointed star of outer radius r centred on the origin, one point up (y grows downwards). */
function inStar(x: number, y: number, r: number): boolean {
  const distance = Math.hypot(x, y);
  const inner = r * 0.382;
  if (distance > r) return false;
  if (distance <= inner) return true;
  // The angle from the nearest point of the star, in [0, 36°]: each arm is symmetric about its point.
  const half = Math.PI / 5;
  const fromUp = ((Math.atan2(x, -y) % (2 * half)) + 2 * half) % (2 * half);
  const angle = Math.min(fromUp, 2 * half - fromUp);
  // Inside when on the centre's side of the edge from the point (r, 0) to the inner corner (at 36°).
  const [ox, oy] = [r, 0];
  const [ix, iy] = [inner * Math.cos(half), inner * Math.sin(half)];
  const [px, py] = [distance * Math.cos(angle), distance * Math.sin(angle)];
  const side = (ix - ox) * (py - oy) - (iy - oy) * (px - ox);
  const centreSide = (ix - ox) * -oy - (iy - oy) * -ox;
  return side === 0 || Math.sign(side) === Math.sign(centreSide);
}

/** The star centres of the field: nine rows alternating six and five stars. */
const STARS: readonly (readonly [number, number])[] = Array.from({ length: 9 }, (_, row) => {
  const count = row % 2 === 0 ? 6 : 5;
  return Array.from({ length: count }, (_, column) => {
    const x = (FIELD_WIDTH / 12) * (row % 2 === 0 ? 1 + 2 * column : 2 + 2 * column);
    const y = (FIELD_HEIGHT / 10) * (row + 1);
    return [x, y] as const;
  });
}).flat();

/** The flag's colour at (x, y) in flag units: x from 0 to FLY along the fly, y from 0 to 1 down the hoist. */
function flagColour(x: number, y: number): Rgb {
  if (x < FIELD_WIDTH && y < FIELD_HEIGHT) {
    for (const [sx, sy] of STARS) {
      if (Math.abs(x - sx) < STAR_RADIUS && Math.abs(y - sy) < STAR_RADIUS && inStar(x - sx, y - sy, STAR_RADIUS)) return WHITE;
    }
    return BLUE;
  }
  const stripe = Math.floor(Math.min(Math.max(y, 0), 0.9999) * 13);
  return stripe % 2 === 0 ? RED : WHITE;
}

/**
 * The vertical displacement of the cloth at fly position u (0 at the pole side, 1 at the far edge) and
 * the slope of its surface, for loop phase t in [0, 1): two travelling waves, growing away from the pole.
 */
function wave(u: number, t: number): { offset: number; slope: number } {
  const grow = 0.25 + 0.75 * u;
  const a = 2 * Math.PI * (1.4 * u - t);
  const b = 2 * Math.PI * (2.6 * u - 2 * t) + 1.3;
  return {
    offset: grow * (0.045 * Math.sin(a) + 0.015 * Math.sin(b)),
    slope: grow * (0.045 * 1.4 * Math.cos(a) + 0.015 * 2.6 * Math.cos(b)),
  };
}

/** One frame as packed RGB bytes. The flag is a little larger than the frame, so the wave never shows its edges. */
function renderFrame(t: number): Buffer {
  const frame = Buffer.alloc(WIDTH * HEIGHT * 3);
  const samples = SUPERSAMPLE * SUPERSAMPLE;
  // The frame shows flag units [0.02, 1.78] × [0.04, 0.96]-ish: about the flag's own 1.9 : 1, cropped to 16 : 9.
  const left = 0.02;
  const top = -0.02;
  const scale = 1.04 / HEIGHT;
  for (let py = 0; py < HEIGHT; py += 1) {
    for (let px = 0; px < WIDTH; px += 1) {
      let red = 0;
      let green = 0;
      let blue = 0;
      for (let sy = 0; sy < SUPERSAMPLE; sy += 1) {
        for (let sx = 0; sx < SUPERSAMPLE; sx += 1) {
          const x = left + (px + (sx + 0.5) / SUPERSAMPLE) * scale;
          const screenY = top + (py + (sy + 0.5) / SUPERSAMPLE) * scale;
          const { offset, slope } = wave(x / FLY, t);
          const colour = flagColour(x, screenY - offset);
          // Slopes facing the light are brighter, those turned away darker.
          const light = Math.min(1.15, Math.max(0.55, 0.9 - 2.2 * slope));
          red += colour[0] * light;
          green += colour[1] * light;
          blue += colour[2] * light;
        }
      }
      const index = (py * WIDTH + px) * 3;
      frame[index] = Math.min(255, Math.round(red / samples));
      frame[index + 1] = Math.min(255, Math.round(green / samples));
      frame[index + 2] = Math.min(255, Math.round(blue / samples));
    }
  }
  return frame;
}

/** Runs ffmpeg with the raw frames on its standard input. */
function encode(frames: readonly Buffer[], output: string, codecArgs: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const input = ['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${WIDTH}x${HEIGHT}`, '-r', String(FPS), '-i', '-'];
    const ffmpeg = spawn('ffmpeg', ['-y', '-loglevel', 'error', ...input, '-an', ...codecArgs, output], {
      stdio: ['pipe', 'inherit', 'pipe'],
    });
    let errors = '';
    ffmpeg.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    ffmpeg.on('error', reject);
    ffmpeg.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg failed for ${output}: ${errors}`))));
    void (async () => {
      for (const frame of frames) {
        if (!ffmpeg.stdin.write(frame)) await new Promise((drained) => ffmpeg.stdin.once('drain', drained));
      }
      ffmpeg.stdin.end();
    })();
  });
}

async function main(): Promise<void> {
  const out = path.resolve(process.argv[2] ?? DEFAULT_OUT);
  fs.mkdirSync(out, { recursive: true });
  const frames = Array.from({ length: FRAMES }, (_, index) => renderFrame(index / FRAMES));
  const files = {
    webm: path.join(out, 'flag.webm'),
    mp4: path.join(out, 'flag.mp4'),
    poster: path.join(out, 'flag-poster.webp'),
  };
  // Seen through a 60 % black overlay: a modest quality is plenty, and keeps the files small.
  await encode(frames, files.webm, ['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '42', '-row-mt', '1', '-pix_fmt', 'yuv420p']);
  await encode(frames, files.mp4, [
    '-c:v',
    'libx264',
    '-preset',
    'veryslow',
    '-crf',
    '30',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
  ]);
  await encode(frames.slice(0, 1), files.poster, ['-frames:v', '1', '-c:v', 'libwebp', '-quality', '45']);
  for (const file of Object.values(files)) console.log(`${path.relative(ROOT, file)}: ${Math.round(fs.statSync(file).size / 1024)} KB`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
