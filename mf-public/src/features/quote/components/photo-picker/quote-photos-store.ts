import { LIMITS, messageKeyOf, type ApiError, type PhotoTexts } from 'shared-contracts';
import { processPhoto, type PhotoProblem } from './process-photo';

export type PhotoStatus = 'preparing' | 'uploading' | 'done' | 'failed';

/** One photo the visitor picked, as the picker shows it. */
export interface PickedPhoto {
  key: number;
  status: PhotoStatus;
  /** 0-100 while uploading. */
  progress: number;
  /** Object URL of the shrunk photo (the thumbnail). */
  previewUrl?: string;
  /** The API's upload id, once uploaded. */
  id?: string;
  problem?: PhotoProblem;
}

export interface QuotePhotosState {
  photos: readonly PickedPhoto[];
  /** More were picked than there is room for. */
  limitReached: boolean;
}

/** Thrown by settled() when a picked photo could not be uploaded: the visitor removes it or tries again. */
export class PhotoUploadsFailed extends Error {
  override name = 'PhotoUploadsFailed';
}

const MAX = LIMITS.quotePhotos.maxPerQuote;

/**
 * The photos of one quote form (issue 31): what the picker shows and what the submission sends. Fetched, with the
 * list and the shrink-and-upload step, at the first photo picked (QuotePhotosField keeps it in the form's PhotoSlot).
 */
export class QuotePhotosStore {
  private state: QuotePhotosState = { photos: [], limitReached: false };
  private readonly listeners = new Set<() => void>();
  private readonly pending = new Map<number, Promise<void>>();
  private readonly aborts = new Map<number, AbortController>();
  private nextKey = 1;

  /**
   * `failedText`: what settled() throws when a photo failed; `texts`: the picker's, for refusals of the quote about its
   * photos; both in the page's language.
   */
  constructor(
    private readonly failedText: string,
    private readonly texts: PhotoTexts['picker'],
  ) {}

  /** The picker's text under a refusal's `quotePhotos.<key>` code (issue 48), never read from its English message. */
  refusalText(refusal: Pick<ApiError, 'code' | 'params'> | null): string | undefined {
    const key = messageKeyOf(refusal?.code, 'quotePhotos', this.texts);
    const text = key === undefined ? undefined : this.texts[key];
    return typeof text === 'string' ? text : undefined;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): QuotePhotosState => this.state;

  private set(next: Partial<QuotePhotosState>): void {
    this.state = { ...this.state, ...next };
    for (const listener of this.listeners) listener();
  }

  private update(key: number, change: Partial<PickedPhoto>): void {
    if (!this.state.photos.some((photo) => photo.key === key)) return; // removed meanwhile
    this.set({
      photos: this.state.photos.map((photo) => (photo.key === key ? { ...photo, ...change } : photo)),
    });
  }

  /** Takes the files picked, as many as there is room for; each is shrunk and uploaded at once. */
  add(files: readonly File[]): void {
    const room = MAX - this.state.photos.length;
    const taken = files.slice(0, Math.max(0, room));
    const added = taken.map((): PickedPhoto => ({ key: this.nextKey++, status: 'preparing', progress: 0 }));
    this.set({ photos: [...this.state.photos, ...added], limitReached: files.length > room });
    added.forEach((photo, i) => this.start(photo.key, taken[i]!));
  }

  private start(key: number, file: File): void {
    const abort = new AbortController();
    this.aborts.set(key, abort);
    const run = processPhoto(file, {
      signal: abort.signal,
      onPrepared: (previewUrl) => this.update(key, { status: 'uploading', previewUrl }),
      onProgress: (progress) => this.update(key, { progress }),
    })
      .then(
        (id) => this.update(key, { status: 'done', progress: 100, id }),
        (error: unknown) => {
          if (abort.signal.aborted) return;
          const problem = (error as { problem?: PhotoProblem }).problem ?? { kind: 'failed' };
          this.update(key, { status: 'failed', problem });
        },
      )
      .finally(() => {
        this.pending.delete(key);
        this.aborts.delete(key);
      });
    this.pending.set(key, run);
  }

  remove(key: number): void {
    this.aborts.get(key)?.abort();
    const photo = this.state.photos.find((p) => p.key === key);
    if (photo?.previewUrl) URL.revokeObjectURL(photo.previewUrl);
    this.set({ photos: this.state.photos.filter((p) => p.key !== key), limitReached: false });
  }

  /** Waits for the uploads under way; the ids of the photos to send, in order. Throws PhotoUploadsFailed. */
  async settled(): Promise<string[]> {
    while (this.pending.size > 0) await Promise.all(this.pending.values());
    if (this.state.photos.some((photo) => photo.status === 'failed'))
      throw new PhotoUploadsFailed(this.failedText);
    return this.state.photos.flatMap((photo) => (photo.id ? [photo.id] : []));
  }

  /** After a sent quote, or when the form goes away. */
  clear(): void {
    for (const abort of this.aborts.values()) abort.abort();
    for (const photo of this.state.photos) if (photo.previewUrl) URL.revokeObjectURL(photo.previewUrl);
    this.set({ photos: [], limitReached: false });
  }
}
