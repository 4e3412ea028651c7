/// <reference types="jest" />
// Issue 29 item 2: what every FileStore adapter does, as one suite: local-disk-file-store.spec.ts
// and s3-file-store.spec.ts run it against their adapter (a temporary directory; a real
// S3-protocol server), so the product behaves the same whichever FILES_STORE names. Test code
// only: nothing in the product imports this file.
import type { FileStore } from './file-store.port.js';

export interface FileStoreUnderTest {
  store: FileStore;
  /** Lets the store go (and its directory or bucket, where that is the test's own). */
  done(): Promise<void>;
}

const BAD_KEYS = ['../x', 'a/../../x', '/etc/passwd', 'a//b', '', 'a/./b', '..', 'a/', 'a\\b', 'a b'];

export function describeFileStore(name: string, make: () => Promise<FileStoreUnderTest>): void {
  describe(`${name}: the file-store contract`, () => {
    let subject: FileStoreUnderTest;
    let store: FileStore;
    beforeEach(async () => {
      subject = await make();
      store = subject.store;
    });
    afterEach(() => subject.done());

    it('puts, gets, replaces and removes bytes under a key', async () => {
      expect(await store.get('a/b/original')).toBeNull();
      await store.put('a/b/original', Buffer.from('one'));
      expect((await store.get('a/b/original'))?.toString()).toBe('one');
      await store.put('a/b/original', Buffer.from('two'));
      expect((await store.get('a/b/original'))?.toString()).toBe('two');
      await store.remove('a/b/original');
      await store.remove('a/b/original'); // a missing key: not an error
      expect(await store.get('a/b/original')).toBeNull();
    });

    it('keeps every byte value as it was given, and an empty file as empty', async () => {
      const all = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
      const photo = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), all, Buffer.alloc(300_000, 7)]);
      await store.put('tele-files/p/resized', photo);
      await store.put('tele-files/p/empty', Buffer.alloc(0));
      expect((await store.get('tele-files/p/resized'))!.equals(photo)).toBe(true);
      const empty = await store.get('tele-files/p/empty');
      expect(empty).not.toBeNull();
      expect(empty!.length).toBe(0);
    });

    it('refuses keys that would leave the store or are not plain names, whatever the call', async () => {
      for (const key of BAD_KEYS) {
        await expect(store.put(key, Buffer.from('x'))).rejects.toThrow('Invalid file key');
        await expect(store.get(key)).rejects.toThrow('Invalid file key');
        await expect(store.remove(key)).rejects.toThrow('Invalid file key');
        await expect(store.folders(key)).rejects.toThrow('Invalid file key');
        await expect(store.removeFolder(key)).rejects.toThrow('Invalid file key');
      }
    });

    it('lists the folders under a prefix with the newest time of what they hold, and removes a folder whole', async () => {
      expect(await store.folders('tele-files')).toEqual([]); // nothing stored yet
      await store.put('tele-files/a/original', Buffer.from('1'));
      await store.put('tele-files/b/original', Buffer.from('2'));
      await store.put('tele-files/b/thumbnail', Buffer.from('3'));
      const listed = await store.folders('tele-files');
      expect(listed.map((f) => f.name).sort()).toEqual(['a', 'b']);
      for (const folder of listed) expect(Math.abs(Date.now() - folder.modifiedAt.getTime())).toBeLessThan(5_000);
      await store.removeFolder('tele-files/b');
      await store.removeFolder('tele-files/b'); // again: not an error
      expect((await store.folders('tele-files')).map((f) => f.name)).toEqual(['a']);
      expect(await store.get('tele-files/a/original')).not.toBeNull();
    });

    it('lists only the folders of its own prefix, not a file beside them; removes only the folder named, not one whose name begins with it', async () => {
      await store.put('tele-files/loose', Buffer.from('a file, not a folder'));
      await store.put('tele-files/ab/original', Buffer.from('1'));
      await store.put('tele-files/abc/original', Buffer.from('2'));
      await store.put('tele-filesx/c/original', Buffer.from('3'));
      await store.put('other/d/original', Buffer.from('4'));
      expect((await store.folders('tele-files')).map((f) => f.name).sort()).toEqual(['ab', 'abc']);
      await store.removeFolder('tele-files/ab');
      expect((await store.folders('tele-files')).map((f) => f.name)).toEqual(['abc']);
      expect(await store.get('tele-files/loose')).not.toBeNull();
      expect(await store.get('tele-filesx/c/original')).not.toBeNull();
      await store.removeFolder('tele-files');
      expect(await store.folders('tele-files')).toEqual([]);
      expect(await store.get('tele-files/loose')).toBeNull();
      expect(await store.get('other/d/original')).not.toBeNull();
    });

    it('lists and removes folders holding more than one listing page', async () => {
      const names = Array.from({ length: 7 }, (_, i) => `f${i}`);
      for (const folder of names) {
        await store.put(`tele-files/${folder}/original`, Buffer.from(folder));
        await store.put(`tele-files/${folder}/thumbnail`, Buffer.from(folder));
      }
      for (let i = 0; i < 5; i++) await store.put(`tele-files/f3/part-${i}`, Buffer.from(String(i)));
      expect((await store.folders('tele-files')).map((f) => f.name).sort()).toEqual(names);
      await store.removeFolder('tele-files/f3');
      expect(await store.get('tele-files/f3/part-4')).toBeNull();
      expect((await store.folders('tele-files')).map((f) => f.name).sort()).toEqual(names.filter((n) => n !== 'f3'));
      await store.removeFolder('tele-files');
      expect(await store.folders('tele-files')).toEqual([]);
    });
  });
}
