/** jsdom has no fetch Response: apiRequest only reads ok, status, statusText, headers and text(). */
export function fakeResponse(
  body: unknown,
  status = 200,
  statusText = status < 400 ? 'OK' : 'Error',
): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const headers = new Headers();
  return { ok: status >= 200 && status < 300, status, statusText, headers, text: async () => text } as Response;
}
