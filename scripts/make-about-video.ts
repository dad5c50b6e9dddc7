/**
 * Makes the About page's short looping film and its poster frame, from the shop's own drawings:
 *
 *   node --import tsx scripts/make-about-video.ts
 *
 * The beach of the About page (the `scene` art of server/media) is drawn frame by frame as SVG,
 * with the palms swaying, the waves lapping, the sun breathing and two birds crossing. Every
 * motion is periodic in the clip's length, so the last frame leads back into the first and the
 * loop has no seam. Debian's Chromium (through playwright-core) paints the frames onto a canvas
 * and records them with MediaRecorder (VP9 WebM, and H.264 MP4 where this Chromium can encode
 * it, for Safari); sharp writes the poster from frame 0. The files land in public/ and are
 * committed, so a build never needs a browser.
 */
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './chromium';
import sharp from 'sharp';
import { darken, lighten, mix, palette } from '../server/media/draw/colour';
import { coconut, coconutHalf, palmTree } from '../server/media/draw/motifs';
import { backdrop, sun } from '../server/media/draw/settings';
import { type Ctx, f, lin } from '../server/media/draw/svg';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WIDTH = 640;
const HEIGHT = 360;
const FPS = 30;
const SECONDS = 8;
const FRAMES = FPS * SECONDS;
/** Bits per second: a flat illustration needs few; 8 s stay well under 500 KB. */
const BITRATE = 240_000;
/** The palette of the About page's former still (scene-140-a), so poster and page keep their colours. */
const HUE = 140;

export const OUTPUT = {
  webm: 'public/video/about-film.webm',
  mp4: 'public/video/about-film.mp4',
  poster: 'public/images/about-film-poster.webp',
} as const;

const W = 1600;
const H = 900;

/** A bird: two wing strokes that flap with `flap` (-1..1). */
function bird(x: number, y: number, size: number, flap: number, colour: string): string {
  const dip = size * (0.15 + 0.35 * flap);
  return (
    `<path d="M${f(x - size)} ${f(y - dip)}Q${f(x - size / 2)} ${f(y - dip - size * 0.25)} ${f(x)} ${f(y)}` +
    `Q${f(x + size / 2)} ${f(y - dip - size * 0.25)} ${f(x + size)} ${f(y - dip)}" stroke="${colour}" stroke-width="${f(size * 0.16)}" fill="none" stroke-linecap="round"/>`
  );
}

/** Frame `i` of the film as SVG (1600×900 viewBox drawn at WIDTH×HEIGHT). */
export function frameSvg(i: number): string {
  const t = i / FRAMES; // 0..1 over the loop
  const turn = 2 * Math.PI * t;
  const ctx: Ctx = { p: palette(HUE), defs: new Map(), brand: '' }; // no labelled pack in the film
  const p = ctx.p;
  let s = backdrop(ctx, W, H, mix(p.bg1, '#fff1da', 0.4), mix(p.bg2, '#d9ecf2', 0.5));

  // The sun breathes: its glow grows and shrinks once per loop.
  s += `<g transform="translate(1100 260) scale(${f(1 + 0.04 * Math.sin(turn))}) translate(-1100 -260)">${sun(ctx, 1100, 260, 90)}</g>`;

  // Two birds cross the sky once per loop, off screen at both ends, flapping four times a second.
  const birdColour = darken(p.ink, 0.1);
  for (const [offset, y, size] of [
    [0, 190, 40],
    [0.08, 240, 32],
  ] as const) {
    const u = (t + offset) % 1;
    const x = -120 + u * (W + 240);
    s += bird(x, y + 18 * Math.sin(turn * 2 + offset * 9), size, Math.sin(turn * 32 + offset * 20), birdColour);
  }

  // The sea, with its glints sliding to and fro.
  const sea = mix('#5aa6c0', p.accent, 0.25);
  s += `<rect y="560" width="${W}" height="140" fill="${lin(ctx, lighten(sea, 0.3), sea)}"/>`;
  const glints: [number, number, number, number][] = [
    [100, 600, 300, 0],
    [700, 620, 400, 1.7],
    [1200, 590, 250, 3.1],
    [300, 650, 350, 4.4],
  ];
  s += `<path d="${glints
    .map(([x, y, len, ph]) => {
      const dx = 40 * Math.sin(turn + ph);
      return `M${f(x + dx)} ${f(y)}H${f(x + dx + len)}`;
    })
    .join('')}" stroke="#fff" stroke-width="4" opacity=".5" stroke-linecap="round"/>`;

  // Waves lap the sand: the wet edge and its foam line rise and fall twice per loop.
  const lap = 10 * Math.sin(turn * 2);
  const shore = `M0 ${f(700 + lap)}C400 ${f(660 + lap)} 1000 ${f(650 + lap)} 1600 ${f(690 + lap)}`;
  s += `<path d="M0 700C400 660 1000 650 1600 690L1600 900L0 900Z" fill="${lin(ctx, p.sand, darken(p.sand, 0.08))}"/>`;
  s += `<path d="${shore}L1600 ${f(712 + lap)}C1000 ${f(672 + lap)} 400 ${f(682 + lap)} 0 ${f(722 + lap)}Z" fill="${darken(p.sand, 0.12)}" opacity=".35"/>`;
  s += `<path d="${shore}" stroke="#fff" stroke-width="8" fill="none" opacity="${f(0.45 + 0.2 * Math.sin(turn * 2))}"/>`;

  // The palms sway, each a little out of step with the others.
  s +=
    palmTree(ctx, 260, 820, 640, 120 + 16 * Math.sin(turn), 1.3) +
    palmTree(ctx, 520, 760, 480, -40 + 12 * Math.sin(turn + 1.2), 1.0) +
    palmTree(ctx, 1380, 800, 600, -130 + 15 * Math.sin(turn + 2.4), 1.25);
  s += coconut(ctx, 700, 800, 30) + coconut(ctx, 742, 812, 26) + coconutHalf(ctx, 1080, 820, 50);

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">` +
    `<defs>${[...ctx.defs.values()].join('')}</defs>${s}</svg>`
  );
}

/** One encoded frame as the page hands it back. */
interface Chunk {
  key: boolean;
  data: Buffer;
}

/**
 * The page that encodes: it paints each frame onto a canvas and hands it to WebCodecs'
 * VideoEncoder with its exact timestamp, so the result does not depend on how busy the machine
 * is (MediaRecorder, which records in real time, drops frames on a loaded machine). WebCodecs
 * needs a secure context, hence the page is served as http://localhost/.
 */
const ENCODER_PAGE = `<!doctype html><html><body>
<canvas id="c" width="${WIDTH}" height="${HEIGHT}"></canvas>
<script>
window.supports = async (config) => (await VideoEncoder.isConfigSupported(config)).supported === true;
window.encode = async (frames, config, fps, keyEvery) => {
  const canvas = document.getElementById('c');
  const g = canvas.getContext('2d');
  const chunks = [];
  let description = null;
  const encoder = new VideoEncoder({
    output: (chunk, meta) => {
      const bytes = new Uint8Array(chunk.byteLength);
      chunk.copyTo(bytes);
      let binary = '';
      for (const b of bytes) binary += String.fromCharCode(b);
      chunks.push({ key: chunk.type === 'key', data: btoa(binary) });
      if (meta && meta.decoderConfig && meta.decoderConfig.description) {
        const d = new Uint8Array(meta.decoderConfig.description instanceof ArrayBuffer
          ? meta.decoderConfig.description : meta.decoderConfig.description.buffer);
        let binary = '';
        for (const b of d) binary += String.fromCharCode(b);
        description = btoa(binary);
      }
    },
    error: (e) => { throw e; },
  });
  encoder.configure(config);
  for (let i = 0; i < frames.length; i++) {
    const img = new Image();
    img.src = 'data:image/svg+xml;base64,' + btoa(frames[i]);
    await img.decode();
    g.drawImage(img, 0, 0);
    const frame = new VideoFrame(canvas, { timestamp: Math.round((i * 1e6) / fps), duration: Math.round(1e6 / fps) });
    encoder.encode(frame, { keyFrame: i % keyEvery === 0 });
    frame.close();
    if (encoder.encodeQueueSize > 8) await new Promise((r) => encoder.addEventListener('dequeue', r, { once: true }));
  }
  await encoder.flush();
  return { chunks, description };
};
</script></body></html>`;

/* ---------- WebM (Matroska) writing: just what one video track needs ---------- */

/** EBML variable-length integer: the size of an element. */
function vint(n: number): Buffer {
  for (let len = 1; len <= 8; len++) {
    if (n < 2 ** (7 * len) - 1) {
      const out = Buffer.alloc(len);
      let v = n;
      for (let i = len - 1; i >= 0; i--) {
        out[i] = v % 256;
        v = Math.floor(v / 256);
      }
      out[0]! |= 1 << (8 - len);
      return out;
    }
  }
  throw new Error(`size too large: ${n}`);
}

function uintBytes(n: number, width?: number): Buffer {
  const bytes: number[] = [];
  let v = n;
  do {
    bytes.unshift(v % 256);
    v = Math.floor(v / 256);
  } while (v > 0);
  while (width && bytes.length < width) bytes.unshift(0);
  return Buffer.from(bytes);
}

const ebml = (id: number, body: Buffer | Buffer[]): Buffer => {
  const data = Array.isArray(body) ? Buffer.concat(body) : body;
  return Buffer.concat([uintBytes(id), vint(data.length), data]);
};
const ebmlUint = (id: number, n: number, width?: number) => ebml(id, uintBytes(n, width));
const ebmlText = (id: number, text: string) => ebml(id, Buffer.from(text, 'ascii'));
const ebmlFloat = (id: number, x: number) => {
  const b = Buffer.alloc(8);
  b.writeDoubleBE(x);
  return ebml(id, b);
};

/** A WebM file: header, Info (with Duration, so players know the length), Tracks, Cues, and a Cluster per key frame. */
export function muxWebm(chunks: Chunk[], codecId: string, fps: number): Buffer {
  const frameMs = 1000 / fps;
  const header = ebml(0x1a45dfa3, [
    ebmlUint(0x4286, 1),
    ebmlUint(0x42f7, 1),
    ebmlUint(0x42f2, 4),
    ebmlUint(0x42f3, 8),
    ebmlText(0x4282, 'webm'),
    ebmlUint(0x4287, 4),
    ebmlUint(0x4285, 2),
  ]);
  const info = ebml(0x1549a966, [
    ebmlUint(0x2ad7b1, 1_000_000), // timestamps in milliseconds
    ebmlText(0x4d80, 'make-about-video'),
    ebmlText(0x5741, 'make-about-video'),
    ebmlFloat(0x4489, chunks.length * frameMs),
  ]);
  const tracks = ebml(0x1654ae6b, [
    ebml(0xae, [
      ebmlUint(0xd7, 1),
      ebmlUint(0x73c5, 1),
      ebmlUint(0x83, 1), // video
      ebmlUint(0x9c, 0), // no lacing
      ebmlText(0x86, codecId),
      ebmlUint(0x23e383, Math.round(1e9 / fps)), // default frame duration, ns
      ebml(0xe0, [ebmlUint(0xb0, WIDTH), ebmlUint(0xba, HEIGHT)]),
    ]),
  ]);
  // One cluster per key frame, so a seek (and the jump back at the end of the loop) starts on one.
  const clusters: { time: number; bytes: Buffer }[] = [];
  let blocks: Buffer[] = [];
  let clusterTime = 0;
  const close = () => {
    if (blocks.length)
      clusters.push({ time: clusterTime, bytes: ebml(0x1f43b675, [ebmlUint(0xe7, clusterTime), ...blocks]) });
    blocks = [];
  };
  chunks.forEach((chunk, i) => {
    const time = Math.round(i * frameMs);
    if (chunk.key) {
      close();
      clusterTime = time;
    }
    const head = Buffer.alloc(4);
    head[0] = 0x81; // track 1
    head.writeInt16BE(time - clusterTime, 1);
    head[3] = chunk.key ? 0x80 : 0;
    blocks.push(ebml(0xa3, Buffer.concat([head, chunk.data])));
  });
  close();
  // Cues sit before the clusters; positions are fixed 4-byte numbers, so their size is known first.
  const cuesFor = (positions: number[]) =>
    ebml(
      0x1c53bb6b,
      clusters.map((c, i) =>
        ebml(0xbb, [ebmlUint(0xb3, c.time, 4), ebml(0xb7, [ebmlUint(0xf7, 1), ebmlUint(0xf1, positions[i]!, 4)])]),
      ),
    );
  const before = info.length + tracks.length + cuesFor(clusters.map(() => 0)).length;
  const positions: number[] = [];
  let at = before;
  for (const c of clusters) {
    positions.push(at);
    at += c.bytes.length;
  }
  const body = Buffer.concat([info, tracks, cuesFor(positions), ...clusters.map((c) => c.bytes)]);
  return Buffer.concat([header, ebml(0x18538067, body)]);
}

/* ---------- MP4 writing: one H.264 track, index (moov) first so playback starts at once ---------- */

const box = (type: string, ...parts: Buffer[]): Buffer => {
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length + 8);
  head.write(type, 4, 'ascii');
  return Buffer.concat([head, body]);
};
const full = (type: string, version: number, flags: number, ...parts: Buffer[]) => {
  const vf = Buffer.alloc(4);
  vf.writeUInt32BE((version << 24) | flags);
  return box(type, vf, ...parts);
};
const u32 = (...values: number[]) => {
  const b = Buffer.alloc(values.length * 4);
  values.forEach((v, i) => b.writeUInt32BE(v >>> 0, i * 4));
  return b;
};
const u16 = (...values: number[]) => {
  const b = Buffer.alloc(values.length * 2);
  values.forEach((v, i) => b.writeUInt16BE(v & 0xffff, i * 2));
  return b;
};
const MATRIX = u32(0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000);

/** An MP4 file from length-prefixed H.264 samples and their avcC description. */
export function muxMp4(chunks: Chunk[], avcC: Buffer, fps: number): Buffer {
  const durationMs = Math.round((chunks.length * 1000) / fps);
  const sizes = chunks.map((c) => c.data.length);
  const stbl = (chunkOffset: number) =>
    box(
      'stbl',
      full(
        'stsd',
        0,
        0,
        u32(1),
        box(
          'avc1',
          Buffer.alloc(6),
          u16(1), // data reference index
          Buffer.alloc(16),
          u16(WIDTH, HEIGHT),
          u32(0x480000, 0x480000, 0),
          u16(1), // frames per sample
          Buffer.alloc(32), // compressor name
          u16(0x18, 0xffff),
          box('avcC', avcC),
        ),
      ),
      full('stts', 0, 0, u32(1, chunks.length, 1)),
      full(
        'stss',
        0,
        0,
        u32(chunks.filter((c) => c.key).length),
        u32(...chunks.flatMap((c, i) => (c.key ? [i + 1] : []))),
      ),
      full('stsc', 0, 0, u32(1, 1, chunks.length, 1)),
      full('stsz', 0, 0, u32(0, chunks.length, ...sizes)),
      full('stco', 0, 0, u32(1, chunkOffset)),
    );
  const moov = (chunkOffset: number) =>
    box(
      'moov',
      full(
        'mvhd',
        0,
        0,
        u32(0, 0, 1000, durationMs, 0x10000),
        u16(0x100),
        Buffer.alloc(10),
        MATRIX,
        Buffer.alloc(24),
        u32(2),
      ),
      box(
        'trak',
        full(
          'tkhd',
          0,
          3,
          u32(0, 0, 1, 0, durationMs),
          Buffer.alloc(8),
          u16(0, 0, 0, 0),
          MATRIX,
          u32(WIDTH << 16, HEIGHT << 16),
        ),
        box(
          'mdia',
          full('mdhd', 0, 0, u32(0, 0, fps, chunks.length), u16(0x55c4, 0)), // language 'und'
          full(
            'hdlr',
            0,
            0,
            u32(0),
            Buffer.from('vide', 'ascii'),
            Buffer.alloc(12),
            Buffer.from('VideoHandler\0', 'ascii'),
          ),
          box(
            'minf',
            full('vmhd', 0, 1, u16(0, 0, 0, 0)),
            box('dinf', full('dref', 0, 0, u32(1), full('url ', 0, 1))),
            stbl(chunkOffset),
          ),
        ),
      ),
    );
  const ftyp = box('ftyp', Buffer.from('isom', 'ascii'), u32(0x200), Buffer.from('isomiso2avc1mp41', 'ascii'));
  // The moov's size does not depend on the offset it carries, so measure it once and place mdat after it.
  const offset = ftyp.length + moov(0).length + 8;
  return Buffer.concat([ftyp, moov(offset), box('mdat', ...chunks.map((c) => c.data))]);
}

/** Codecs tried in order for each file; the first this Chromium can encode is used. */
const FORMATS = [
  { file: OUTPUT.webm, codec: 'vp09.00.10.08', mux: 'webm' },
  { file: OUTPUT.mp4, codec: 'avc1.42E01E', mux: 'mp4' },
] as const;

/** A key frame every 4 s: seeking stays cheap and the file small. */
const KEY_EVERY = FPS * 4;

async function main() {
  const frames = Array.from({ length: FRAMES }, (_, i) => frameSvg(i));
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
    await page.route('http://localhost/', (route) => route.fulfill({ body: ENCODER_PAGE, contentType: 'text/html' }));
    await page.goto('http://localhost/');
    for (const { file, codec, mux } of FORMATS) {
      const target = path.join(ROOT, file);
      const config = {
        codec,
        width: WIDTH,
        height: HEIGHT,
        bitrate: BITRATE,
        framerate: FPS,
        latencyMode: 'quality',
        ...(mux === 'mp4' ? { avc: { format: 'avc' } } : {}),
      };
      if (!(await page.evaluate(`window.supports(${JSON.stringify(config)})`))) {
        // An older file would no longer match the other one; the page offers only what exists.
        rmSync(target, { force: true });
        console.log(`${file}: this Chromium cannot encode ${codec}; skipped`);
        continue;
      }
      const result = (await page.evaluate(
        `window.encode(${JSON.stringify(frames)}, ${JSON.stringify(config)}, ${FPS}, ${KEY_EVERY})`,
      )) as { chunks: { key: boolean; data: string }[]; description: string | null };
      const chunks = result.chunks.map((c) => ({ key: c.key, data: Buffer.from(c.data, 'base64') }));
      if (chunks.length !== FRAMES || !chunks[0]!.key) throw new Error(`${codec}: ${chunks.length} frames encoded`);
      const bytes =
        mux === 'webm'
          ? muxWebm(chunks, 'V_VP9', FPS)
          : muxMp4(chunks, Buffer.from(result.description ?? '', 'base64'), FPS);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, bytes);
      console.log(`${file}: ${codec}, ${FRAMES} frames, ${(statSync(target).size / 1024).toFixed(1)} KB`);
    }
  } finally {
    await browser.close();
  }

  const poster = path.join(ROOT, OUTPUT.poster);
  mkdirSync(path.dirname(poster), { recursive: true });
  await sharp(Buffer.from(frames[0]!), { density: 72 }).webp({ quality: 80, effort: 6 }).toFile(poster);
  console.log(`${OUTPUT.poster}: ${(statSync(poster).size / 1024).toFixed(1)} KB`);
}

// Run as a script; imported (by a check), only the drawing is wanted.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
