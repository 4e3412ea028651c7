import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LocalDiskFileStore } from './local-disk-file-store.js';

let dir: string;
let store: LocalDiskFileStore;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'files-'));
  store = new LocalDiskFileStore(dir);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

it('puts, gets, replaces and removes bytes under a key', async () => {
  expect(await store.get('a/b/original')).toBeNull();
  await store.put('a/b/original', Buffer.from('one'));
  expect((await store.get('a/b/original'))?.toString()).toBe('one');
  await store.put('a/b/original', Buffer.from('two'));
  expect((await store.get('a/b/original'))?.toString()).toBe('two');
  expect(await readdir(path.join(dir, 'a/b'))).toEqual(['original']); // no temporary file left
  await store.remove('a/b/original');
  await store.remove('a/b/original');
  expect(await store.get('a/b/original')).toBeNull();
});

it('refuses keys that would leave the directory', async () => {
  for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a//b', '', 'a/./b', '..']) {
    await expect(store.put(key, Buffer.from('x'))).rejects.toThrow('Invalid file key');
    await expect(store.get(key)).rejects.toThrow('Invalid file key');
  }
});

it('lists the folders under a prefix with the newest time of what they hold, and removes a folder whole', async () => {
  expect(await store.folders('tele-files')).toEqual([]); // nothing stored yet
  await store.put('tele-files/a/original', Buffer.from('1'));
  await store.put('tele-files/b/original', Buffer.from('2'));
  await store.put('tele-files/b/thumbnail', Buffer.from('3'));
  const listed = await store.folders('tele-files');
  expect(listed.map((f) => f.name).sort()).toEqual(['a', 'b']);
  for (const folder of listed) expect(Date.now() - folder.modifiedAt.getTime()).toBeLessThan(5_000);
  await store.removeFolder('tele-files/b');
  await store.removeFolder('tele-files/b'); // again: not an error
  expect((await store.folders('tele-files')).map((f) => f.name)).toEqual(['a']);
  expect(await store.get('tele-files/a/original')).not.toBeNull();
  await expect(store.removeFolder('../x')).rejects.toThrow('Invalid file key');
});
