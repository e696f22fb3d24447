import type { Readable } from 'node:stream';

/** Where uploaded images live: the API's local disk (one instance) or an S3-compatible bucket (any number). */
export interface StorageDriver {
  /** 'disk' or 's3', for logs and the start-up line. */
  readonly kind: 'disk' | 's3';
  /** Stores `body` under `name` (a flat file name such as <uuid>.webp). */
  put(name: string, body: Buffer, contentType: string): Promise<void>;
  /** The object's bytes as a stream, or null when there is no such object. */
  get(name: string): Promise<StoredObject | null>;
  /** Deletes the object; a missing one is not an error (several instances may sweep at once). */
  delete(name: string): Promise<void>;
  /** Every stored object with the time it was written. */
  list(): Promise<StoredObjectInfo[]>;
}

export interface StoredObjectInfo {
  name: string;
  lastModified: Date;
}

export interface StoredObject {
  body: Readable;
  /** Bytes, when the store knows it up front. */
  size?: number;
}

/** Injection token of the configured StorageDriver. */
export const STORAGE_DRIVER = Symbol('STORAGE_DRIVER');
