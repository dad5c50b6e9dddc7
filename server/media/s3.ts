/**
 * The object store on an S3-compatible service (AWS S3, Cloudflare R2, Backblaze B2, MinIO), through
 * AWS's own client: no request is signed here. Every call has a deadline, as every other dependency
 * of the shop has (docs/architecture.md): a store that is down or silent costs a request at most
 * PHOTO_DEADLINE_MS, and while it is away calls fail at once and one probe asks it again in the
 * background (server/lib/outage.ts), so the shop logs two lines per outage and heals by itself.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import type { ObjectStoreSettings } from '../config/env';
import { createOutage, type OutageLog } from '../lib/outage';
import { checkKey, type ObjectStore, StoreUnavailable } from './object-store';

/** A photo read or write, or a listing: past this the store counts as away (the fault budget is 2 s). */
export const PHOTO_DEADLINE_MS = 1500;
/** A backup's parts: a silent connection for this long is given up (the command fails, nothing is kept). */
const STREAM_IDLE_MS = 30_000;

const silentLog: OutageLog = { error: () => {} };

function client(settings: ObjectStoreSettings, idleMs: number): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // The checksums newer SDKs add to every upload are not understood by every S3-compatible service
    // (older MinIO, s3rver): only where the operation needs one. Backups carry a SHA-256 of their own.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // One try: the deadline is the caller's, and a retry after it would only hold the request longer.
    maxAttempts: idleMs === STREAM_IDLE_MS ? 3 : 1,
    requestHandler: { connectionTimeout: Math.min(idleMs, 1000), socketTimeout: idleMs },
  });
}

const NOT_FOUND = new Set(['NoSuchKey', 'NotFound']);
/** What the service says when the settings are wrong, rather than the service being away. */
const REFUSALS: Record<string, string> = {
  NoSuchBucket: 'the bucket in S3_BUCKET does not exist',
  InvalidAccessKeyId: 'S3_ACCESS_KEY_ID is not a key the service knows',
  SignatureDoesNotMatch: 'S3_SECRET_ACCESS_KEY does not match S3_ACCESS_KEY_ID',
  AccessDenied: 'the key may not use this bucket',
  AuthorizationHeaderMalformed: 'S3_REGION is not the bucket’s region',
  PermanentRedirect: 'the bucket is in another region than S3_REGION (or needs S3_ENDPOINT)',
};

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

function isNotFound(error: unknown): boolean {
  return error instanceof S3ServiceException && (NOT_FOUND.has(error.name) || statusOf(error) === 404);
}

/** A sentence for why a call failed: a refusal that names the setting, or the network's reason. */
export function describeS3Error(error: unknown): string {
  const name = (error as Error).name;
  if (REFUSALS[name]) return REFUSALS[name]!;
  const code = (error as NodeJS.ErrnoException).code;
  if (code) return code;
  if (name === 'TimeoutError' || name === 'AbortError') return `no answer within ${PHOTO_DEADLINE_MS} ms`;
  const status = statusOf(error);
  if (status === 403) return 'the key was refused (403)';
  return status ? `${name} (${status})` : (error as Error).message || name;
}

/**
 * At start: the bucket is asked once (HeadBucket). A refusal (no such bucket, an unknown key, a wrong
 * secret) is a setting to correct, named in the answer; a store that does not answer is not, and the
 * shop starts with it marked away. Answers the problem, or null.
 */
export async function checkBucket(
  settings: ObjectStoreSettings,
): Promise<{ refused: string } | { away: string } | null> {
  const s3 = client(settings, 3000);
  try {
    await s3.send(new HeadBucketCommand({ Bucket: settings.bucket }), { abortSignal: AbortSignal.timeout(3000) });
    return null;
  } catch (error) {
    const status = statusOf(error);
    const why = describeS3Error(error);
    // HeadBucket answers without a body: 404 is the bucket, 403 the key or the secret.
    if (status === 404) return { refused: REFUSALS.NoSuchBucket! };
    if (status === 403 || status === 400 || status === 301 || REFUSALS[(error as Error).name])
      return {
        refused: status === 403 && !REFUSALS[(error as Error).name] ? 'the key or secret was refused (403)' : why,
      };
    return { away: why };
  } finally {
    s3.destroy();
  }
}

/** The object store on S3. `log` hears when it goes away and when it is back (once each). */
export function s3Store(settings: ObjectStoreSettings, log: OutageLog = silentLog): ObjectStore {
  const quick = client(settings, PHOTO_DEADLINE_MS);
  const streams = client(settings, STREAM_IDLE_MS);
  const Bucket = settings.bucket;
  const deadline = () => ({ abortSignal: AbortSignal.timeout(PHOTO_DEADLINE_MS) });
  const outage = createOutage(
    'the photo store',
    log,
    () => quick.send(new HeadBucketCommand({ Bucket }), deadline()),
    1000,
  );

  /** Why the last call failed: told again to the calls refused while the store is away. */
  let lastReason = '';
  const away = (error: unknown) => {
    lastReason = describeS3Error(error);
    outage.failed(error);
    return lastReason;
  };

  /** Runs one call within the deadline; the store being away (or refusing us) becomes StoreUnavailable. */
  async function call<T>(work: () => Promise<T>, onMissing: T): Promise<T> {
    if (outage.down)
      throw new StoreUnavailable(`${lastReason || 'no answer'} at the last call; asked again every second`);
    try {
      return await work();
    } catch (error) {
      if (isNotFound(error)) return onMissing;
      throw new StoreUnavailable(away(error));
    }
  }

  return {
    kind: 's3',
    get down() {
      return outage.down;
    },
    put: (key, bytes, contentType) =>
      call(async () => {
        await quick.send(
          new PutObjectCommand({
            Bucket,
            Key: checkKey(key),
            Body: bytes,
            ContentType: contentType,
            // Keys are content-addressed: the bytes under a key never change, so anyone may keep them.
            CacheControl: 'public, max-age=31536000, immutable',
          }),
          deadline(),
        );
      }, undefined),
    get: (key) =>
      call(async () => {
        const answer = await quick.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }), deadline());
        return Buffer.from(await answer.Body!.transformToByteArray());
      }, null),
    head: (key) =>
      call(async () => {
        const answer = await quick.send(new HeadObjectCommand({ Bucket, Key: checkKey(key) }), deadline());
        return { size: answer.ContentLength ?? 0 };
      }, null),
    delete: (key) =>
      call(async () => {
        await quick.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }), deadline());
      }, undefined),
    list: (prefix) =>
      call(async () => {
        const keys: string[] = [];
        let ContinuationToken: string | undefined;
        do {
          const page = await quick.send(
            new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
            deadline(),
          );
          for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key);
          ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (ContinuationToken);
        return keys.sort();
      }, []),
    async putStream(key, body, contentType) {
      let size = 0;
      body.on('data', (chunk: Buffer) => (size += chunk.length));
      // Multipart in parts of 8 MB, four at a time: memory stays near 32 MB whatever the archive's size.
      const upload = new Upload({
        client: streams,
        params: { Bucket, Key: checkKey(key), Body: body, ContentType: contentType },
        partSize: 8 * 1024 * 1024,
        queueSize: 4,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        throw new StoreUnavailable(describeS3Error(error));
      }
      return size;
    },
    async getStream(key) {
      try {
        const answer = await streams.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
        return answer.Body as Readable;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw new StoreUnavailable(describeS3Error(error));
      }
    },
    async check() {
      try {
        await quick.send(new HeadBucketCommand({ Bucket }), deadline());
        return null;
      } catch (error) {
        return away(error);
      }
    },
    close() {
      outage.stop();
      quick.destroy();
      streams.destroy();
    },
  };
}
