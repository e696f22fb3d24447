import { ApiRequestError, authStore, configureApiClient } from 'web-kit';
import { uploadWithProgress } from './upload-with-progress';

/** The slice of XMLHttpRequest the helper uses; tests drive its upload progress and completion by hand. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  sent: unknown;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.onabort?.();
  }
  respond(status: number, text: string) {
    this.status = status;
    this.statusText = status === 200 ? 'OK' : 'Bad Request';
    this.responseText = text;
    this.onload?.();
  }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  (window as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
  configureApiClient({ baseUrl: 'http://api.test' });
  authStore.setState({ getIdToken: jest.fn().mockResolvedValue('tok') });
});
afterAll(() => configureApiClient({ baseUrl: '' }));

describe('uploadWithProgress', () => {
  it('POSTs the form data with credentials and a fresh bearer token, reports progress and returns the JSON', async () => {
    const progress: number[] = [];
    const body = new FormData();
    const done = uploadWithProgress<{ imageUrl: string }>('/api/up', body, {
      auth: true,
      onProgress: (p) => progress.push(p),
    });
    await tick();
    const xhr = FakeXhr.last;
    expect(authStore.getState().getIdToken).toHaveBeenCalledWith(true);
    expect([xhr.method, xhr.url, xhr.withCredentials, xhr.sent]).toEqual([
      'POST',
      'http://api.test/api/up',
      true,
      body,
    ]);
    expect(xhr.headers.Authorization).toBe('Bearer tok');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    xhr.respond(200, '{"imageUrl":"/uploads/a.png"}');
    await expect(done).resolves.toEqual({ imageUrl: '/uploads/a.png' });
    expect(progress).toEqual([25, 100]);
  });

  it('turns a non-OK answer into ApiRequestError with the parsed body', async () => {
    const done = uploadWithProgress('/api/up', new FormData());
    await tick();
    FakeXhr.last.respond(400, '{"statusCode":400,"message":"Not an image","error":"Bad Request"}');
    const error = (await done.catch((e: unknown) => e)) as ApiRequestError;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error.status).toBe(400);
    expect(error.serverMessage).toBe('Not an image');
    expect(error.message).toBe('400: {"statusCode":400,"message":"Not an image","error":"Bad Request"}');
  });

  it('rejects on a network failure and on abort', async () => {
    const failed = uploadWithProgress('/api/up', new FormData());
    await tick();
    FakeXhr.last.onerror?.();
    await expect(failed).rejects.toThrow('Network request failed');

    const controller = new AbortController();
    const aborted = uploadWithProgress('/api/up', new FormData(), { signal: controller.signal });
    await tick();
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
  });
});
