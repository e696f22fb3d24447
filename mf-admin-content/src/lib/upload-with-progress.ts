import { apiErrorSchema } from 'shared-contracts';
import { ApiRequestError, apiUrl, authStore } from 'web-kit';

export interface UploadOptions {
  /** Adds the signed-in user's force-refreshed ID token, like apiRequest does. */
  auth?: boolean;
  /** Called with 0-100 as the request body is sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * POSTs multipart form data with upload progress. fetch() cannot report request-body progress, so this uses
 * XMLHttpRequest; everything else matches apiRequest: credentials sent, bearer token, non-OK -> ApiRequestError.
 */
export async function uploadWithProgress<T>(
  path: string,
  body: FormData,
  options: UploadOptions = {},
): Promise<T> {
  const token = options.auth ? await authStore.getState().getIdToken(true) : null;
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const text = xhr.responseText ?? '';
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(100);
        resolve((text ? parseJson(text) : undefined) as T);
        return;
      }
      const parsed = apiErrorSchema.safeParse(parseJson(text));
      reject(new ApiRequestError(xhr.status, text, parsed.success ? parsed.data : null, xhr.statusText));
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('The upload was aborted.', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
