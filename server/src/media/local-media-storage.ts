import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MediaStorage } from './media-storage.port.js';

/** The embedded default: files under DATA_DIR/media. */
export class LocalMediaStorage implements MediaStorage {
  readonly kind = 'local';

  constructor(private readonly root: string) {}

  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Written aside, then renamed: a reader never sees half a file.
    await writeFile(`${file}.part`, bytes);
    await rename(`${file}.part`, file);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async deletePrefix(prefix: string): Promise<void> {
    await rm(this.pathOf(prefix), { recursive: true, force: true });
  }

  private pathOf(key: string): string {
    const file = path.resolve(this.root, key);
    if (!file.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`Media key outside the store: ${key}`);
    return file;
  }
}
