// A file imported with `?source` is its text (rspack asset/source).
declare module '*?source' {
  const text: string;
  export default text;
}
// Static assets imported by the apps resolve to their URL (rspack asset/resource).
declare module '*.webm' {
  const url: string;
  export default url;
}
declare module '*.mp4' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.jpg' {
  const url: string;
  export default url;
}
