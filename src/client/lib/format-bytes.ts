// File sizes as people read them on a receipt: "850 KB", "4,2 MB" (es-PR), never raw bytes.
const kilobyte = 1024;
const megabyte = 1024 * 1024;

export function formatBytes(bytes: number): string {
  if (bytes < kilobyte) return `${bytes} B`;
  if (bytes < megabyte) return `${Math.round(bytes / kilobyte).toLocaleString('es-PR')} KB`;
  return `${(bytes / megabyte).toLocaleString('es-PR', { maximumFractionDigits: 1 })} MB`;
}
