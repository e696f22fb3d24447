/**
 * Saves generated text (an admin CSV export) as a file through a temporary object URL and a clicked download link,
 * the one way that works in every browser without a server round trip.
 */
export function downloadTextFile(fileName: string, text: string, mimeType = 'text/csv;charset=utf-8'): void {
  // A UTF-8 byte-order mark makes Excel read accented names (e.g. "Mission San José") correctly.
  const bom = mimeType.startsWith('text/csv') ? '\uFEFF' : '';
  const url = URL.createObjectURL(new Blob([bom, text], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked on the next task: some browsers start reading the URL only after click() has returned.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
