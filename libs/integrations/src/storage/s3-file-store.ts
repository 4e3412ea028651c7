import { createHash } from 'node:crypto';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type _Object,
  type BucketLocationConstraint,
} from '@aws-sdk/client-s3';
import type { S3Config } from '@hospital/core';
import { assertFileKey, type FileStore } from './file-store.port.js';

/** Where the bucket is and who may use it (FILES_STORE=s3; the settings are in .env.example). */
export interface S3FileStoreOptions {
  bucket: string;
  /** An S3-compatible service's address (MinIO, a Thai cloud's S3); undefined: AWS itself, by region. */
  endpoint?: string;
  region: string;
  /** Both or neither; neither: the SDK's own chain (an instance or pod role on AWS). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `<endpoint>/<bucket>/<key>` rather than `<bucket>.<endpoint>/<key>`: MinIO, s3rver and most S3-compatible services. */
  forcePathStyle: boolean;
  /** Keys asked for per listing page (S3 answers at most 1000). */
  pageSize?: number;
}

/** The store over the bucket the settings name (FILES_STORE=s3; `npm run files:move-to-s3`). */
export function s3FileStoreOf(s3: S3Config): S3FileStore {
  return new S3FileStore({
    bucket: s3.bucket,
    endpoint: s3.endpoint ?? undefined,
    region: s3.region,
    accessKeyId: s3.accessKeyId ?? undefined,
    secretAccessKey: s3.secretAccessKey ?? undefined,
    forcePathStyle: s3.forcePathStyle,
  });
}

/** The bucket does not exist and this process may not create it (S3_CREATE_BUCKET off). */
export class MissingBucketError extends Error {}

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
const nameOf = (error: unknown) => (error as { name?: string; Code?: string })?.name ?? (error as { Code?: string })?.Code;

/**
 * The file store in an S3-compatible bucket (issue 29 item 2): the same keys as on the local
 * disk (`tele-files/<fileID>/original`), one object each. Nothing here hands out a URL: the api
 * reads the object after its own access rule said yes and streams the bytes itself, so a bucket
 * needs no public access at all. A PUT replaces an object whole (readers see old or new bytes);
 * "folders" are key prefixes.
 */
export class S3FileStore implements FileStore {
  readonly client: S3Client;
  readonly bucket: string;
  private readonly pageSize: number;

  constructor(options: S3FileStoreOptions) {
    this.bucket = options.bucket;
    this.pageSize = Math.max(1, Math.min(1000, options.pageSize ?? 1000));
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint || undefined,
      forcePathStyle: options.forcePathStyle,
      credentials: options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : undefined,
      // Checksums only where the S3 API requires them: S3-compatible services (older MinIO,
      // Ceph, s3rver) do not all know the SDK's newer default CRC headers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    });
    // A multi-object delete carries Content-MD5 as well: several S3-compatible services
    // (older Ceph RGW among them) refuse one without it. Added before signing.
    this.client.middlewareStack.add(
      (next, context) => async (args) => {
        if (context.commandName === 'DeleteObjectsCommand') {
          const request = args.request as { headers?: Record<string, string>; body?: unknown };
          if (request.headers && (typeof request.body === 'string' || request.body instanceof Uint8Array)) {
            request.headers['content-md5'] = createHash('md5').update(request.body).digest('base64');
          }
        }
        return next(args);
      },
      { step: 'build', name: 'contentMd5OnDeleteObjects' },
    );
  }

  /**
   * Checks at start-up that the bucket is there (and the credentials open it); creates it when
   * it is missing and `create` allows (S3_CREATE_BUCKET: on outside production), otherwise
   * throws a MissingBucketError naming it.
   */
  async ensureBucket(create: boolean): Promise<'exists' | 'created'> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
      return 'exists';
    } catch (error) {
      const status = statusOf(error);
      if (status === 403) throw new Error(`The bucket '${this.bucket}' (S3_BUCKET) refused these credentials (403): check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, and that they may use this bucket.`, { cause: error });
      if (status !== 404 && nameOf(error) !== 'NotFound' && nameOf(error) !== 'NoSuchBucket') throw error;
    }
    if (!create) {
      throw new MissingBucketError(`The bucket '${this.bucket}' (S3_BUCKET) does not exist: create it (with no public access), or set S3_CREATE_BUCKET=1 for this process to create it.`);
    }
    try {
      // us-east-1 takes no location; every other AWS region wants its own named.
      const region = await this.client.config.region();
      await this.client.send(
        new CreateBucketCommand({ Bucket: this.bucket, ...(region && region !== 'us-east-1' ? { CreateBucketConfiguration: { LocationConstraint: region as BucketLocationConstraint } } : {}) }),
      );
    } catch (error) {
      // Another api or worker starting at the same moment made it first.
      if (nameOf(error) !== 'BucketAlreadyOwnedByYou') throw error;
    }
    return 'created';
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    assertFileKey(key);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentLength: bytes.length, ContentType: 'application/octet-stream' }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    assertFileKey(key);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!answer.Body) return Buffer.alloc(0);
      const bytes = await answer.Body.transformToByteArray();
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } catch (error) {
      if (nameOf(error) === 'NoSuchKey' || statusOf(error) === 404) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    assertFileKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async folders(prefix: string): Promise<Array<{ name: string; modifiedAt: Date }>> {
    assertFileKey(prefix);
    const newest = new Map<string, number>();
    for await (const page of this.pages(`${prefix}/`)) {
      for (const object of page) {
        const rest = object.Key!.slice(prefix.length + 1);
        const slash = rest.indexOf('/');
        if (slash <= 0) continue; // an object directly under the prefix is not a folder
        const name = rest.slice(0, slash);
        const time = object.LastModified?.getTime() ?? 0;
        newest.set(name, Math.max(newest.get(name) ?? 0, time));
      }
    }
    return [...newest].map(([name, time]) => ({ name, modifiedAt: new Date(time) }));
  }

  async removeFolder(prefix: string): Promise<void> {
    assertFileKey(prefix);
    // Listed whole first, then deleted a page (at most 1000 keys) at a time.
    const keys: string[] = [];
    for await (const page of this.pages(`${prefix}/`)) keys.push(...page.map((o) => o.Key!));
    for (let i = 0; i < keys.length; i += this.pageSize) {
      const batch = keys.slice(i, i + this.pageSize);
      const answer = await this.client.send(
        new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
      );
      const failed = (answer.Errors ?? []).filter((e) => e.Code !== 'NoSuchKey');
      if (failed.length) throw new Error(`Could not remove ${failed.length} object(s) under ${prefix}/: ${failed[0].Key} ${failed[0].Code} ${failed[0].Message ?? ''}`.trim());
    }
  }

  /** Every object under `prefix` with its size, page by page (what `npm run files:move-to-s3` compares with). */
  async *pages(prefix: string): AsyncGenerator<_Object[]> {
    let token: string | undefined;
    do {
      const answer = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, MaxKeys: this.pageSize, ContinuationToken: token }),
      );
      yield (answer.Contents ?? []).filter((o) => o.Key);
      token = answer.IsTruncated ? answer.NextContinuationToken : undefined;
    } while (token);
  }

  /** Lets the SDK's sockets go (at shutdown). */
  close(): void {
    this.client.destroy();
  }
}
