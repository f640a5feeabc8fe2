// `npm run fonts`: writes the public site's web fonts into web/src/public/styles/fonts/.
//
// inter-subset.woff2, from Inter's variable font (@fontsource-variable/inter, SIL Open Font License): the weights the
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

// devanagari-subset.woff2, from Noto Sans Devanagari (@fontsource-variable/noto-sans-devanagari,
// SIL Open Font License) for pages in Hindi, Marathi or any language written in Devanagari: the
// letters and signs of modern Hindi and Marathi (so an editor's new word renders), and every
// Devanagari character the message catalogues and the demo's Hindi use. Its `unicode-range`
// (global.css) means a page with no Devanagari never downloads it. One weight, regular (the
// browser draws bold from it): the weights 400 to 700 with every conjunct come to 59 KB, regular
// alone to under 30 KB. The characters go to devanagari-subset.txt beside it, which a test reads
// to tell when this must run again.
const devanagariSource = path.join(root, 'node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2');
const devanagariTarget = path.join(root, 'web/src/public/styles/fonts/devanagari-subset.woff2');
const span = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');
/** Candrabindu to visarga, the vowels, the consonants, the vowel signs, virama, om, dandas, the abbreviation sign; ZWNJ, ZWJ and the dotted circle shaping uses. */
const letters =
  span(0x901, 0x903) + span(0x905, 0x90b) + '\u090f\u0910\u0911\u0913\u0914' + span(0x915, 0x928) + span(0x92a, 0x930) + span(0x932, 0x933) + span(0x935, 0x939) +
  span(0x93c, 0x943) + '\u0945\u0947\u0948\u0949\u094b\u094c\u094d\u0950\u0964\u0965\u0970\u200c\u200d\u25cc';
/** The unicode-range of the face in global.css: the Devanagari blocks and the characters shaping uses. */
const devanagariRange = [[0x900, 0x97f], [0x1cd0, 0x1cff], [0x200c, 0x200d], [0x20b9, 0x20b9], [0x25cc, 0x25cc], [0xa830, 0xa83f], [0xa8e0, 0xa8ff]];
const inDevanagariRange = (c) => devanagariRange.some(([from, to]) => c.codePointAt(0) >= from && c.codePointAt(0) <= to);
const sourcesOfWords = ['content/src/i18n/messages', 'server/src/seed/data/hindi'].flatMap((dir) =>
  fs.readdirSync(path.join(root, dir)).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts')).map((name) => path.join(root, dir, name)),
);
const used = sourcesOfWords.flatMap((file) => [...fs.readFileSync(file, 'utf8')].filter(inDevanagariRange));
// ₹ is Inter's: the face before this one in the site's font stack.
const devanagariText = [...new Set([...letters, ...used])].filter((c) => c !== '\u20b9').sort().join('');
const devanagari = await subsetFont(fs.readFileSync(devanagariSource), devanagariText, { targetFormat: 'woff2', variationAxes: { wght: 400 } });
fs.writeFileSync(devanagariTarget, devanagari);
fs.writeFileSync(devanagariTarget.replace(/\.woff2$/, '.txt'), `${devanagariText}\n`);
console.log(`${path.relative(root, devanagariTarget)}: ${(devanagari.length / 1024).toFixed(1)} KB, ${[...devanagariText].length} characters`);
