import type { StorageDriver } from './storage-driver.js';
import { IMAGE_CONTENT_TYPE, IMAGE_NAME, QUOTE_PHOTO_NAME } from './stored-image-names.js';

export interface CopyReport {
  copied: string[];
  /** Already in the target (a copy run twice, or an upload made after the switch). */
  skipped: string[];
}

/**
 * Copies the uploaded images (our names only, visitors' quote photos included) from `from` to `to`, leaving the source untouched. Idempotent: names
 * the target already holds are skipped, so an interrupted copy is finished by running it again.
 */
export async function copyImages(from: StorageDriver, to: StorageDriver): Promise<CopyReport> {
  const present = new Set((await to.list()).map((object) => object.name));
  const report: CopyReport = { copied: [], skipped: [] };
  for (const { name } of await from.list()) {
    if (!IMAGE_NAME.test(name) && !QUOTE_PHOTO_NAME.test(name)) continue;
    if (present.has(name)) {
      report.skipped.push(name);
      continue;
    }
    const object = await from.get(name);
    if (!object) continue; // deleted meanwhile
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(chunk as Buffer);
    await to.put(name, Buffer.concat(chunks), IMAGE_CONTENT_TYPE);
    report.copied.push(name);
  }
  return report;
}
