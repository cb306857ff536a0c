/** A file size as German text: '512 KB', '2,5 MB' (1 KB = 1024 bytes, as the upload limits count). */
export const formatFileSize = (bytes: number): string =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('de-DE')} KB` : `${(bytes / (1024 * 1024)).toLocaleString('de-DE', { maximumFractionDigits: 1 })} MB`;
