import { createReadStream } from 'node:fs';
import { mkdir, readdir, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { StorageDriver, StoredObject, StoredObjectInfo } from './storage-driver.js';

/** Files in one folder (UPLOADS_DIR): the default, right for a single instance whose disk outlives deploys. */
export class DiskStorageDriver implements StorageDriver {
  readonly kind = 'disk';

  constructor(private readonly dir: string) {}

  async put(name: string, body: Buffer): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    // 'wx': names are random; an existing file means a bug, never something to overwrite.
    await writeFile(join(this.dir, name), body, { flag: 'wx' });
  }

  async get(name: string): Promise<StoredObject | null> {
    const path = join(this.dir, name);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return null;
    return { body: createReadStream(path), size: info.size };
  }

  async delete(name: string): Promise<void> {
    await unlink(join(this.dir, name)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }

  async list(): Promise<StoredObjectInfo[]> {
    const names = await readdir(this.dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [] as string[];
      throw error;
    });
    const found: StoredObjectInfo[] = [];
    for (const name of names) {
      const info = await stat(join(this.dir, name)).catch(() => null);
      if (info?.isFile()) found.push({ name, lastModified: info.mtime });
    }
    return found;
  }
}
