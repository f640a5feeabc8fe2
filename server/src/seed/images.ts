import sharp from 'sharp';

// libvips keeps the results of its last operations (up to 50 MB) for the same operation asked again:
// the seed draws each picture once and uploads are each resized once, so the cache only holds
// memory. Process-wide, set here because the seed is what would fill it first.
sharp.cache(false);

/**
 * Pictures for the demo hospital, drawn on the machine: SVG scenes rendered by sharp (no network,
 * no binary assets in the repository). Each function returns encoded bytes the media pipeline
 * accepts like any upload: JPEG for photographs and scenes (small, quick to encode), PNG where
 * transparency matters (logos, icons, QR codes).
 */

export interface Palette {
  /** Gradient start and end of the background. */
  from: string;
  to: string;
  /** The motif's colour. */
  accent: string;
}

export const palettes: readonly Palette[] = [
  { from: '#f6d5c3', to: '#c8553d', accent: '#ffffff' },
  { from: '#d8f3ef', to: '#2a9d8f', accent: '#ffffff' },
  { from: '#e3ecf8', to: '#3d5a80', accent: '#ffffff' },
  { from: '#fdf0d5', to: '#e09f3e', accent: '#5c3d0c' },
  { from: '#ece4f7', to: '#7b5ea7', accent: '#ffffff' },
  { from: '#e2f0d9', to: '#55883b', accent: '#ffffff' },
  { from: '#fde2e4', to: '#c9485b', accent: '#ffffff' },
  { from: '#dff6ff', to: '#1d7fa6', accent: '#ffffff' },
];

export const paletteAt = (index: number): Palette => palettes[index % palettes.length] ?? palettes[0]!;

/** Simple pictograms drawn in a 100 × 100 box, filled with the given colour. */
export const motifs = {
  cross: (c: string) => `<path d="M38 12h24v26h26v24H62v26H38V62H12V38h26z" fill="${c}"/>`,
  heart: (c: string) =>
    `<path d="M50 88C20 64 8 48 8 32 8 18 19 8 32 8c8 0 14 4 18 10 4-6 10-10 18-10 13 0 24 10 24 24 0 16-12 32-42 56z" fill="${c}"/><path d="M22 46h16l6-12 8 22 6-10h20" stroke="${c === '#ffffff' ? '#c9485b' : '#ffffff'}" stroke-width="5" fill="none" stroke-linejoin="round"/>`,
  building: (c: string) =>
    `<rect x="14" y="30" width="72" height="62" rx="3" fill="${c}"/><rect x="38" y="8" width="24" height="24" rx="2" fill="${c}"/><path d="M46 12h8v6h6v8h-6v6h-8v-6h-6v-8h6z" fill="#c8553d"/>` +
    [0, 1, 2, 3]
      .flatMap((col) => [0, 1, 2].map((row) => `<rect x="${20 + col * 17}" y="${38 + row * 15}" width="10" height="9" fill="#9fc5e8"/>`))
      .join('') +
    `<rect x="42" y="78" width="16" height="14" fill="#6b4f3a"/>`,
  stethoscope: (c: string) =>
    `<path d="M26 10v28c0 14 10 24 22 24s22-10 22-24V10" stroke="${c}" stroke-width="7" fill="none" stroke-linecap="round"/><path d="M48 62v12c0 8 6 14 14 14s14-6 14-14V62" stroke="${c}" stroke-width="7" fill="none"/><circle cx="76" cy="56" r="10" fill="${c}"/>`,
  tent: (c: string) =>
    `<path d="M50 12 88 86H12z" fill="${c}"/><path d="M50 40 64 86H36z" fill="#00000033"/><path d="M46 12h8v-6h-8z" fill="${c}"/><path d="M38 22h24" stroke="#c9485b" stroke-width="0"/><path d="M44 50h12M50 44v12" stroke="#c9485b" stroke-width="5"/>`,
  flask: (c: string) =>
    `<path d="M38 8h24v6h-4v24l26 44c3 6-1 10-7 10H23c-6 0-10-4-7-10l26-44V14h-4z" fill="${c}"/><path d="M26 70h48l6 12H20z" fill="#2a9d8f"/><circle cx="46" cy="62" r="4" fill="#2a9d8f"/><circle cx="56" cy="54" r="3" fill="#2a9d8f"/>`,
  brain: (c: string) =>
    `<path d="M48 14c-8-6-22-2-24 8-10 2-14 14-8 22-6 8-2 20 8 22 2 10 14 14 24 8z" fill="${c}"/><path d="M52 14c8-6 22-2 24 8 10 2 14 14 8 22 6 8 2 20-8 22-2 10-14 14-24 8z" fill="${c}"/><path d="M30 34c6 0 8 6 14 4M70 34c-6 0-8 6-14 4M28 56c8-2 10 4 16 2M72 56c-8-2-10 4-16 2" stroke="#00000040" stroke-width="3" fill="none"/>`,
  bone: (c: string) =>
    `<g transform="rotate(-35 50 50)"><rect x="22" y="42" width="56" height="16" rx="6" fill="${c}"/><circle cx="20" cy="40" r="11" fill="${c}"/><circle cx="20" cy="60" r="11" fill="${c}"/><circle cx="80" cy="40" r="11" fill="${c}"/><circle cx="80" cy="60" r="11" fill="${c}"/></g>`,
  family: (c: string) =>
    `<circle cx="34" cy="26" r="12" fill="${c}"/><path d="M14 88V56c0-12 8-18 20-18s20 6 20 18v32z" fill="${c}"/><circle cx="68" cy="46" r="9" fill="${c}"/><path d="M54 88V70c0-9 6-14 14-14s14 5 14 14v18z" fill="${c}"/>`,
  eye: (c: string) =>
    `<path d="M6 50C20 26 36 18 50 18s30 8 44 32C80 74 64 82 50 82S20 74 6 50z" fill="${c}"/><circle cx="50" cy="50" r="20" fill="#3d5a80"/><circle cx="50" cy="50" r="9" fill="#10223a"/><circle cx="56" cy="44" r="4" fill="#ffffff"/>`,
  tooth: (c: string) =>
    `<path d="M28 12c10 0 14 6 22 6s12-6 22-6c12 0 18 10 16 24-2 12-8 18-10 30-2 14-4 24-10 24-8 0-6-26-18-26S40 90 32 90c-6 0-8-10-10-24-2-12-8-18-10-30-2-14 4-24 16-24z" fill="${c}"/>`,
  lungs: (c: string) =>
    `<path d="M46 10h8v34l10 8" stroke="${c}" stroke-width="6" fill="none"/><path d="M46 44 36 52" stroke="${c}" stroke-width="6"/><path d="M40 30C24 30 12 52 12 72c0 12 6 18 16 16l14-4c4-2 6-6 6-10V38c0-4-3-8-8-8zM60 30c16 0 28 22 28 42 0 12-6 18-16 16l-14-4c-4-2-6-6-6-10V38c0-4 3-8 8-8z" fill="${c}"/>`,
  kidney: (c: string) =>
    `<path d="M36 10c-16 0-26 18-26 38s10 40 26 40c10 0 14-8 12-16-2-10-12-12-12-24s10-14 12-24c2-8-2-14-12-14z" fill="${c}"/><path d="M64 10c16 0 26 18 26 38s-10 40-26 40c-10 0-14-8-12-16 2-10 12-12 12-24S54 34 52 24c-2-8 2-14 12-14z" fill="${c}"/>`,
  capsule: (c: string) =>
    `<g transform="rotate(-40 50 50)"><rect x="14" y="36" width="72" height="28" rx="14" fill="${c}"/><path d="M50 36h22a14 14 0 0 1 0 28H50z" fill="#c8553d"/></g><circle cx="26" cy="80" r="9" fill="${c}"/><circle cx="78" cy="22" r="7" fill="${c}"/>`,
  ambulance: (c: string) =>
    `<path d="M6 34h56v44H6zM62 46h18l14 16v16H62z" fill="${c}"/><path d="M28 42h8v10h10v8H36v10h-8V60H18v-8h10z" fill="#c9485b"/><rect x="68" y="50" width="12" height="10" fill="#9fc5e8"/><circle cx="24" cy="80" r="9" fill="#333"/><circle cx="76" cy="80" r="9" fill="#333"/>`,
  people: (c: string) =>
    [20, 50, 80]
      .map(
        (x, i) =>
          `<circle cx="${x}" cy="${i === 1 ? 26 : 34}" r="${i === 1 ? 12 : 10}" fill="${c}"/><path d="M${x - 15} 90V${i === 1 ? 58 : 64}c0-10 6-16 15-16s15 6 15 16v${i === 1 ? 32 : 26}z" fill="${c}"/>`,
      )
      .join(''),
  podium: (c: string) =>
    `<rect x="8" y="8" width="84" height="48" rx="3" fill="${c}"/><rect x="18" y="36" width="10" height="14" fill="#2a9d8f"/><rect x="34" y="26" width="10" height="24" fill="#e09f3e"/><rect x="50" y="18" width="10" height="32" fill="#c8553d"/><rect x="66" y="30" width="10" height="20" fill="#3d5a80"/><path d="M50 56v10" stroke="${c}" stroke-width="4"/><path d="M34 92 40 66h20l6 26z" fill="${c}"/>`,
  newspaper: (c: string) =>
    `<rect x="10" y="14" width="80" height="72" rx="4" fill="${c}"/><rect x="18" y="22" width="64" height="10" fill="#3d5a80"/><rect x="18" y="40" width="28" height="24" fill="#e09f3e"/>` +
    [40, 48, 56, 64, 72]
      .map((y) => `<rect x="52" y="${y}" width="30" height="4" fill="#9aa5b1"/>`)
      .join('') +
    `<rect x="18" y="72" width="28" height="4" fill="#9aa5b1"/>`,
  leaf: (c: string) =>
    `<path d="M18 84C12 40 40 12 88 12 88 60 60 88 18 84z" fill="${c}"/><path d="M18 84C36 62 54 44 76 26" stroke="#55883b" stroke-width="4" fill="none"/>`,
  calendar: (c: string) =>
    `<rect x="12" y="18" width="76" height="70" rx="6" fill="${c}"/><rect x="12" y="18" width="76" height="18" rx="6" fill="#c8553d"/><rect x="26" y="8" width="8" height="18" rx="3" fill="#333"/><rect x="66" y="8" width="8" height="18" rx="3" fill="#333"/>` +
    [0, 1, 2, 3]
      .flatMap((col) => [0, 1, 2].map((row) => `<rect x="${20 + col * 16}" y="${44 + row * 14}" width="10" height="9" fill="#9aa5b1"/>`))
      .join(''),
  shield: (c: string) =>
    `<path d="M50 8 86 20v26c0 22-14 38-36 46C28 84 14 68 14 46V20z" fill="${c}"/><path d="M44 30h12v12h12v12H56v12H44V54H32V42h12z" fill="#2a9d8f"/>`,
  phone: (c: string) =>
    `<rect x="28" y="6" width="44" height="88" rx="8" fill="${c}"/><rect x="33" y="16" width="34" height="62" fill="#3d5a80"/><circle cx="50" cy="86" r="4" fill="#333"/><path d="M44 38h12v-8h6v8h-6v8h-6v-8h-6z" fill="#ffffff"/>`,
  syringe: (c: string) =>
    `<g transform="rotate(45 50 50)"><rect x="40" y="20" width="20" height="50" rx="3" fill="${c}"/><rect x="44" y="28" width="12" height="30" fill="#9fc5e8"/><rect x="34" y="14" width="32" height="6" fill="${c}"/><rect x="47" y="2" width="6" height="12" fill="${c}"/><rect x="48" y="70" width="4" height="24" fill="${c}"/></g>`,
  droplet: (c: string) =>
    `<path d="M50 6C38 28 20 46 20 64a30 30 0 0 0 60 0C80 46 62 28 50 6z" fill="${c}"/><path d="M44 52h12v8h8v12h-8v8H44v-8h-8V60h8z" fill="#ffffff" opacity="0.85"/>`,
  award: (c: string) =>
    `<path d="M34 56 24 92l14-8 10 12 6-34zM66 56l10 36-14-8-10 12-6-34z" fill="#c8553d"/><circle cx="50" cy="38" r="30" fill="${c}"/><circle cx="50" cy="38" r="20" fill="none" stroke="#e09f3e" stroke-width="5"/><path d="M50 26l4 8 9 1-7 6 2 9-8-5-8 5 2-9-7-6 9-1z" fill="#e09f3e"/>`,
  book: (c: string) =>
    `<path d="M8 20c14-6 28-6 40 2v68c-12-8-26-8-40-2z" fill="${c}"/><path d="M92 20c-14-6-28-6-40 2v68c12-8 26-8 40-2z" fill="${c}"/><path d="M16 34c8-2 16-2 24 2M16 46c8-2 16-2 24 2M60 36c8-4 16-4 24-2M60 48c8-4 16-4 24-2" stroke="#9aa5b1" stroke-width="3"/>`,
  yoga: (c: string) =>
    `<circle cx="50" cy="18" r="10" fill="${c}"/><path d="M50 30v30M50 40 24 26M50 40l26-14M50 60 28 80h44L50 60" stroke="${c}" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/><ellipse cx="50" cy="88" rx="36" ry="5" fill="${c}" opacity="0.6"/>`,
  microscope: (c: string) =>
    `<rect x="44" y="8" width="14" height="40" rx="3" transform="rotate(-20 51 28)" fill="${c}"/><path d="M30 60h40M50 60v-10" stroke="${c}" stroke-width="6"/><path d="M62 40c16 8 18 30 4 42" stroke="${c}" stroke-width="7" fill="none"/><rect x="18" y="82" width="66" height="10" rx="3" fill="${c}"/>`,
} as const;

export type MotifName = keyof typeof motifs;

const svgDocument = (width: number, height: number, body: string): Buffer =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  );

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A small deterministic generator, so the same seed draws the same pictures. */
export function randomFrom(seed: number): () => number {
  let state = (seed * 2654435761) >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 4294967296;
  };
}

const gradient = (id: string, palette: Palette, vertical = false): string =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient></defs>`;

const placeMotif = (motif: MotifName, colour: string, x: number, y: number, size: number): string =>
  `<g transform="translate(${x} ${y}) scale(${size / 100})">${motifs[motif](colour)}</g>`;

export interface SceneOptions {
  motif: MotifName;
  /** A second, smaller motif for variety. */
  companion?: MotifName;
  palette: Palette;
  seed: number;
  width?: number;
  height?: number;
  /** The main motif's side: right for banners, so the slide text on the left stays readable. */
  align?: 'left' | 'center' | 'right';
}

/** Scenes are 2:1; wide enough for a banner or a detail page's image, small enough to seed fast. */
export const sceneWidth = 1200;

/** An illustration: gradient sky, soft circles, rolling ground and a large motif. JPEG. */
export async function scene(options: SceneOptions): Promise<Buffer> {
  const { motif, palette, seed } = options;
  const width = options.width ?? sceneWidth;
  const height = options.height ?? sceneWidth / 2;
  const random = randomFrom(seed);
  const circles = Array.from({ length: 7 }, () => {
    const r = 30 + random() * height * 0.3;
    return `<circle cx="${(random() * width).toFixed(0)}" cy="${(random() * height * 0.7).toFixed(0)}" r="${r.toFixed(0)}" fill="#ffffff" opacity="${(0.08 + random() * 0.14).toFixed(2)}"/>`;
  }).join('');
  const hill = (base: number, amplitude: number, colour: string, opacity: number) => {
    const peak = random() * width;
    return `<path d="M0 ${height} L0 ${base} Q ${peak.toFixed(0)} ${(base - amplitude).toFixed(0)} ${width} ${(base + amplitude * 0.3).toFixed(0)} L${width} ${height} Z" fill="${colour}" opacity="${opacity}"/>`;
  };
  const size = Math.min(width, height) * 0.62;
  const x = options.align === 'left' ? width * 0.1 : options.align === 'right' ? width * 0.9 - size : (width - size) / 2;
  const y = height * 0.78 - size;
  const companion = options.companion
    ? placeMotif(options.companion, palette.accent, options.align === 'left' ? x + size * 1.05 : x + size * 0.95, height * 0.78 - size * 0.45, size * 0.4)
    : '';
  const body =
    gradient('sky', palette, true) +
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>` +
    circles +
    hill(height * 0.8, height * 0.12, palette.to, 0.55) +
    hill(height * 0.88, height * 0.08, '#ffffff', 0.35) +
    `<ellipse cx="${x + size / 2}" cy="${height * 0.8}" rx="${size * 0.45}" ry="${size * 0.06}" fill="#000000" opacity="0.12"/>` +
    placeMotif(motif, palette.accent, x, y, size) +
    companion;
  return sharp(svgDocument(width, height, body)).jpeg({ quality: 80, mozjpeg: false }).toBuffer();
}

/** Up to two initials of a person's name, skipping titles like "Dr." */
export const initials = (name: string): string =>
  name
    .replace(/^(Dr|Prof|Mr|Mrs|Ms|Col|Lt)\.?\s+/i, '')
    .split(/\s+/)
    .filter((part) => /^[A-Za-z]/.test(part) && !/^(Dr|Prof)\.?$/i.test(part))
    .map((part) => part[0]!.toUpperCase())
    .filter((_, i, all) => i === 0 || i === all.length - 1)
    .join('')
    .slice(0, 2);

/**
 * A portrait placeholder: a head-and-shoulders silhouette with initials on a coloured field. JPEG.
 * Taller than wide when asked (`height`), the figure standing at the bottom.
 */
export async function portrait(name: string, index: number, size = 600, height = size): Promise<Buffer> {
  const palette = paletteAt(index);
  const s = size / 600;
  const body =
    gradient('bg', palette) +
    `<rect width="${size}" height="${height}" fill="url(#bg)"/>` +
    `<g transform="translate(0 ${height - size}) scale(${s})"><circle cx="300" cy="250" r="120" fill="#ffffff" opacity="0.28"/>` +
    `<path d="M90 600c0-130 90-210 210-210s210 80 210 210z" fill="#ffffff" opacity="0.28"/>` +
    `<text x="300" y="292" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="120" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(initials(name))}</text></g>`;
  return sharp(svgDocument(size, height, body)).jpeg({ quality: 82 }).toBuffer();
}

/** A square icon: the motif on a coloured disc, transparent around it. PNG. */
export async function icon(motif: MotifName, palette: Palette, size = 160): Promise<Buffer> {
  const body =
    gradient('disc', palette) +
    `<circle cx="${size / 2}" cy="${size / 2}" r="${size / 2 - 2}" fill="url(#disc)"/>` +
    placeMotif(motif, '#ffffff', size * 0.2, size * 0.2, size * 0.6);
  return sharp(svgDocument(size, size, body)).png({ compressionLevel: 6 }).toBuffer();
}

/** The hospital's logo: a mark and the name in two lines. `light` is for dark backgrounds. PNG. */
export async function logo(name: string, tagline: string, variant: 'dark' | 'light'): Promise<Buffer> {
  const width = 520;
  const height = 140;
  const ink = variant === 'dark' ? '#2b2d42' : '#ffffff';
  const words = name.split(' ');
  const half = Math.ceil(words.length / 2);
  const body =
    `<circle cx="70" cy="70" r="58" fill="#c8553d"/>` +
    `<path d="M70 30c14 16 22 30 22 42a22 22 0 0 1-44 0c0-12 8-26 22-42z" fill="#fdf0d5"/>` +
    `<path d="M64 60h12v10h10v12H76v10H64V82H54V70h10z" fill="#c8553d"/>` +
    `<path d="M24 104c16-10 30-14 46-14s30 4 46 14" stroke="#fdf0d5" stroke-width="5" fill="none"/>` +
    `<text x="148" y="58" font-family="DejaVu Serif, Liberation Serif, Georgia, serif" font-size="34" font-weight="700" fill="${ink}">${escapeXml(words.slice(0, half).join(' '))}</text>` +
    `<text x="148" y="96" font-family="DejaVu Serif, Liberation Serif, Georgia, serif" font-size="30" fill="${ink}">${escapeXml(words.slice(half).join(' '))}</text>` +
    `<text x="150" y="124" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="15" letter-spacing="2" fill="${variant === 'dark' ? '#c8553d' : '#f6d5c3'}">${escapeXml(tagline.toUpperCase())}</text>`;
  return sharp(svgDocument(width, height, body)).png({ compressionLevel: 6 }).toBuffer();
}

/** A scheme or partner badge: a shape and the scheme's short name on a white card. PNG. */
export async function badge(shortName: string, palette: Palette, motif: MotifName): Promise<Buffer> {
  const width = 400;
  const height = 220;
  const body =
    `<rect x="4" y="4" width="${width - 8}" height="${height - 8}" rx="18" fill="#ffffff" stroke="${palette.to}" stroke-width="6"/>` +
    `<circle cx="96" cy="110" r="64" fill="${palette.to}"/>` +
    placeMotif(motif, '#ffffff', 56, 70, 80) +
    `<text x="262" y="126" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="${shortName.length > 6 ? 36 : 48}" font-weight="700" fill="${palette.to}" text-anchor="middle">${escapeXml(shortName)}</text>`;
  return sharp(svgDocument(width, height, body)).png({ compressionLevel: 6 }).toBuffer();
}

/**
 * A QR-code-like square (finder patterns and deterministic modules). It is a picture for the
 * demo, not an encoded link: a real hospital uploads the codes its app stores give it.
 */
export async function qrPicture(seed: number, size = 400): Promise<Buffer> {
  const modules = 29;
  const cell = size / (modules + 8);
  const random = randomFrom(seed);
  const finder = (mx: number, my: number) =>
    `<rect x="${(mx + 4) * cell}" y="${(my + 4) * cell}" width="${7 * cell}" height="${7 * cell}" fill="#111"/>` +
    `<rect x="${(mx + 5) * cell}" y="${(my + 5) * cell}" width="${5 * cell}" height="${5 * cell}" fill="#fff"/>` +
    `<rect x="${(mx + 6) * cell}" y="${(my + 6) * cell}" width="${3 * cell}" height="${3 * cell}" fill="#111"/>`;
  const inFinder = (x: number, y: number) =>
    (x < 8 && y < 8) || (x >= modules - 8 && y < 8) || (x < 8 && y >= modules - 8);
  let cells = '';
  for (let y = 0; y < modules; y++) {
    for (let x = 0; x < modules; x++) {
      if (!inFinder(x, y) && random() < 0.48) {
        cells += `<rect x="${((x + 4) * cell).toFixed(2)}" y="${((y + 4) * cell).toFixed(2)}" width="${cell.toFixed(2)}" height="${cell.toFixed(2)}" fill="#111"/>`;
      }
    }
  }
  const body =
    `<rect width="${size}" height="${size}" fill="#fff"/>` + cells + finder(0, 0) + finder(modules - 7, 0) + finder(0, modules - 7);
  return sharp(svgDocument(size, size, body)).png({ compressionLevel: 6 }).toBuffer();
}

/**
 * A one-page PDF written by hand: a title and lines of text in Helvetica, with a correct
 * cross-reference table so any reader opens it.
 */
export function simplePdf(title: string, lines: readonly string[]): Buffer {
  const escapePdf = (text: string) => text.replace(/[\\()]/g, (ch) => `\\${ch}`).replace(/[^\x20-\x7e]/g, '-');
  const stream = [
    'BT',
    '/F1 20 Tf',
    '72 760 Td',
    `(${escapePdf(title)}) Tj`,
    '/F1 11 Tf',
    '0 -32 Td',
    '14 TL',
    ...lines.map((line) => `(${escapePdf(line)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** A picture the seed needs, described once; `key` names it so records can share it. */
export type ImageSpec = { key: string; alt: string; title: string } & (
  | { kind: 'scene'; motif: MotifName; companion?: MotifName; palette: number; width?: number; height?: number; align?: 'left' | 'center' | 'right' }
  | { kind: 'portrait'; name: string; palette: number }
  | { kind: 'icon'; motif: MotifName; palette: number }
  | { kind: 'logo'; variant: 'dark' | 'light'; name: string; tagline: string }
  | { kind: 'badge'; shortName: string; motif: MotifName; palette: number }
  | { kind: 'qr'; seed: number }
  | { kind: 'pdf'; lines: readonly string[] }
);

/** Draws the picture (or writes the document) a spec describes, with a file name for the library. */
export async function renderImage(spec: ImageSpec): Promise<{ data: Buffer; originalName: string }> {
  switch (spec.kind) {
    case 'scene': {
      const data = await scene({
        motif: spec.motif,
        ...(spec.companion ? { companion: spec.companion } : {}),
        palette: paletteAt(spec.palette),
        seed: hashKey(spec.key),
        ...(spec.width ? { width: spec.width } : {}),
        ...(spec.height ? { height: spec.height } : {}),
        ...(spec.align ? { align: spec.align } : {}),
      });
      return { data, originalName: `${spec.key}.jpg` };
    }
    case 'portrait':
      // 4:5 like the frame it fills, 1080 px tall: sharp on a 3× phone, whose frame is 280 × 350 px
      // (details/shared/detail.module.css), and not much slower to seed than the 600 px square.
      return { data: await portrait(spec.name, spec.palette, 864, 1080), originalName: `${spec.key}.jpg` };
    case 'icon':
      return { data: await icon(spec.motif, paletteAt(spec.palette)), originalName: `${spec.key}.png` };
    case 'logo':
      return { data: await logo(spec.name, spec.tagline, spec.variant), originalName: `${spec.key}.png` };
    case 'badge':
      return { data: await badge(spec.shortName, paletteAt(spec.palette), spec.motif), originalName: `${spec.key}.png` };
    case 'qr':
      return { data: await qrPicture(spec.seed), originalName: `${spec.key}.png` };
    case 'pdf':
      return { data: simplePdf(spec.title, spec.lines), originalName: `${spec.key}.pdf` };
  }
}

/** A stable number from a key, so each picture's decoration is its own but never changes. */
export const hashKey = (key: string): number => {
  let hash = 2166136261;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 16777619) >>> 0;
  return hash;
};

/** What each motif shows, for the alternative text of the pictures drawn from it. */
export const motifAlt: Record<MotifName, string> = {
  cross: 'a medical cross',
  heart: 'a heart with a heartbeat line',
  building: 'a hospital building',
  stethoscope: 'a stethoscope',
  tent: 'a health camp tent',
  flask: 'a laboratory flask',
  brain: 'a brain',
  bone: 'a bone',
  family: 'a mother and child',
  eye: 'an eye',
  tooth: 'a tooth',
  lungs: 'a pair of lungs',
  kidney: 'a pair of kidneys',
  capsule: 'medicine capsules',
  ambulance: 'an ambulance',
  people: 'a group of people',
  podium: 'a presentation screen and podium',
  newspaper: 'a newspaper',
  leaf: 'a green leaf',
  calendar: 'a calendar',
  shield: 'a shield with a cross',
  phone: 'a mobile phone',
  syringe: 'a syringe',
  droplet: 'a drop of blood',
  award: 'an award medal',
  book: 'an open book',
  yoga: 'a person doing yoga',
  microscope: 'a microscope',
};

/**
 * A topic illustration shared by every record about the same thing (a heart, a camp tent…), in
 * one of two colourings, so a few dozen pictures serve a few hundred records.
 */
export const topicScene = (motif: MotifName, variant: number, companion?: MotifName): ImageSpec => {
  const palette = ((Object.keys(motifs) as MotifName[]).indexOf(motif) + (variant % 2) * 3) % 8;
  return {
    key: `topic-${motif}-${companion ?? 'solo'}-${palette}`,
    kind: 'scene',
    motif,
    palette,
    ...(companion ? { companion } : {}),
    alt: `Illustration: ${motifAlt[motif]}${companion ? ` with ${motifAlt[companion]}` : ''}`,
    title: `${motifAlt[motif]} illustration`,
  };
};
