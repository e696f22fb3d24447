import {
  DeleteObjectCommand,
  GetObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { EnvironmentVariables } from '../config/env.js';
import type { StorageDriver, StoredObject, StoredObjectInfo } from './storage-driver.js';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** A non-AWS provider's endpoint (R2, GCS interoperability, MinIO, a local test server). */
  endpoint?: string;
  forcePathStyle: boolean;
}

/** The bucket settings of the environment (S3_*). */
export function s3OptionsOf(
  env: Pick<EnvironmentVariables, 'S3_REGION' | 'S3_ENDPOINT' | 's3ForcePathStyle'>,
  bucket: string,
): S3StorageOptions {
  return { bucket, region: env.S3_REGION, endpoint: env.S3_ENDPOINT, forcePathStyle: env.s3ForcePathStyle };
}

/**
 * Objects in an S3-compatible bucket, shared by every API instance. Credentials are not configured here: the SDK's
 * default chain finds them (environment, shared files, instance/workload role), as each platform documents.
 */
export class S3StorageDriver implements StorageDriver {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      forcePathStyle: options.forcePathStyle,
      // Checksums on every PUT are AWS-only behaviour that some S3-compatible providers reject.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(name: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: name,
        Body: body,
        ContentType: contentType,
        // Names are random and never reused: the object is immutable.
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  }

  async get(name: string): Promise<StoredObject | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: name }));
      if (!object.Body) return null;
      return { body: object.Body as Readable, size: object.ContentLength };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(name: string): Promise<void> {
    // S3 answers 204 for a key that is not there: deleting twice is fine.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: name }));
  }

  async list(): Promise<StoredObjectInfo[]> {
    const found: StoredObjectInfo[] = [];
    for await (const page of paginateListObjectsV2({ client: this.client }, { Bucket: this.bucket })) {
      for (const object of page.Contents ?? []) {
        if (object.Key && object.LastModified)
          found.push({ name: object.Key, lastModified: object.LastModified });
      }
    }
    return found;
  }

  destroy(): void {
    this.client.destroy();
  }
}

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}
