import sharp from 'sharp';
import { crc32 } from 'node:zlib';

/** A real JPEG carrying EXIF including GPS, the kind of metadata uploads must not leak. */
export async function jpegWithGps(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 90, b: 60 } } })
    .withExif({
      IFD0: { Artist: 'Secret Photographer', Copyright: 'private' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '29/1 25/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '98/1 29/1 0/1',
      },
    })
    .jpeg()
    .toBuffer();
}

export function pngOf(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#336699' } })
    .png()
    .toBuffer();
}

/**
 * A tiny PNG whose header claims 30000 x 30000 pixels (a "pixel flood"/decompression bomb): the IHDR of a real 1x1
 * PNG with the size patched and its CRC recomputed.
 */
export async function pixelFloodPng(): Promise<Buffer> {
  const png = Buffer.from(await pngOf(1, 1));
  // Signature (8) + IHDR length (4) + "IHDR" (4) -> width at 16, height at 20; CRC covers type + data (17 bytes).
  png.writeUInt32BE(30_000, 16);
  png.writeUInt32BE(30_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}
