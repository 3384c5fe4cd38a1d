/**
 * Generates the seed images with sharp (SVG -> JPEG, nothing is downloaded) and uploads
 * each one once through the upload plugin. Existing files with the same name are reused,
 * so re-seeding never duplicates media.
 */
import fs from 'fs';
import path from 'path';
import type { Core } from '@strapi/strapi';
import { createRng, type Rng } from './prng';
import { fromAppDir } from '../app-dir';

const W = 1200;
const H = 800;

const PALETTES = [
  { sky: ['#0b3d91', '#7fb3e6'], sea: '#1565c0', sand: '#e8d3a6', build: ['#2e3b4e', '#41546b', '#5b6f87'] },
  { sky: ['#f7a35c', '#ffe0b2'], sea: '#26657a', sand: '#f1dcb5', build: ['#3b2f40', '#5b4660', '#7c6280'] },
  { sky: ['#141e30', '#243b55'], sea: '#0d2538', sand: '#c9b48a', build: ['#f2c94c', '#e0a93b', '#bd8a2c'] },
  { sky: ['#89d4f5', '#e6f7ff'], sea: '#0096c7', sand: '#f4e1c1', build: ['#9aa5b1', '#b8c2cc', '#d6dde3'] },
  { sky: ['#ff7e5f', '#feb47b'], sea: '#355c7d', sand: '#f8d9a0', build: ['#2c2c54', '#474787', '#706fd3'] },
  { sky: ['#4facfe', '#00f2fe'], sea: '#0077b6', sand: '#fae3b0', build: ['#1b263b', '#415a77', '#778da9'] },
];
type Palette = (typeof PALETTES)[number];
type Interior = (typeof INTERIOR)[number];
/** A seed image: its key, its group (exterior, villa…), its words and its picture. */
type ImageDefinition = {
  key: string;
  group: string;
  alt: string;
  svg: string;
  width?: number;
  height?: number;
  format?: 'png';
};
/** The upload plugin's `upload` service: what the seed asks of it. */
type UploadService = {
  getSettings(): Promise<Record<string, unknown> | null>;
  setSettings(settings: Record<string, unknown>): Promise<unknown>;
  upload(input: {
    data: { fileInfo: { name: string; alternativeText: string; caption: string } };
    files: { filepath: string; originalFilename: string; mimetype: string; size: number };
  }): Promise<{ id: number }[]>;
};

const INTERIOR = [
  { wall: '#efe6da', floor: '#b48a60', accent: '#2f4858', sofa: '#86a8b4' },
  { wall: '#f4f1ec', floor: '#8d7b68', accent: '#a4907c', sofa: '#c8b6a6' },
  { wall: '#e3ecf2', floor: '#d9c5a0', accent: '#1d3557', sofa: '#457b9d' },
  { wall: '#fdf6ec', floor: '#6d4c41', accent: '#e07a5f', sofa: '#3d405b' },
  { wall: '#ececec', floor: '#9e9e9e', accent: '#212121', sofa: '#607d8b' },
];

const grad = (id: string, [a, b]: string[]) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;

function skylineSvg(rng: Rng, p: Palette, { sea = true } = {}) {
  const horizon = sea ? 560 : 640;
  let towers = '';
  let x = -20;
  while (x < W) {
    const w = rng.int(50, 120);
    const h = rng.int(140, 460);
    const c = rng.pick(p.build);
    towers += `<rect x="${x}" y="${horizon - h}" width="${w}" height="${h}" fill="${c}"/>`;
    if (rng.chance(0.3))
      towers += `<polygon points="${x},${horizon - h} ${x + w / 2},${horizon - h - rng.int(30, 90)} ${x + w},${horizon - h}" fill="${c}"/>`;
    for (let wy = horizon - h + 15; wy < horizon - 15; wy += 28) {
      towers += `<rect x="${x + 8}" y="${wy}" width="${w - 16}" height="6" fill="#ffffff" opacity="0.18"/>`;
    }
    x += w + rng.int(4, 30);
  }
  const ground = sea
    ? `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="${p.sea}"/><rect y="${H - 90}" width="${W}" height="90" fill="${p.sand}"/>` +
      Array.from(
        { length: 6 },
        (_, i) =>
          `<rect x="${rng.int(0, W)}" y="${horizon + 20 + i * 25}" width="${rng.int(60, 200)}" height="3" fill="#ffffff" opacity="0.25"/>`,
      ).join('')
    : `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="${p.sand}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs>${grad('s', p.sky)}</defs><rect width="${W}" height="${H}" fill="url(#s)"/><circle cx="${rng.int(150, 1050)}" cy="${rng.int(90, 220)}" r="${rng.int(35, 60)}" fill="#fff6d5" opacity="0.85"/>${towers}${ground}</svg>`;
}

function villaSvg(rng: Rng, p: Palette) {
  const horizon = 560;
  let palms = '';
  for (let i = 0; i < 4; i += 1) {
    const px = rng.int(40, 1160);
    palms +=
      `<rect x="${px}" y="${horizon - 260}" width="14" height="260" fill="#6d4c41"/>` +
      [0, 60, 120, 180, 240, 300]
        .map(
          (a) =>
            `<ellipse cx="${px + 7}" cy="${horizon - 260}" rx="80" ry="16" fill="#2e7d32" transform="rotate(${a} ${px + 7} ${horizon - 260})"/>`,
        )
        .join('');
  }
  const wall = rng.pick(['#f5f0e6', '#ede4d3', '#ffffff', '#e8e0d0']);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs>${grad('s', p.sky)}</defs><rect width="${W}" height="${H}" fill="url(#s)"/>
  <rect y="${horizon}" width="${W}" height="${H - horizon}" fill="#7cb342"/>
  <rect x="250" y="300" width="700" height="260" fill="${wall}"/><rect x="330" y="200" width="440" height="110" fill="${wall}"/>
  <rect x="310" y="190" width="480" height="16" fill="${rng.pick(p.build)}"/><rect x="230" y="290" width="740" height="16" fill="${rng.pick(p.build)}"/>
  ${[290, 420, 560, 700, 830].map((x) => `<rect x="${x}" y="360" width="80" height="120" fill="#90caf9" opacity="0.85"/>`).join('')}
  ${[380, 520, 660].map((x) => `<rect x="${x}" y="225" width="70" height="60" fill="#90caf9" opacity="0.85"/>`).join('')}
  <rect x="560" y="480" width="80" height="80" fill="#5d4037"/>
  <rect x="200" y="640" width="800" height="90" rx="12" fill="#29b6f6"/><rect x="200" y="640" width="800" height="90" rx="12" fill="none" stroke="#ffffff" stroke-width="8"/>
  ${palms}</svg>`;
}

function interiorSvg(rng: Rng, c: Interior) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  <rect width="${W}" height="${H}" fill="${c.wall}"/><rect y="560" width="${W}" height="240" fill="${c.floor}"/>
  <rect x="${rng.int(60, 200)}" y="120" width="360" height="300" fill="#bde0fe"/><rect x="${rng.int(60, 200)}" y="120" width="360" height="300" fill="none" stroke="#ffffff" stroke-width="14"/>
  <rect x="640" y="150" width="220" height="150" fill="${c.accent}"/><rect x="652" y="162" width="196" height="126" fill="${rng.pick(['#f4a261', '#e9c46a', '#2a9d8f', '#e76f51'])}"/>
  <rect x="520" y="430" width="520" height="150" rx="24" fill="${c.sofa}"/><rect x="520" y="390" width="520" height="70" rx="24" fill="${c.sofa}" opacity="0.85"/>
  <rect x="620" y="620" width="320" height="30" rx="8" fill="${c.accent}"/><rect x="650" y="650" width="20" height="60" fill="${c.accent}"/><rect x="890" y="650" width="20" height="60" fill="${c.accent}"/>
  <circle cx="${rng.int(120, 300)}" cy="520" r="50" fill="#2e7d32"/><rect x="${rng.int(100, 120)}" y="560" width="60" height="80" fill="${c.accent}"/>
  <rect x="1080" y="120" width="8" height="360" fill="${c.accent}"/><circle cx="1084" cy="110" r="40" fill="#fff3c4"/></svg>`;
}

function officeSvg(rng: Rng, p: Palette) {
  let grid = '';
  for (let gx = 300; gx < 900; gx += 60)
    for (let gy = 120; gy < 700; gy += 50)
      grid += `<rect x="${gx + 4}" y="${gy + 4}" width="52" height="42" fill="${rng.chance(0.4) ? '#cfe8ff' : '#8fb8de'}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs>${grad('s', p.sky)}</defs><rect width="${W}" height="${H}" fill="url(#s)"/>
  <rect x="300" y="120" width="600" height="600" fill="${p.build[0]}"/>${grid}<rect y="720" width="${W}" height="80" fill="#9e9e9e"/>
  <rect x="60" y="380" width="200" height="340" fill="${p.build[1]}"/><rect x="940" y="300" width="220" height="420" fill="${p.build[2]}"/></svg>`;
}

function portraitSvg(rng: Rng, i: number) {
  const bg = ['#dfe7ef', '#efe4d8', '#e3efe3', '#ece3ef', '#f1ecd8', '#dde9f0', '#f0dfdf', '#e6e6e6'][i % 8];
  const skin = ['#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac'][i % 5];
  const suit = ['#1f2a44', '#2f3e46', '#3d405b', '#22223b', '#343a40'][i % 5];
  const hair = ['#2b1b17', '#4a3728', '#8d6e63', '#1c1c1c', '#b08d57'][(i * 3) % 5];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><rect width="800" height="800" fill="${bg}"/>
  <ellipse cx="400" cy="800" rx="300" ry="230" fill="${suit}"/><polygon points="360,590 440,590 400,700" fill="#ffffff"/>
  <rect x="370" y="470" width="60" height="120" fill="${skin}"/><ellipse cx="400" cy="370" rx="130" ry="155" fill="${skin}"/>
  <path d="M270 350 Q400 ${150 + rng.int(0, 40)} 530 350 Q520 230 400 215 Q280 230 270 350Z" fill="${hair}"/></svg>`;
}

function logoSvg(name: string, i: number) {
  const colors = [
    '#0b3d91',
    '#b8860b',
    '#1b5e20',
    '#6a1b9a',
    '#c62828',
    '#00695c',
    '#37474f',
    '#ad1457',
    '#283593',
    '#4e342e',
    '#00838f',
    '#5d4037',
  ];
  const c = colors[i % colors.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300"><rect width="600" height="300" fill="#ffffff"/>
  <rect x="40" y="90" width="120" height="120" rx="${i % 2 ? 60 : 12}" fill="${c}"/><text x="100" y="172" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="bold" fill="#fff" text-anchor="middle">${name[0]}</text>
  <text x="190" y="172" font-family="DejaVu Sans, Arial, sans-serif" font-size="${name.length > 10 ? 40 : 52}" font-weight="bold" fill="${c}">${name.toUpperCase()}</text></svg>`;
}

/** The brokerage's logo for the header (site settings), drawn at twice its 176 x 40 size. */
function brandLogoSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="352" height="80" viewBox="0 0 176 40"><rect x="0" y="2" width="36" height="36" rx="8" fill="#0b4f6c"/><path fill="#fff" d="M18 8 6 18.5h3.4V32h6.9v-7h3.4v7h6.9V18.5H30z"/><circle cx="18" cy="17" r="2.2" fill="#0b4f6c"/><text x="44" y="22" font-family="DejaVu Sans, Arial, sans-serif" font-size="16" font-weight="bold" letter-spacing="1" fill="#0b4f6c">OASIS KEY</text><text x="44" y="35" font-family="DejaVu Sans, Arial, sans-serif" font-size="9.5" letter-spacing="2.4" fill="#6b5a2e">PROPERTIES</text></svg>`;
}

/** Definition of every seed image: { key, name, alt, svg() }. Deterministic. */
function imageDefinitions(developerNames: string[]): ImageDefinition[] {
  const rng = createRng(777);
  const defs: ImageDefinition[] = [];
  for (let i = 0; i < 10; i += 1)
    defs.push({
      key: `skyline-${i + 1}`,
      group: 'exterior',
      alt: 'Dubai skyline and waterfront towers',
      svg: skylineSvg(rng, PALETTES[i % PALETTES.length] as Palette, { sea: i % 3 !== 2 }),
    });
  for (let i = 0; i < 7; i += 1)
    defs.push({
      key: `villa-${i + 1}`,
      group: 'villa',
      alt: 'Contemporary villa with private pool and garden',
      svg: villaSvg(rng, PALETTES[(i + 2) % PALETTES.length] as Palette),
    });
  for (let i = 0; i < 9; i += 1)
    defs.push({
      key: `interior-${i + 1}`,
      group: 'interior',
      alt: 'Bright furnished living room',
      svg: interiorSvg(rng, INTERIOR[i % INTERIOR.length] as Interior),
    });
  for (let i = 0; i < 5; i += 1)
    defs.push({
      key: `office-${i + 1}`,
      group: 'office',
      alt: 'Grade A office tower',
      svg: officeSvg(rng, PALETTES[(i + 4) % PALETTES.length] as Palette),
    });
  for (let i = 0; i < 8; i += 1)
    defs.push({
      key: `portrait-${i + 1}`,
      group: 'portrait',
      alt: 'Oasis Key Properties consultant',
      svg: portraitSvg(rng, i),
      width: 800,
      height: 800,
    });
  developerNames.forEach((n, i) =>
    defs.push({
      key: `logo-${n.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
      group: 'logo',
      alt: `${n} logo`,
      svg: logoSvg(n, i),
    }),
  );
  // Last, so every earlier image keeps its place; a PNG, for its transparent background.
  defs.push({ key: 'brand-logo', group: 'brand', alt: 'Oasis Key Properties', svg: brandLogoSvg(), format: 'png' });
  return defs;
}

const uploadService = (strapi: Core.Strapi) => strapi.plugin('upload').service('upload') as UploadService;

async function disableResponsiveFormats(strapi: Core.Strapi): Promise<void> {
  const svc = uploadService(strapi);
  const settings = (await svc.getSettings()) || {};
  if (settings.responsiveDimensions !== false || settings.sizeOptimization !== false) {
    await svc.setSettings({
      ...settings,
      sizeOptimization: false,
      responsiveDimensions: false,
      autoOrientation: false,
    });
  }
}

/** Returns { [key]: fileId } for all seed images, uploading only the missing ones. */
async function ensureSeedImages(
  strapi: Core.Strapi,
  developerNames: string[],
): Promise<{ byKey: Record<string, number>; groups: Record<string, number[]> }> {
  const { default: sharp } = await import('sharp');
  await disableResponsiveFormats(strapi);
  const defs = imageDefinitions(developerNames);
  const dir = fromAppDir('.tmp', 'seed-images');
  fs.mkdirSync(dir, { recursive: true });
  const uploadSvc = uploadService(strapi);
  const map: Record<string, number> = {};
  const groups: Record<string, number[]> = {};
  for (const def of defs) {
    const png = def.format === 'png';
    const filename = `oasis-${def.key}.${png ? 'png' : 'jpg'}`;
    let file: { id: number } | undefined = await strapi.db
      .query('plugin::upload.file')
      .findOne({ where: { name: filename }, select: ['id'] });
    if (!file) {
      const filepath = path.join(dir, filename);
      const image = sharp(Buffer.from(def.svg));
      await (png ? image.png() : image.jpeg({ quality: 78, mozjpeg: false })).toFile(filepath);
      const { size } = fs.statSync(filepath);
      const [uploaded] = await uploadSvc.upload({
        data: { fileInfo: { name: filename, alternativeText: def.alt, caption: def.alt } },
        files: { filepath, originalFilename: filename, mimetype: png ? 'image/png' : 'image/jpeg', size },
      });
      if (!uploaded) throw new Error(`the media library did not keep ${filename}`);
      file = uploaded;
      fs.unlinkSync(filepath);
    }
    map[def.key] = file.id;
    (groups[def.group] = groups[def.group] || []).push(file.id);
  }
  return { byKey: map, groups };
}

export { ensureSeedImages };
