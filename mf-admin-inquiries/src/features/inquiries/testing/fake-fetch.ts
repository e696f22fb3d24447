/** jsdom has no fetch Response: apiRequest only reads ok, status, statusText and text(). */
export function fakeResponse(
  body: unknown,
  status = 200,
  statusText = status < 400 ? 'OK' : 'Error',
): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, statusText, text: async () => text } as Response;
}
