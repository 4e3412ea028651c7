import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describeFileStore } from './file-store.contract.js';
import { LocalDiskFileStore } from './local-disk-file-store.js';

describe('local-disk-file-store', () => {
  // The behaviours every adapter shares (issue 29 item 2), on a temporary directory.
  describeFileStore('LocalDiskFileStore', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'files-'));
    return { store: new LocalDiskFileStore(dir), done: () => rm(dir, { recursive: true, force: true }) };
  });

  describe('LocalDiskFileStore on its own', () => {
    let dir: string;
    let store: LocalDiskFileStore;
    beforeEach(async () => {
      dir = await mkdtemp(path.join(os.tmpdir(), 'files-'));
      store = new LocalDiskFileStore(dir);
    });
    afterEach(() => rm(dir, { recursive: true, force: true }));

    it('writes through a temporary file renamed into place, and leaves none behind', async () => {
      await store.put('a/b/original', Buffer.from('one'));
      await store.put('a/b/original', Buffer.from('two'));
      expect(await readdir(path.join(dir, 'a/b'))).toEqual(['original']);
    });

    it('keeps a key as the path of the same name under its directory, in folders of the same names', async () => {
      await store.put('tele-files/x/original', Buffer.from('1'));
      expect(await readdir(path.join(dir, 'tele-files', 'x'))).toEqual(['original']);
    });
  });
});
