// Issue 29 item 2: `npm run files:move-to-s3` copies the files of the local disk (FILES_DIR)
// into the bucket under the same keys, against a real S3-protocol server (s3rver on a port of
// its own). Resumable: stopped half-way (or after a copy cut short), it is run again and moves
// only what the bucket lacks or holds at another size.
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runMoveFilesCommand, type MoveFilesOptions } from '../src/ops/move-files-command.js';
import { S3FileStore } from '../../../libs/integrations/src/index.js';
import { startS3StandIn, S3RVER_KEY, type S3StandIn } from '../../../libs/integrations/src/stand-ins/s3.js';

describe('move-files-command', () => {
  let server: S3StandIn;
  const dirs: string[] = [];
  const stores: S3FileStore[] = [];
  beforeAll(async () => {
    server = await startS3StandIn();
  }, 30_000);
  afterAll(async () => {
    stores.forEach((s) => s.close());
    await server?.stop();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  const storeOf = (bucket: string) => {
    const store = new S3FileStore({ bucket, endpoint: server.endpoint, region: 'us-east-1', accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY, forcePathStyle: true });
    stores.push(store);
    return store;
  };

  /** A FILES_DIR as the local-disk store leaves it: folders of resized photos and thumbnails, of different sizes. */
  async function filesDir(folders: number): Promise<{ dir: string; files: Map<string, Buffer> }> {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'move-files-'));
    dirs.push(dir);
    const files = new Map<string, Buffer>();
    for (let i = 0; i < folders; i++) {
      const id = randomUUID();
      await mkdir(path.join(dir, 'tele-files', id), { recursive: true });
      for (const [name, size] of [['resized', 2000 + i * 37], ['thumbnail', 300 + i]] as const) {
        const bytes = randomBytes(size);
        await writeFile(path.join(dir, 'tele-files', id, name), bytes);
        files.set(`tele-files/${id}/${name}`, bytes);
      }
    }
    return { dir, files };
  }

  async function run(env: Record<string, string>, args: string[] = [], options: MoveFilesOptions = {}) {
    const lines: string[] = [];
    const code = await runMoveFilesCommand(args, env, { log: (l) => lines.push(l), error: (l) => lines.push(`error: ${l}`) }, options);
    return { code, lines };
  }

  async function objects(store: S3FileStore): Promise<Map<string, number>> {
    const found = new Map<string, number>();
    for await (const page of store.pages('')) for (const o of page) found.set(o.Key!, o.Size!);
    return found;
  }

  it('moves every file under the same key; stopped half-way, run again it moves only the rest; a third run moves nothing', async () => {
    const { dir, files } = await filesDir(12);
    const keys = [...files.keys()].sort();
    // Left by the local store or by hand: half a write, and a name that is no file key.
    await writeFile(path.join(dir, `${keys[0]}.0123456789ab.tmp`), 'half');
    await mkdir(path.join(dir, 'tele-files', 'not a key'));
    await writeFile(path.join(dir, 'tele-files', 'not a key', 'x'), 'x');
    const bucket = `moved-${randomBytes(4).toString('hex')}`;
    const env = { FILES_DIR: dir, ...server.env, S3_BUCKET: bucket };
    const store = storeOf(bucket);
    // A previous run got one file across whole, and another only in part (a copy cut short).
    await store.ensureBucket(true);
    await store.put(keys[1], files.get(keys[1])!);
    await store.put(keys[2], files.get(keys[2])!.subarray(0, 100));

    // Interrupted: stopped after 5 files (those in flight finish: every object is whole).
    const stop = new AbortController();
    const first = await run(env, [], { signal: stop.signal, onProgress: (done) => done >= 5 && stop.abort() });
    expect(first.code).toBe(1);
    expect(first.lines).toContain('error: Not a file key, left on the disk: tele-files/not a key/x');
    expect(first.lines.at(-1)).toMatch(/^Stopped after \d+ of 24 files: run the command again to move the rest\.$/);
    const afterFirst = await objects(store);
    expect(afterFirst.size).toBeGreaterThan(2);
    expect(afterFirst.size).toBeLessThan(24);
    const whole = keys.filter((k) => afterFirst.get(k) === files.get(k)!.length).length;
    expect(whole).toBeLessThan(24);

    // Run again: the rest, including the one cut short; nothing else, nothing that is not a file.
    const second = await run(env);
    expect(second.code).toBe(0);
    expect(second.lines.at(-1)).toMatch(new RegExp(`^Moved ${24 - whole} file\\(s\\) \\(\\d+ bytes\\) to s3://${bucket} at ${server.endpoint.replace(/\./g, '\\.')}; ${whole} already there with the same size; 1 not file keys, left on the disk\\.$`));
    const afterSecond = await objects(store);
    expect([...afterSecond.keys()].sort()).toEqual(keys);
    for (const key of keys) expect((await store.get(key))!.equals(files.get(key)!)).toBe(true);

    const third = await run(env);
    expect(third.code).toBe(0);
    expect(third.lines.at(-1)).toMatch(/^Moved 0 file\(s\) \(0 bytes\) to .*; 24 already there with the same size; 1 not file keys, left on the disk\.$/);
    // Nothing was removed from the disk without --delete-local.
    for (const key of keys) expect(existsSync(path.join(dir, key))).toBe(true);
  }, 60_000);

  it('counts without copying on --dry-run, and removes from the disk what the bucket holds on --delete-local', async () => {
    const { dir, files } = await filesDir(3);
    const bucket = `moved-${randomBytes(4).toString('hex')}`;
    const env = { FILES_DIR: dir, ...server.env, S3_BUCKET: bucket };

    const dry = await run(env, ['--dry-run']);
    expect(dry.code).toBe(0);
    expect(dry.lines.at(-1)).toMatch(/^Would move 6 file\(s\) \(\d+ bytes\) to s3:\/\/moved-[0-9a-f]+ at .*; 0 already there with the same size\.$/);
    const store = storeOf(bucket);
    await expect(store.ensureBucket(false)).rejects.toThrow('does not exist'); // a dry run creates nothing

    const moved = await run(env, ['--delete-local']);
    expect(moved.code).toBe(0);
    expect(moved.lines).toContain(`Removed the moved files from ${dir}.`);
    for (const [key, bytes] of files) {
      expect(existsSync(path.join(dir, key))).toBe(false);
      expect((await store.get(key))!.equals(bytes)).toBe(true);
    }
    // The local files are gone; the bucket still holds them all.
    expect((await run(env)).lines.at(-1)).toMatch(/^Moved 0 file\(s\) \(0 bytes\)/);
    expect((await objects(store)).size).toBe(6);
  }, 60_000);

  it('says what it needs: a bucket, credentials in a pair, a FILES_DIR; and creates no bucket where it may not', async () => {
    const { dir } = await filesDir(1);
    const base = { FILES_DIR: dir, ...server.env };
    const noBucket = await run({ ...base, S3_BUCKET: '' });
    expect(noBucket).toEqual({ code: 2, lines: ['error: Settings are wrong: S3_BUCKET is required with FILES_STORE=s3. See .env.example.'] });
    const halfKey = await run({ ...base, S3_SECRET_ACCESS_KEY: '' });
    expect(halfKey.code).toBe(2);
    expect(halfKey.lines[0]).toContain('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all');
    const badName = await run({ ...base, S3_BUCKET: 'Not_A_Bucket' });
    expect(badName.code).toBe(2);
    expect(badName.lines[0]).toContain("S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens (got 'Not_A_Bucket')");
    const noDir = await run({ ...base, FILES_DIR: path.join(dir, 'missing') });
    expect(noDir).toEqual({ code: 2, lines: [`error: FILES_DIR (${path.join(dir, 'missing')}) is not a directory: nothing to move from.`] });
    expect((await run(base, ['--sideways'])).code).toBe(2);
    const missing = await run({ ...base, S3_BUCKET: `absent-${randomBytes(4).toString('hex')}`, S3_CREATE_BUCKET: '0' });
    expect(missing.code).toBe(2);
    expect(missing.lines[0]).toMatch(/^error: The bucket 'absent-[0-9a-f]+' \(S3_BUCKET\) does not exist/);
  });
});
