/** Saves `text` as a UTF-8 .txt file (with a BOM, so Windows' Notepad shows the accents) without a server round trip. */
export function downloadText(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([`\uFEFF${text}`], { type: 'text/plain;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  URL.revokeObjectURL(url);
}
