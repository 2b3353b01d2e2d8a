/** Hands a downloaded Blob to the browser as a file named `filename` (the export's zip). */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the address is freed once it is read.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
