/** The release store as a folder (the default: .releases/ in the repository, or RELEASE_STORE=<folder>). */
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReleaseStore } from './store';

export class FolderStore implements ReleaseStore {
  constructor(readonly location: string) {}

  private file(key: string): string {
    const file = path.resolve(this.location, key);
    if (!file.startsWith(this.location + path.sep)) throw new Error(`${key} is outside the release store`);
    return file;
  }

  async read(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.file(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  // A reader (a static server over public/) never sees half a file: written beside it, then renamed.
  async write(key: string, body: Buffer): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, body);
    await rename(temporary, file);
  }

  async create(key: string, body: Buffer): Promise<boolean> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    try {
      await writeFile(file, body, { flag: 'wx' });
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    }
  }

  async list(folder: string): Promise<string[]> {
    const directory = this.file(folder);
    const entries = await readdir(directory, { recursive: true, withFileTypes: true }).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      },
    );
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) =>
        path.relative(this.location, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
      );
  }
}
