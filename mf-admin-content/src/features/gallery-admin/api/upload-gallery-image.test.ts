import { MESSAGES } from 'shared-contracts';
import { ApiRequestError } from 'web-kit';
import { uploadErrorMessage } from './upload-gallery-image';

const refused = (text: string, body: ApiRequestError['body'] = null) =>
  new ApiRequestError(400, text, body, 'Bad Request');

describe('upload error message', () => {
  it("uses the API's message for its standard error shape (its `error` is only the reason phrase)", () => {
    const body = { statusCode: 400, message: MESSAGES.gallery.unsupportedImage, error: 'Bad Request' };
    expect(uploadErrorMessage(refused(JSON.stringify(body), body))).toBe(MESSAGES.gallery.unsupportedImage);
  });

  it("uses a body's `error` field (spec section 7), then its `message`", () => {
    expect(uploadErrorMessage(refused('{"error":"File too big"}'))).toBe('File too big');
    expect(uploadErrorMessage(refused('{"message":"No image"}'))).toBe('No image');
  });

  it("falls back to 'Failed to upload image'", () => {
    expect(uploadErrorMessage(refused('<html>proxy error</html>'))).toBe(MESSAGES.gallery.uploadFailed);
    expect(uploadErrorMessage(new TypeError('Network request failed'))).toBe(MESSAGES.gallery.uploadFailed);
  });
});
