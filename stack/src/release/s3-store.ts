/** The release store as an S3 bucket (RELEASE_STORE=s3://bucket[/prefix]): AWS, R2, MinIO, or s3rver in the tests. */
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { ReleaseStore } from './store';

export interface S3StoreOptions {
  bucket: string;
  /** Keys start with it: '' or 'some/folder/'. */
  prefix: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
}

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode === 404;

export class S3Store implements ReleaseStore {
  readonly location: string;
  private readonly client: S3Client;

  constructor(private readonly options: S3StoreOptions) {
    this.location = `s3://${options.bucket}/${options.prefix}`;
    // Credentials come from the SDK's default chain (AWS_* environment, shared files, an instance role).
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      forcePathStyle: options.forcePathStyle,
      // Checksums on every PUT are AWS-only behaviour that some S3-compatible providers reject.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async read(key: string): Promise<Buffer | undefined> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.options.bucket, Key: this.options.prefix + key }),
      );
      return Buffer.from(await answer.Body!.transformToByteArray());
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async write(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: this.options.prefix + key,
        Body: body,
        ContentType: contentType,
      }),
    );
  }

  /**
   * Asked first, then written with If-None-Match: * (conditional writes, which AWS S3 and R2 honour; a server that
   * ignores it still gets the question first, so only two writers of one version in the same instant could both pass).
   */
  async create(key: string, body: Buffer, contentType: string): Promise<boolean> {
    const Key = this.options.prefix + key;
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key }));
      return false;
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.options.bucket,
          Key,
          Body: body,
          ContentType: contentType,
          IfNoneMatch: '*',
        }),
      );
      return true;
    } catch (error) {
      if ((error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode === 412)
        return false;
      throw error;
    }
  }

  async list(folder: string): Promise<string[]> {
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.options.bucket,
          Prefix: this.options.prefix + folder,
          ContinuationToken,
        }),
      );
      for (const object of page.Contents ?? []) keys.push(object.Key!.slice(this.options.prefix.length));
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys;
  }
}
