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
