import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { checkSettings, s3Config, SettingsError } from '@hospital/core';
import { assertFileKey, MissingBucketError, s3FileStoreOf, type S3FileStore } from '@hospital/integrations';

/** What `npm run files:move-to-s3` prints to. */
export interface Out {
  log(line: string): void;
  error(line: string): void;
}

export interface MoveFilesOptions {
  /** Aborted (the CLI: SIGINT, SIGTERM), the command stops between files; what it moved stays moved. */
  signal?: AbortSignal;
  /** After each file moved or skipped: how many are done of how many. */
  onProgress?(done: number, total: number): void;
}

const FLAGS = ['--delete-local', '--dry-run'] as const;
/** LocalDiskFileStore's temporary file beside its target (`<key>.<12 hex>.tmp`): half a write, never a file. */
const TEMPORARY = /\.[0-9a-f]{12}\.tmp$/;
/** Files copied at once: each is at most the upload limit (10 MB), read whole. */
const AT_ONCE = 4;
const PROGRESS_EVERY = 500;

/**
 * Issue 29 item 2: moves the files kept on the local disk (FILES_DIR) into the bucket the S3
 * settings name (S3_BUCKET, S3_ENDPOINT, ...), under the same keys. Resumable: a key the bucket
 * already holds with the same size is skipped, so the command can be run again after an
 * interruption (or while the api still writes to the disk, then once more after the switch to
 * FILES_STORE=s3) and copies only what is missing or different. `--dry-run` only counts;
 * `--delete-local` removes each file from the disk once the bucket holds it. Answers the exit
 * code: 0 all there, 1 stopped or some failed (run it again), 2 wrong settings.
 */
export async function runMoveFilesCommand(args: string[], env: NodeJS.ProcessEnv, out: Out, options: MoveFilesOptions = {}): Promise<number> {
  const unknown = args.filter((a) => !(FLAGS as readonly string[]).includes(a));
  if (unknown.length) {
    out.error(`Unknown option '${unknown[0]}': use ${FLAGS.join(', ')}.`);
    return 2;
  }
  const deleteLocal = args.includes('--delete-local');
  const dryRun = args.includes('--dry-run');
  let s3: ReturnType<typeof s3Config>;
  try {
    // The shapes of the settings (not what a production api needs besides: no database here).
    checkSettings({ ...env, NODE_ENV: undefined });
    s3 = s3Config(env);
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    out.error(error.message);
    return 2;
  }
  const root = path.resolve(env.FILES_DIR || path.join(env.DATA_DIR || '.data', 'files'));
  if (!(await stat(root).catch(() => null))?.isDirectory()) {
    out.error(`FILES_DIR (${root}) is not a directory: nothing to move from.`);
    return 2;
  }

  const store = s3FileStoreOf(s3);
  try {
    try {
      if (!dryRun) await store.ensureBucket(s3.createBucket);
    } catch (error) {
      if (!(error instanceof MissingBucketError)) throw error;
      out.error(error.message);
      return 2;
    }

    const local: Array<{ key: string; file: string; size: number }> = [];
    const refused: string[] = [];
    for (const file of await filesUnder(root)) {
      const key = path.relative(root, file).split(path.sep).join('/');
      if (TEMPORARY.test(key)) continue;
      try {
        assertFileKey(key);
      } catch {
        refused.push(key);
        continue;
      }
      local.push({ key, file, size: (await stat(file)).size });
    }
    for (const key of refused.slice(0, 5)) out.error(`Not a file key, left on the disk: ${key}`);

    // What the bucket holds already, with sizes (one listing, page by page).
    const present = new Map<string, number>();
    if (!dryRun || (await bucketExists(store))) {
      for await (const page of store.pages('')) for (const object of page) present.set(object.Key!, object.Size ?? -1);
    }

    const total = local.length;
    const where = `s3://${s3.bucket}${s3.endpoint ? ` at ${s3.endpoint}` : ''}`;
    out.log(`${total} file(s) under ${root}; ${present.size} object(s) already in ${where}.`);
    let done = 0;
    let moved = 0;
    let movedBytes = 0;
    let skipped = 0;
    const failed: string[] = [];
    let next = 0;
    const copyOne = async ({ key, file, size }: (typeof local)[number]) => {
      if (present.get(key) === size) {
        skipped += 1;
      } else if (dryRun) {
        moved += 1;
        movedBytes += size;
        return;
      } else {
        const bytes = await readFile(file);
        await store.put(key, bytes);
        moved += 1;
        movedBytes += bytes.length;
      }
      if (deleteLocal && !dryRun) await rm(file, { force: true });
    };
    const lane = async () => {
      while (!options.signal?.aborted) {
        const item = local[next++];
        if (!item) return;
        try {
          await copyOne(item);
        } catch (error) {
          failed.push(item.key);
          if (failed.length <= 5) out.error(`${item.key}: ${error instanceof Error ? error.message : String(error)}`);
        }
        done += 1;
        if (done % PROGRESS_EVERY === 0 && done < total) out.log(`… ${done} of ${total}`);
        options.onProgress?.(done, total);
      }
    };
    await Promise.all(Array.from({ length: AT_ONCE }, lane));

    const verb = dryRun ? 'Would move' : 'Moved';
    const summary = `${verb} ${moved} file(s) (${movedBytes} bytes) to ${where}; ${skipped} already there with the same size${failed.length ? `; ${failed.length} failed` : ''}${refused.length ? `; ${refused.length} not file keys, left on the disk` : ''}.`;
    if (done < total) {
      out.log(summary);
      out.log(`Stopped after ${done} of ${total} files: run the command again to move the rest.`);
      return 1;
    }
    out.log(summary);
    if (failed.length) {
      out.error(`${failed.length} file(s) were not moved: run the command again.`);
      return 1;
    }
    if (deleteLocal && !dryRun) out.log(`Removed the moved files from ${root}.`);
    return 0;
  } finally {
    store.close();
  }
}

/** Every regular file under `dir` (symbolic links are not followed). */
async function filesUnder(dir: string): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await filesUnder(full)));
    else if (entry.isFile()) files.push(full);
  }
  return files.sort();
}

async function bucketExists(store: S3FileStore): Promise<boolean> {
  try {
    await store.ensureBucket(false);
    return true;
  } catch (error) {
    if (error instanceof MissingBucketError) return false;
    throw error;
  }
}
