import zlib from 'node:zlib';
import sharp from 'sharp';

/**
 * A phone photo as phones send it: a landscape JPEG whose EXIF says "turn me upright" (orientation 6), with
 * the camera's make, a description and a GPS position (Lagos).
 */
export async function phonePhoto(width = 1600, height = 1200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#b5651d' } })
    .composite([
      {
        input: { create: { width: Math.round(width / 2), height, channels: 3, background: '#2e7d32' } },
        left: 0,
        top: 0,
      },
    ])
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', ImageDescription: 'Mama Nkechi kitchen' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '6/1 27/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '3/1 23/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** EXIF's GPS IFD pointer tag (0x8825), as written little-endian. */
export const hasGpsTag = (exif: Buffer | undefined) =>
  Boolean(exif?.includes(Buffer.from([0x25, 0x88])) || exif?.includes(Buffer.from([0x88, 0x25])));

/** A 1 × 1 PNG whose header claims `size` × `size` pixels: tiny on disk, huge once decoded. */
export async function pixelBomb(size = 30_000): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
      .png()
      .toBuffer(),
  );
  // IHDR: width and height at bytes 16–23, its CRC (over type and data, bytes 12–28) at 29.
  png.writeUInt32BE(size, 16);
  png.writeUInt32BE(size, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
  return png;
}
