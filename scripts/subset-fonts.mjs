// `npm run fonts`: writes the public site's one web font, web/src/public/styles/fonts/inter-subset.woff2,
// from Inter's variable font (@fontsource-variable/inter, SIL Open Font License): the weights the
// site uses (400 to 700) and the characters its pages are written in, so a phone downloads one
// file of under 30 KB instead of three of 24 KB. The output is committed; run this again only to
// change the characters or the font's version. A character outside the set is drawn in the
// metric-matched fallback font (global.css), which the browser picks per character.
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

const root = path.resolve(import.meta.dirname, '..');
const source = path.join(root, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
const target = path.join(root, 'web/src/public/styles/fonts/inter-subset.woff2');

/** Basic Latin and Latin-1 (names such as José or Müller), typographic punctuation, arrows, ₹, € and ™. */
const ranges = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x2013, 0x2014],
  [0x2018, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x2039, 0x203a],
  [0x20ac, 0x20ac],
  [0x20b9, 0x20b9],
  [0x2122, 0x2122],
  [0x2190, 0x2193],
  [0x2212, 0x2212],
];
const text = ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join('');

const font = await subsetFont(fs.readFileSync(source), text, { targetFormat: 'woff2', variationAxes: { wght: { min: 400, max: 700 } } });
fs.mkdirSync(path.dirname(target), { recursive: true });
fs.writeFileSync(target, font);
const unicodeRange = ranges.map(([from, to]) => (from === to ? `U+${from.toString(16).toUpperCase()}` : `U+${from.toString(16).toUpperCase()}-${to.toString(16).toUpperCase()}`)).join(', ');
console.log(`${path.relative(root, target)}: ${(font.length / 1024).toFixed(1)} KB; unicode-range for global.css:\n  ${unicodeRange}`);
