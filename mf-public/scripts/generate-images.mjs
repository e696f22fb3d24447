#!/usr/bin/env node
/**
 * Generates the site's placeholder photos offline: SVG art (brick, stone and concrete textures, simple scenes)
 * rendered with sharp into shell/public/images as JPEG (the paths named in shared-contracts DEFAULT_CONTENT and
 * SAMPLE_GALLERY) plus WebP variants at a few widths, and writes the size table the pages use for srcset and
 * width/height (src/lib/site-images.generated.ts). Deterministic (seeded), so re-running gives the same files.
 *
 * Usage: node mf-public/scripts/generate-images.mjs
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = path.dirname(fileURLToPath(import.meta.url));
const publicDir = path.resolve(here, '../../shell/public');
const tableFile = path.resolve(here, '../src/lib/site-images.generated.ts');

/** Small seeded PRNG (mulberry32) so every run draws the same bricks. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = (rand, list) => list[Math.floor(rand() * list.length)];
const jitter = (rand, value, amount) => value + (rand() - 0.5) * 2 * amount;

function shade(hex, factor) {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift) => Math.max(0, Math.min(255, Math.round(((n >> shift) & 255) * factor)));
  return `rgb(${channel(16)},${channel(8)},${channel(0)})`;
}

const BRICK = ['#9c3d26', '#a8452b', '#8e3421', '#b0532f', '#93402a', '#7f2f1f', '#a94d36', '#b85f3c'];
const LIMESTONE = ['#d8c9a8', '#cdbd98', '#e2d5b8', '#c9b48c', '#d6c296', '#bfae8a', '#e0cfa9'];
const CHOPPED = ['#c8b592', '#b9a27c', '#d4c3a0', '#a8926e', '#cbb28a'];
const FLAG = ['#b9a58a', '#a58f73', '#c7b497', '#9c8a74', '#b49b7b'];

/** Shared <defs>: per-face shading gradient and a soft grain filter (kept subtle: grain inflates JPEG size). */
function defs(extra = '') {
  return `<defs>
    <linearGradient id="face" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#fff" stop-opacity="0.16"/>
      <stop offset="0.55" stop-color="#fff" stop-opacity="0"/>
      <stop offset="1" stop-color="#000" stop-opacity="0.22"/>
    </linearGradient>
    <filter id="grain" x="0" y="0" width="100%" height="100%">
      <feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="7" result="noise"/>
      <feColorMatrix type="saturate" values="0" in="noise" result="mono"/>
      <feComponentTransfer in="mono" result="soft"><feFuncA type="linear" slope="0.10"/></feComponentTransfer>
      <feBlend in="SourceGraphic" in2="soft" mode="multiply"/>
    </filter>
    <radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75">
      <stop offset="0.55" stop-color="#000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000" stop-opacity="0.45"/>
    </radialGradient>
    ${extra}
  </defs>`;
}

/** Running-bond brick courses filling a box, each brick a slightly different fired colour. */
function brickWall(rand, { x, y, w, h, brickW = 96, brickH = 32, mortar = 6, palette = BRICK, mortarColor = '#b8ab98' }) {
  let out = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${mortarColor}"/>`;
  const rowH = brickH + mortar;
  for (let row = 0; row * rowH < h; row += 1) {
    const offset = row % 2 === 0 ? 0 : -(brickW + mortar) / 2;
    for (let bx = offset; bx < w; bx += brickW + mortar) {
      const left = Math.max(bx, 0);
      const right = Math.min(bx + brickW, w);
      if (right - left < 4) continue;
      const top = row * rowH + mortar / 2;
      const height = Math.min(brickH, h - top);
      if (height < 2) continue;
      const color = shade(pick(rand, palette), jitter(rand, 1, 0.1));
      const attrs = `x="${(x + left).toFixed(1)}" y="${(y + top).toFixed(1)}" width="${(right - left).toFixed(1)}" height="${height.toFixed(1)}" rx="2"`;
      out += `<rect ${attrs} fill="${color}"/><rect ${attrs} fill="url(#face)"/>`;
    }
  }
  return out;
}

/** Coursed ashlar: rows of varying height, blocks of varying length (limestone walls, chopped stone). */
function ashlarWall(rand, { x, y, w, h, palette = LIMESTONE, joint = 5, minH = 38, maxH = 70, jointColor = '#8f8370' }) {
  let out = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${jointColor}"/>`;
  let top = 0;
  while (top < h) {
    const rowH = Math.min(h - top, minH + rand() * (maxH - minH));
    let left = -rand() * 60;
    while (left < w) {
      const blockW = rowH * (1.3 + rand() * 1.8);
      const l = Math.max(left, 0);
      const r = Math.min(left + blockW, w);
      if (r - l > 4) {
        const color = shade(pick(rand, palette), jitter(rand, 1, 0.07));
        const attrs = `x="${(x + l + joint / 2).toFixed(1)}" y="${(y + top + joint / 2).toFixed(1)}" width="${(r - l - joint).toFixed(1)}" height="${(rowH - joint).toFixed(1)}" rx="4"`;
        out += `<rect ${attrs} fill="${color}"/><rect ${attrs} fill="url(#face)"/>`;
      }
      left += blockW;
    }
    top += rowH;
  }
  return out;
}

/** Irregular flagstone / slate pieces on a jittered grid (patios, hearths). */
function flagstones(rand, { x, y, w, h, cell = 120, palette = FLAG, grout = '#6f655a' }) {
  let out = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${grout}"/>`;
  const cols = Math.ceil(w / cell) + 1;
  const rows = Math.ceil(h / cell) + 1;
  const pts = [];
  for (let r = 0; r <= rows; r += 1) {
    pts.push([]);
    for (let c = 0; c <= cols; c += 1) {
      const edge = r === 0 || c === 0;
      pts[r].push([c * cell + (edge ? 0 : jitter(rand, 0, cell * 0.28)), r * cell + (edge ? 0 : jitter(rand, 0, cell * 0.28))]);
    }
  }
  const inset = 4;
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < cols; c += 1) {
      const quad = [pts[r][c], pts[r][c + 1], pts[r + 1][c + 1], pts[r + 1][c]];
      const cx = quad.reduce((s, p) => s + p[0], 0) / 4;
      const cy = quad.reduce((s, p) => s + p[1], 0) / 4;
      const poly = quad
        .map(([px, py]) => {
          const dx = px - cx;
          const dy = py - cy;
          const len = Math.hypot(dx, dy) || 1;
          return `${(x + px - (dx / len) * inset).toFixed(1)},${(y + py - (dy / len) * inset).toFixed(1)}`;
        })
        .join(' ');
      out += `<polygon points="${poly}" fill="${shade(pick(rand, palette), jitter(rand, 1, 0.08))}"/>`;
    }
  }
  return `<svg x="${x}" y="${y}" width="${w}" height="${h}" overflow="hidden"><g transform="translate(${-x},${-y})">${out}</g></svg>`;
}

/** Exposed aggregate: pebbles scattered over grey concrete. */
function aggregate(rand, { x, y, w, h, density = 0.0035 }) {
  let out = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#9d968c"/>`;
  const count = Math.round(w * h * density);
  const stones = ['#7d7468', '#b7ab99', '#6a6158', '#c9bda8', '#8c7f6d', '#a39787'];
  for (let i = 0; i < count; i += 1) {
    const r = 2 + rand() * 5;
    out += `<ellipse cx="${(x + rand() * w).toFixed(1)}" cy="${(y + rand() * h).toFixed(1)}" rx="${r.toFixed(1)}" ry="${(r * (0.6 + rand() * 0.4)).toFixed(1)}" fill="${pick(rand, stones)}"/>`;
  }
  return out;
}

const sky = (id, top, bottom) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;

const shrubs = (rand, { y, w, color = '#3f5a32', count = 14, size = 70 }) => {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const cx = (i / (count - 1)) * w + jitter(rand, 0, 30);
    const r = size * (0.7 + rand() * 0.6);
    out += `<circle cx="${cx.toFixed(0)}" cy="${(y - r * 0.35).toFixed(0)}" r="${r.toFixed(0)}" fill="${shade(color, jitter(rand, 1, 0.15))}"/>`;
  }
  return out;
};

/** Each scene returns an SVG string at its full (largest) size. */
const SCENES = {
  'home-hero': { width: 1920, height: 1080, variants: [768, 1280, 1920], quality: 70, draw(rand, w, h) {
    const light = `<linearGradient id="sun" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#ffd9a0" stop-opacity="0.35"/>
        <stop offset="0.5" stop-color="#ffb070" stop-opacity="0.05"/>
        <stop offset="1" stop-color="#1a0c06" stop-opacity="0.55"/></linearGradient>`;
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${defs(light)}
      <g filter="url(#grain)">${brickWall(rand, { x: 0, y: 0, w, h: h - 150, brickW: 150, brickH: 48, mortar: 9 })}
      ${ashlarWall(rand, { x: 0, y: h - 150, w, h: 150, minH: 70, maxH: 76 })}
      <rect x="0" y="${h - 158}" width="${w}" height="12" fill="#d9ccb0"/></g>
      <rect width="${w}" height="${h}" fill="url(#sun)"/><rect width="${w}" height="${h}" fill="url(#vignette)"/></svg>`;
  } },
  'contact-photo': { width: 800, height: 1000, variants: [400, 800], quality: 74, draw(rand, w, h) {
    const glow = `<radialGradient id="lamp" cx="0.3" cy="0.2" r="0.8"><stop offset="0" stop-color="#ffe2b0" stop-opacity="0.35"/><stop offset="1" stop-color="#ffe2b0" stop-opacity="0"/></radialGradient>`;
    const archX = 200;
    const archW = 400;
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${defs(glow)}
      <g filter="url(#grain)">${ashlarWall(rand, { x: 0, y: 0, w, h })}
      <path d="M${archX} ${h} V420 A${archW / 2} ${archW / 2} 0 0 1 ${archX + archW} 420 V${h} Z" fill="#3b2a20"/>
      <path d="M${archX + 30} ${h} V430 A${archW / 2 - 30} ${archW / 2 - 30} 0 0 1 ${archX + archW - 30} 430 V${h} Z" fill="#5b3b28"/>
      ${Array.from({ length: 15 }, (_, i) => {
        const a = Math.PI + (i / 14) * Math.PI;
        const r1 = archW / 2;
        const r2 = archW / 2 + 44;
        const cx = archX + archW / 2;
        const p = (r, ang) => `${(cx + r * Math.cos(ang)).toFixed(1)},${(420 + r * Math.sin(ang)).toFixed(1)}`;
        const a2 = a + Math.PI / 15 - 0.025;
        return `<polygon points="${p(r1, a)} ${p(r2, a)} ${p(r2, a2)} ${p(r1, a2)}" fill="${shade(pick(rand, BRICK), jitter(rand, 1, 0.08))}"/>`;
      }).join('')}
      <rect x="${archX + 40}" y="${h - 360}" width="${archW - 80}" height="10" fill="#2a1c14"/>
      ${brickWall(rand, { x: 0, y: h - 90, w, h: 90, brickW: 110, brickH: 36, mortar: 7 })}</g>
      <rect width="${w}" height="${h}" fill="url(#lamp)"/><rect width="${w}" height="${h}" fill="url(#vignette)"/></svg>`;
  } },
  'gallery/stamped-patio': { width: 1200, height: 900, variants: [400, 800, 1200], quality: 72, draw(rand, w, h) {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${defs(`<radialGradient id="pot" cx="0.4" cy="0.4" r="0.6"><stop offset="0" stop-color="#c8693f"/><stop offset="1" stop-color="#7c3a20"/></radialGradient>`)}
      <g filter="url(#grain)">${flagstones(rand, { x: 0, y: 0, w, h, cell: 150, palette: ['#8d8579', '#9a8f80', '#7e776d', '#a59a88', '#8a7f70'], grout: '#5c564e' })}</g>
      <rect x="0" y="0" width="${w}" height="${h}" fill="#c4703e" opacity="0.12"/>
      <ellipse cx="930" cy="250" rx="120" ry="120" fill="#000" opacity="0.25"/>
      <circle cx="905" cy="225" r="115" fill="url(#pot)"/><circle cx="905" cy="225" r="88" fill="#4a6b34"/>
      ${Array.from({ length: 18 }, (_, i) => `<circle cx="${(905 + Math.cos(i) * (20 + (i % 5) * 12)).toFixed(0)}" cy="${(225 + Math.sin(i * 1.7) * (20 + (i % 4) * 14)).toFixed(0)}" r="${22 + (i % 3) * 6}" fill="${i % 2 ? '#5d8741' : '#3d5c2a'}"/>`).join('')}
      <rect x="-20" y="${h - 120}" width="${w + 40}" height="140" fill="#7a3a22"/>
      ${brickWall(rand, { x: 0, y: h - 110, w, h: 110, brickW: 52, brickH: 104, mortar: 6 })}
      <rect width="${w}" height="${h}" fill="url(#vignette)"/></svg>`;
  } },
  'gallery/limestone-wall': { width: 1200, height: 900, variants: [400, 800, 1200], quality: 72, draw(rand, w, h) {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${defs(sky('sky', '#7fb0dc', '#d9ecf6'))}
      <rect width="${w}" height="${h}" fill="url(#sky)"/>${shrubs(rand, { y: 260, w, count: 12, size: 110, color: '#4a6a36' })}
      <g filter="url(#grain)">${ashlarWall(rand, { x: 0, y: 230, w, h: 520, minH: 60, maxH: 110 })}
      <rect x="0" y="220" width="${w}" height="24" fill="#e6dbc2"/></g>
      <rect x="0" y="750" width="${w}" height="150" fill="#5f8a3a"/>
      ${Array.from({ length: 60 }, () => `<rect x="${(rand() * w).toFixed(0)}" y="${(750 + rand() * 150).toFixed(0)}" width="3" height="${(8 + rand() * 14).toFixed(0)}" fill="#4d7430"/>`).join('')}
      <rect x="0" y="744" width="${w}" height="14" fill="#000" opacity="0.2"/><rect width="${w}" height="${h}" fill="url(#vignette)"/></svg>`;
  } },
  'gallery/outdoor-kitchen': { width: 1200, height: 900, variants: [400, 800, 1200], quality: 72, draw(rand, w, h) {
    const steel = `<linearGradient id="steel" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e3e6e8"/><stop offset="1" stop-color="#8d9499"/></linearGradient>`;
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${defs(sky('sky', '#f2a765', '#fde3b8') + steel)}
      <rect width="${w}" height="${h}" fill="url(#sky)"/>${shrubs(rand, { y: 430, w, count: 10, size: 120, color: '#3e5530' })}
      <g filter="url(#grain)">${flagstones(rand, { x: 0, y: 700, w, h: 200, cell: 110 })}
      ${ashlarWall(rand, { x: 140, y: 470, w: 920, h: 250, palette: CHOPPED, minH: 34, maxH: 56 })}</g>
      <rect x="120" y="440" width="960" height="34" rx="4" fill="#2e2b2a"/><rect x="120" y="440" width="960" height="8" fill="#5a5552"/>
      <rect x="430" y="488" width="300" height="170" rx="6" fill="url(#steel)"/><rect x="450" y="508" width="260" height="58" rx="4" fill="#6d7478"/>
      <rect x="470" y="580" width="220" height="10" rx="5" fill="#c9ced1"/><rect x="455" y="390" width="250" height="52" rx="10" fill="url(#steel)"/>
      ${[220, 840, 960].map((x) => `<rect x="${x}" y="560" width="14" height="150" fill="#2b211b"/><rect x="${x - 36}" y="540" width="86" height="22" rx="8" fill="#4a3426"/>`).join('')}
      <rect width="${w}" height="${h}" fill="url(#vignette)"/></svg>`;
  } },
  'gallery/brick-mailbox': { width: 1200, height: 900, variants: [400, 800, 1200], quality: 72, draw(rand, w, h) {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${defs(sky('sky', '#8ebde3', '#e5f1f8'))}
      <rect width="${w}" height="${h}" fill="url(#sky)"/>${shrubs(rand, { y: 560, w, count: 9, size: 140, color: '#456a35' })}
      <rect x="0" y="640" width="${w}" height="260" fill="#6b963f"/><rect x="0" y="700" width="${w}" height="70" fill="#a9a396"/>
      <ellipse cx="610" cy="655" rx="230" ry="26" fill="#000" opacity="0.25"/>
      <g filter="url(#grain)">${brickWall(rand, { x: 440, y: 200, w: 320, h: 450, brickW: 78, brickH: 26, mortar: 6 })}</g>
      <rect x="415" y="168" width="370" height="40" rx="3" fill="#d9cfb9"/><rect x="435" y="140" width="330" height="32" rx="3" fill="#e4dbc7"/>
      <rect x="520" y="270" width="160" height="96" rx="48" fill="#1f1f1f"/><rect x="530" y="280" width="140" height="76" rx="38" fill="#333"/>
      <rect x="525" y="440" width="150" height="70" rx="4" fill="#d9cfb9"/>
      <text x="600" y="490" font-family="DejaVu Serif, serif" font-size="42" font-weight="700" fill="#5c4a36" text-anchor="middle">4515</text>
      <rect width="${w}" height="${h}" fill="url(#vignette)"/></svg>`;
  } },
  'gallery/outdoor-chimney': { width: 1200, height: 900, variants: [400, 800, 1200], quality: 72, draw(rand, w, h) {
    const fire = `<radialGradient id="fire" cx="0.5" cy="0.85" r="0.7"><stop offset="0" stop-color="#fff1a8"/><stop offset="0.35" stop-color="#ff9a2e"/><stop offset="0.8" stop-color="#b8360f"/><stop offset="1" stop-color="#2a0d05"/></radialGradient>
      <radialGradient id="glow" cx="0.5" cy="0.72" r="0.5"><stop offset="0" stop-color="#ff9a40" stop-opacity="0.45"/><stop offset="1" stop-color="#ff9a40" stop-opacity="0"/></radialGradient>`;
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${defs(sky('sky', '#2d3a5c', '#c9876a') + fire)}
      <rect width="${w}" height="${h}" fill="url(#sky)"/>${shrubs(rand, { y: 640, w, count: 12, size: 100, color: '#243322' })}
      <g filter="url(#grain)">${flagstones(rand, { x: 0, y: 720, w, h: 180, cell: 120 })}
      ${ashlarWall(rand, { x: 490, y: 60, w: 220, h: 340, palette: CHOPPED, minH: 30, maxH: 48 })}
      ${ashlarWall(rand, { x: 330, y: 360, w: 540, h: 370, palette: CHOPPED, minH: 36, maxH: 58 })}</g>
      <rect x="470" y="40" width="260" height="26" fill="#4d4640"/><rect x="310" y="352" width="580" height="22" fill="#d6cab2"/>
      <path d="M440 720 V560 A160 140 0 0 1 760 560 V720 Z" fill="#1b120d"/>
      <path d="M470 720 V575 A130 115 0 0 1 730 575 V720 Z" fill="url(#fire)"/>
      <rect x="300" y="712" width="600" height="26" fill="#a4947e"/>
      <rect width="${w}" height="${h}" fill="url(#glow)"/><rect width="${w}" height="${h}" fill="url(#vignette)"/></svg>`;
  } },
  'gallery/concrete-driveway': { width: 1200, height: 900, variants: [400, 800, 1200], quality: 70, draw(rand, w, h) {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${defs()}
      <rect width="${w}" height="${h}" fill="#5f8a3a"/>
      <g filter="url(#grain)">${brickWall(rand, { x: 150, y: 0, w: 900, h, brickW: 60, brickH: 120, mortar: 6 })}
      ${aggregate(rand, { x: 210, y: 0, w: 780, h })}</g>
      ${[300, 600].map((y) => `<rect x="210" y="${y}" width="780" height="5" fill="#5d574f"/>`).join('')}
      <rect x="598" y="0" width="5" height="${h}" fill="#5d574f"/>
      <rect width="${w}" height="${h}" fill="url(#vignette)"/></svg>`;
  } },
};

async function main() {
  const table = {};
  let seed = 1;
  for (const [name, scene] of Object.entries(SCENES)) {
    seed += 1;
    const svg = scene.draw(rng(seed * 7919), scene.width, scene.height);
    const base = sharp(Buffer.from(svg), { density: 72 }).flatten({ background: '#000' });
    const raster = await base.png().toBuffer();
    const outBase = path.join(publicDir, 'images', name);
    await mkdir(path.dirname(outBase), { recursive: true });
    const jpg = await sharp(raster).jpeg({ quality: scene.quality, mozjpeg: true, progressive: true }).toBuffer();
    await writeFile(`${outBase}.jpg`, jpg);
    const sizes = [`${name}.jpg ${Math.round(jpg.length / 1024)} KB`];
    for (const width of scene.variants) {
      const webp = await sharp(raster).resize({ width }).webp({ quality: scene.quality - 4, effort: 6 }).toBuffer();
      await writeFile(`${outBase}-${width}.webp`, webp);
      sizes.push(`${width}w ${Math.round(webp.length / 1024)} KB`);
    }
    table[`/images/${name}.jpg`] = { width: scene.width, height: scene.height, webpWidths: scene.variants };
    console.log(sizes.join(' | '));
  }
  const source = `// Generated by scripts/generate-images.mjs: do not edit by hand.
/** Intrinsic size and WebP variant widths of each built-in site photo (<name>-<width>.webp beside the .jpg). */
export const SITE_IMAGES: Readonly<Record<string, { width: number; height: number; webpWidths: readonly number[] }>> = ${JSON.stringify(table, null, 2)};
`;
  await writeFile(tableFile, source);
}

await main();
