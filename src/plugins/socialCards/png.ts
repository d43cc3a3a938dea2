import { deflate } from 'node:zlib';
import { promisify } from 'node:util';

const deflateAsync = promisify(deflate);

/** CRC-32 of PNG chunks, by table (zlib.crc32 needs Node 20.15; the site asks for Node 20). */
const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Uint8Array, crc = 0): number {
  let c = ~crc;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return ~c >>> 0;
}

/**
 * zlib level of the image data. Measured on 20 cards (2026-11-27, one core): resvg's own PNG (the `png`
 * crate's defaults, adaptive filters) took 18.9 ms a card for 44.1 KB; this encoder, rows unfiltered,
 * 9.9 ms at level 1 for 46.2 KB, 12.2 ms at 3 for 39.8 KB, 19.7 ms at 6 for 28.3 KB. The cards are flat
 * colours and anti-aliased text, whose repeats deflate finds without a filter's help.
 */
export const DEFLATE_LEVEL = 3;

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

/** Rows of palette indices (each row led by filter byte 0) and the palette's RGB triplets. */
interface IndexedImage {
  rows: Buffer;
  palette: Buffer;
}

/**
 * The image as palette indices, or null if it has more than 256 colours. A card has about 120: flat fills and
 * the anti-aliasing ramps of a few text colours. One byte a pixel instead of three is a third of the data to
 * deflate, and the PNG is smaller (measured on 40 cards: 37.5 KB as RGB, 21.0 KB indexed, same pixels).
 * Pixels are compared as 32-bit words (endianness does not matter: the palette is read from the bytes), as
 * signed integers, which V8 keeps unboxed (an opaque pixel read as unsigned is above 2^31, a boxed number).
 * Each run of one colour along a row is looked up once and written with one fill (the cards' flat areas are
 * long runs): 1.7 ms a card instead of 3.8 with a lookup test and a store per pixel (2026-11-28, one card
 * of 1200x630, 50 runs each).
 */
function toIndexed(rgba: Uint8Array, width: number, height: number): IndexedImage | null {
  const aligned = rgba.byteOffset % 4 === 0 ? rgba : rgba.slice();
  const words = new Int32Array(aligned.buffer, aligned.byteOffset, width * height);
  const indexOf = new Map<number, number>();
  const palette = Buffer.alloc(256 * 3);
  const stride = width + 1;
  const rows = Buffer.alloc(stride * height); // zero-filled: every row's filter byte is 0 (none)
  for (let y = 0; y < height; y++) {
    let pixel = y * width;
    const rowEnd = pixel + width;
    let to = y * stride + 1;
    while (pixel < rowEnd) {
      const word = words[pixel];
      let runEnd = pixel + 1;
      while (runEnd < rowEnd && words[runEnd] === word) runEnd++;
      let index = indexOf.get(word);
      if (index === undefined) {
        index = indexOf.size;
        if (index === 256) return null;
        const at = pixel * 4;
        if (rgba[at + 3] !== 255) throw new TransparentImageError();
        palette[index * 3] = rgba[at];
        palette[index * 3 + 1] = rgba[at + 1];
        palette[index * 3 + 2] = rgba[at + 2];
        indexOf.set(word, index);
      }
      if (index !== 0) rows.fill(index, to, to + runEnd - pixel);
      to += runEnd - pixel;
      pixel = runEnd;
    }
  }
  return { rows, palette: palette.subarray(0, indexOf.size * 3) };
}

/** RGB rows (each led by filter byte 0), alpha dropped. */
function toRgbRows(rgba: Uint8Array, width: number, height: number): Buffer {
  const stride = width * 3 + 1;
  const rows = Buffer.allocUnsafe(stride * height);
  let opaque = true;
  for (let y = 0, from = 0; y < height; y++) {
    let to = y * stride;
    rows[to++] = 0; // filter type: none
    for (let x = 0; x < width; x++, from += 4) {
      rows[to++] = rgba[from];
      rows[to++] = rgba[from + 1];
      rows[to++] = rgba[from + 2];
      opaque &&= rgba[from + 3] === 255;
    }
  }
  if (!opaque) throw new TransparentImageError();
  return rows;
}

class TransparentImageError extends Error {
  constructor() {
    super('the image has transparent pixels: encode it with its alpha channel');
  }
}

/**
 * An opaque RGBA image (resvg's `pixels`) as an 8-bit PNG: indexed when it has at most 256 colours (the
 * cards always have so far), RGB otherwise; the same pixels either way. Alpha is dropped (the cards have
 * an opaque background), rows are unfiltered, and deflate runs on libuv's thread pool.
 *
 * Written here rather than taken from resvg-js's `asPng()`, which took half of a card's time on the
 * calling thread (the `png` crate at its default compression, trying a filter per row), or from pngjs,
 * whose encoder runs its filters and alpha blending in JavaScript per pixel and writes no palette: the
 * format needs only a header, the palette, the deflated rows and an end chunk.
 */
export async function encodeOpaquePng(rgba: Uint8Array, width: number, height: number): Promise<Buffer> {
  if (rgba.length !== width * height * 4)
    throw new Error(`expected ${width}x${height} RGBA pixels, got ${rgba.length} bytes`);
  const indexed = toIndexed(rgba, width, height);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample (RGB) or per index (palette)
  header[9] = indexed ? 3 : 2; // colour type: palette, or RGB
  const rows = indexed ? indexed.rows : toRgbRows(rgba, width, height);
  const data = await deflateAsync(rows, { level: DEFLATE_LEVEL });
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    ...(indexed ? [chunk('PLTE', indexed.palette)] : []),
    chunk('IDAT', data),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
