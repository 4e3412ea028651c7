import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertFileKey, type FileStore } from './file-store.port.js';

/**
 * The file store on a local (or shared, mounted) directory: FILES_DIR. A write goes to a
 * temporary file beside the target and is renamed into place, so a reader never sees half a
 * file and a retried job simply writes again.
 */
export class LocalDiskFileStore implements FileStore {
  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    assertFileKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, bytes, { mode: 0o640 });
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async folders(prefix: string): Promise<Array<{ name: string; modifiedAt: Date }>> {
    const dir = this.pathOf(prefix);
    let names: string[];
    try {
      names = (await readdir(dir, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const folders: Array<{ name: string; modifiedAt: Date }> = [];
    for (const name of names) {
      // The folder's own time changes when a file is added or removed in it; a file rewritten in
      // place changes only its own, so the newest of both is taken.
      const inside = path.join(dir, name);
      const times = [(await stat(inside).catch(() => null))?.mtimeMs ?? 0];
      for (const file of await readdir(inside).catch(() => [] as string[])) times.push((await stat(path.join(inside, file)).catch(() => null))?.mtimeMs ?? 0);
      folders.push({ name, modifiedAt: new Date(Math.max(...times)) });
    }
    return folders;
  }

  async removeFolder(prefix: string): Promise<void> {
    await rm(this.pathOf(prefix), { recursive: true, force: true });
  }
}
