// Issue 29 item 2: the S3 adapter against a real S3-protocol server (s3rver on a port of its
// own, data in a temporary directory): the same contract as the local disk, listing pages of
// two keys so that every listing and removal goes over several pages.
import { randomBytes } from 'node:crypto';
import { startS3StandIn, S3RVER_KEY, type S3StandIn } from '../stand-ins/s3.js';
import { describeFileStore } from './file-store.contract.js';
import { MissingBucketError, S3FileStore, type S3FileStoreOptions } from './s3-file-store.js';

describe('s3-file-store', () => {
  let server: S3StandIn;
  beforeAll(async () => {
    server = await startS3StandIn();
  }, 30_000);
  afterAll(() => server?.stop());

  const stores: S3FileStore[] = [];
  afterAll(() => stores.forEach((s) => s.close()));

  const storeOf = (bucket: string, extra: Partial<S3FileStoreOptions> = {}) => {
    const store = new S3FileStore({
      bucket,
      endpoint: server.endpoint,
      region: 'us-east-1',
      accessKeyId: S3RVER_KEY,
      secretAccessKey: S3RVER_KEY,
      forcePathStyle: true,
      ...extra,
    });
    stores.push(store);
    return store;
  };
  const newBucket = () => `test-${randomBytes(6).toString('hex')}`;

  describeFileStore('S3FileStore', async () => {
    const store = storeOf(newBucket(), { pageSize: 2 });
    await store.ensureBucket(true);
    return { store, done: async () => store.close() };
  });

  describe('S3FileStore on its own', () => {
    it('creates a missing bucket only when allowed, and otherwise names it', async () => {
      const bucket = newBucket();
      const store = storeOf(bucket);
      await expect(store.ensureBucket(false)).rejects.toThrow(MissingBucketError);
      await expect(store.ensureBucket(false)).rejects.toThrow(`The bucket '${bucket}' (S3_BUCKET) does not exist`);
      expect(await store.ensureBucket(true)).toBe('created');
      expect(await store.ensureBucket(false)).toBe('exists');
      expect(await store.ensureBucket(true)).toBe('exists');
    });

    it('keeps each key as one object of the same name, and lists it with its size', async () => {
      const store = storeOf(newBucket());
      await store.ensureBucket(true);
      await store.put('tele-files/x/original', Buffer.from('12345'));
      const listed = [];
      for await (const page of store.pages('')) listed.push(...page.map((o) => [o.Key, o.Size]));
      expect(listed).toEqual([['tele-files/x/original', 5]]);
    });

    it('fails loudly, not as a missing file, when the credentials are wrong', async () => {
      const bucket = newBucket();
      await storeOf(bucket).ensureBucket(true);
      // (s3rver checks the access key id; it does not recompute version 4 signatures.)
      const wrong = storeOf(bucket, { accessKeyId: 'NOT-A-KEY' });
      await expect(wrong.get('tele-files/x/original')).rejects.toThrow();
      await expect(wrong.put('tele-files/x/original', Buffer.from('x'))).rejects.toThrow();
      await expect(wrong.ensureBucket(true)).rejects.toThrow();
    });
  });
});
