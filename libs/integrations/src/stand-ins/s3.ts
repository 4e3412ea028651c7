// Issue 29 item 2: a real S3-protocol server for tests and the chaos cluster: s3rver (a dev
// dependency), as a child process on a port the OS gives it, keeping its objects in a temporary
// directory. It runs under --openssl-legacy-provider: s3rver makes ListObjectsV2's continuation
// tokens with DES, which Node's OpenSSL 3 keeps only in its legacy provider, and without it a
// listing longer than one page fails. Not exported from the stand-ins' index: production never
// loads it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

export interface S3StandIn {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  bucket: string;
  /** Where s3rver keeps the buckets (one folder each). */
  dir: string;
  /** The product's settings for this server: FILES_STORE=s3 and the S3_* settings. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** s3rver's one account: its access key id and secret are both this. */
export const S3RVER_KEY = 'S3RVER';

/**
 * Starts s3rver. `bucket` is the bucket the settings name (not created: the product creates it
 * at start outside production, S3_CREATE_BUCKET); `dir` keeps the data (default: a new
 * temporary directory, removed by stop()).
 */
export async function startS3StandIn(options: { bucket?: string; dir?: string } = {}): Promise<S3StandIn> {
  const bin = path.join(path.dirname(createRequire(import.meta.url).resolve('s3rver/package.json')), 'bin', 's3rver.js');
  const own = !options.dir;
  const dir = options.dir ?? (await mkdtemp(path.join(os.tmpdir(), 's3rver-')));
  const child: ChildProcess = spawn(process.execPath, ['--openssl-legacy-provider', bin, '-d', dir, '-a', '127.0.0.1', '-p', '0', '--silent', '--no-vhost-buckets'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`s3rver did not start in 15 s: ${output}`)), 15_000);
    const seen = (chunk: Buffer) => {
      output += String(chunk);
      const match = /listening on [^\s:]+:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout!.on('data', seen);
    child.stderr!.on('data', seen);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`s3rver exited (${signal ?? code}) before it listened: ${output}`));
    });
  });
  child.stdout!.resume();
  child.stderr!.resume();
  const endpoint = `http://127.0.0.1:${port}`;
  const bucket = options.bucket ?? 'hospital-files';
  return {
    endpoint,
    bucket,
    dir,
    env: {
      FILES_STORE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
      S3_FORCE_PATH_STYLE: '1',
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      if (own) await rm(dir, { recursive: true, force: true });
    },
  };
}
