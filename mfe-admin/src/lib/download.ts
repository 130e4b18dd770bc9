/** Saves a file the page holds (an export) the way a link with `download` would: the browser's own download. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the address can go once this task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
