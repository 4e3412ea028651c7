/**
 * The file store (DESIGN.md, Outside systems: files on local disk, path configurable). Keys are
 * relative names such as `tele-files/<fileID>/original`; the bytes never travel through the
 * bus (payloads carry ids). Every api and worker instance must see the same store.
 */
export interface FileStore {
  /** Writes the bytes under the key, replacing what was there (atomically: readers see old or new). */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes under the key, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the key; removing a missing key is not an error. */
  remove(key: string): Promise<void>;
  /**
   * The folders directly under `prefix` (e.g. `tele-files` → one per file id), each with the
   * newest modification time of what it holds: what the orphan sweep (issue 18) looks at.
   */
  folders(prefix: string): Promise<Array<{ name: string; modifiedAt: Date }>>;
  /** Removes the folder `prefix` and everything in it; a missing folder is not an error. */
  removeFolder(prefix: string): Promise<void>;
}

export const FILE_STORE = Symbol('FILE_STORE');

/** Segments of letters, digits, '.', '_' and '-' joined by '/'; no '..', no absolute paths. */
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

export function assertFileKey(key: string): void {
  if (!KEY.test(key) || key.split('/').some((part) => part === '.' || part === '..')) {
    throw new Error(`Invalid file key: ${JSON.stringify(key)}`);
  }
}
