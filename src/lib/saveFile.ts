/** Hands a file to the browser's download, as a link click; the object URL is released after `releaseMs`. */
export function saveFile(file: Blob, name: string, releaseMs: number): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  if (releaseMs === 0) URL.revokeObjectURL(url);
  else setTimeout(() => URL.revokeObjectURL(url), releaseMs);
}
