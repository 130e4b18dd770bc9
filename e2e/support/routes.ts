/** Every public route with a fixed path (the event detail page needs an id from the API), in the default config. */
export const PUBLIC_PATHS = [
  '/',
  '/video-reports',
  '/video-reports/video/dQw4w9WgXcQ',
  '/video-reports/live',
  '/election',
  '/riverside-hoax',
  '/my-new-family',
  '/tips',
  '/speaking',
  '/events',
  '/launch',
] as const;
