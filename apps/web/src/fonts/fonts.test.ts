/**
 * The preloaded Latin font files (decision 038, made by scripts/subset-fonts.py): fonts.css
 * describes them exactly, they cover every character of the demo content, and the subsetting kept
 * what the site needs — the weights, the OpenType features and the vertical metrics the fallback
 * faces are derived from. The files are read as a browser reads them: WOFF2 is a table directory
 * and one Brotli stream holding the tables.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { brotliDecompressSync } from 'node:zlib';
import { MESSAGES } from '@wegweiser/contracts/messages';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../../api/src/lib/format';
import { formatDate } from '../shared/lib/format-date';
import { HOSTED_FONTS } from '../shared/theme/font-stack';

const WEB_ROOT = new URL('../../', import.meta.url);
const require = createRequire(import.meta.url);
const LANGUAGES = ['de', 'en', 'es', 'fr'] as const;

// ───────────────────────────── WOFF2 tables ─────────────────────────────

/** The 63 tags a WOFF2 table directory names by index (WOFF2 spec, section 5.1). */
// biome-ignore format: a table
const KNOWN_TAGS = [
  'cmap', 'head', 'hhea', 'hmtx', 'maxp', 'name', 'OS/2', 'post', 'cvt ', 'fpgm', 'glyf', 'loca', 'prep',
  'CFF ', 'VORG', 'EBDT', 'EBLC', 'gasp', 'hdmx', 'kern', 'LTSH', 'PCLT', 'VDMX', 'vhea', 'vmtx', 'BASE',
  'GDEF', 'GPOS', 'GSUB', 'EBSC', 'JSTF', 'MATH', 'CBDT', 'CBLC', 'COLR', 'CPAL', 'SVG ', 'sbix', 'acnt',
  'avar', 'bdat', 'bloc', 'bsln', 'cvar', 'fdsc', 'feat', 'fmtx', 'fvar', 'gvar', 'hsty', 'just', 'lcar',
  'mort', 'morx', 'opbd', 'prop', 'trak', 'Zapf', 'Silf', 'Glat', 'Gloc', 'Feat', 'Sill',
];

function woff2Tables(file: Buffer): Map<string, Buffer> {
  expect(file.subarray(0, 4).toString('latin1')).toBe('wOF2');
  const numTables = file.readUInt16BE(12);
  const compressedSize = file.readUInt32BE(20);
  let at = 48;
  const base128 = () => {
    let value = 0;
    for (let i = 0; i < 5; i++) {
      const byte = file.readUInt8(at++);
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
    throw new Error('bad UIntBase128');
  };
  const directory: { tag: string; length: number }[] = [];
  for (let i = 0; i < numTables; i++) {
    const flags = file.readUInt8(at++);
    let tag = KNOWN_TAGS[flags & 0x3f];
    if ((flags & 0x3f) === 63) {
      tag = file.subarray(at, at + 4).toString('latin1');
      at += 4;
    }
    if (!tag) throw new Error(`unknown table index ${flags & 0x3f}`);
    const version = flags >> 6;
    const origLength = base128();
    // glyf and loca are transformed unless version 3; other tables only with a non-zero version.
    const transformed = tag === 'glyf' || tag === 'loca' ? version !== 3 : version !== 0;
    directory.push({ tag, length: transformed ? base128() : origLength });
  }
  const data = brotliDecompressSync(file.subarray(at, at + compressedSize));
  const tables = new Map<string, Buffer>();
  let offset = 0;
  for (const { tag, length } of directory) {
    tables.set(tag, data.subarray(offset, offset + length));
    offset += length;
  }
  expect(offset).toBe(data.length);
  return tables;
}

/** Code points with a glyph, from the Unicode subtable (format 12 or 4) of a cmap table. */
function characterMap(cmap: Buffer): Set<number> {
  const subtables = Array.from({ length: cmap.readUInt16BE(2) }, (_, i) => ({
    platform: cmap.readUInt16BE(4 + i * 8),
    encoding: cmap.readUInt16BE(6 + i * 8),
    offset: cmap.readUInt32BE(8 + i * 8),
  }));
  const pick = (format: number) =>
    subtables.find(
      ({ platform, encoding, offset }) =>
        (platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10))) &&
        cmap.readUInt16BE(offset) === format,
    );
  const codepoints = new Set<number>();
  const format12 = pick(12);
  if (format12) {
    const { offset } = format12;
    for (let i = 0; i < cmap.readUInt32BE(offset + 12); i++) {
      const group = offset + 16 + i * 12;
      const [start, end, glyph] = [0, 4, 8].map((field) => cmap.readUInt32BE(group + field)) as number[];
      for (let c = start ?? 0; c <= (end ?? -1); c++)
        if ((glyph ?? 0) + c - (start ?? 0) !== 0) codepoints.add(c);
    }
    return codepoints;
  }
  const format4 = pick(4);
  if (!format4) throw new Error('no Unicode cmap subtable');
  const { offset } = format4;
  const segments = cmap.readUInt16BE(offset + 6) / 2;
  const ends = offset + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let s = 0; s < segments; s++) {
    const [start, end] = [cmap.readUInt16BE(starts + s * 2), cmap.readUInt16BE(ends + s * 2)];
    const delta = cmap.readInt16BE(deltas + s * 2);
    const rangeOffset = cmap.readUInt16BE(rangeOffsets + s * 2);
    for (let c = start; c <= end && c !== 0xffff; c++) {
      let glyph =
        rangeOffset === 0 ? c : cmap.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (c - start) * 2);
      if (rangeOffset !== 0 && glyph === 0) continue;
      glyph = (glyph + delta) & 0xffff;
      if (glyph !== 0) codepoints.add(c);
    }
  }
  return codepoints;
}

type FontFile = {
  bytes: number;
  characters: Set<number>;
  unitsPerEm: number;
  hhea: { ascender: number; descender: number; lineGap: number };
  weightAxis: { min: number; max: number } | undefined;
  features: Set<string>;
};

function readFont(path: string | URL): FontFile {
  const file = readFileSync(path);
  const tables = woff2Tables(file);
  const table = (tag: string) => {
    const data = tables.get(tag);
    if (!data) throw new Error(`${path} has no ${tag} table`);
    return data;
  };
  const hhea = table('hhea');
  const fvar = tables.get('fvar');
  let weightAxis: FontFile['weightAxis'];
  for (let i = 0; fvar && i < fvar.readUInt16BE(8); i++) {
    const axis = fvar.readUInt16BE(4) + i * fvar.readUInt16BE(10);
    if (fvar.subarray(axis, axis + 4).toString('latin1') === 'wght') {
      weightAxis = { min: fvar.readInt32BE(axis + 4) / 65536, max: fvar.readInt32BE(axis + 12) / 65536 };
    }
  }
  const features = new Set<string>();
  for (const layout of ['GSUB', 'GPOS'].map((tag) => tables.get(tag))) {
    if (!layout) continue;
    const list = layout.readUInt16BE(6);
    for (let i = 0; i < layout.readUInt16BE(list); i++) {
      features.add(layout.subarray(list + 2 + i * 6, list + 6 + i * 6).toString('latin1'));
    }
  }
  return {
    bytes: file.length,
    characters: characterMap(table('cmap')),
    unitsPerEm: table('head').readUInt16BE(18),
    hhea: { ascender: hhea.readInt16BE(4), descender: hhea.readInt16BE(6), lineGap: hhea.readInt16BE(8) },
    weightAxis,
    features,
  };
}

// ───────────────────────────── fonts.css ─────────────────────────────

function parseUnicodeRange(value: string): Set<number> {
  const codepoints = new Set<number>();
  for (const part of value.split(',').map((item) => item.trim())) {
    const match = /^U\+([0-9A-F]{1,6})(?:-([0-9A-F]{1,6}))?$/i.exec(part);
    if (!match?.[1]) throw new Error(`unexpected unicode-range part ${part}`);
    const start = Number.parseInt(match[1], 16);
    const end = match[2] ? Number.parseInt(match[2], 16) : start;
    for (let c = start; c <= end; c++) codepoints.add(c);
  }
  return codepoints;
}

const fontsCss = readFileSync(new URL('src/fonts.css', WEB_ROOT), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
const faces = [...fontsCss.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body = '']) =>
  Object.fromEntries(
    [...body.matchAll(/([\w-]+)\s*:\s*([^;]+);/g)].map(([, property, value]) => [
      property,
      value?.replace(/\s+/g, ' ').trim() ?? '',
    ]),
  ),
);
const facesOf = (family: string) => faces.filter((face) => face['font-family'] === `"${family}"`);
const srcOf = (face: Record<string, string>) => /url\("([^"]+)"\)/.exec(face.src ?? '')?.[1] ?? '';
const percent = (value: string | undefined) => Number.parseFloat(value ?? 'NaN');

/** The faces and files of a hosted family: our Latin subset, the package's latin and latin-ext files. */
function family(name: string) {
  const hosted = HOSTED_FONTS[name];
  if (!hosted) throw new Error(`${name} is not hosted`);
  const all = facesOf(name);
  // fonts.css sits in src/, so "./fonts/x.woff2" is src/fonts/x.woff2, as HOSTED_FONTS names it.
  const latin = all.find((face) => srcOf(face).replace(/^\.\//, 'src/') === hosted.latinFile);
  const latinExt = all.find((face) => srcOf(face).includes('-latin-ext-'));
  if (!latin || !latinExt) throw new Error(`fonts.css lacks the Latin or Latin Extended face of ${name}`);
  const packageName = srcOf(latinExt).split('/files/')[0] ?? '';
  const fallback = faces.find((face) => face['font-family'] === `"${hosted.fallback}"`);
  if (!fallback) throw new Error(`fonts.css lacks ${hosted.fallback}`);
  const fileName = hosted.latinFile.split('/').at(-1) ?? '';
  return {
    faces: all,
    latin,
    latinExt,
    fallback,
    latinRange: parseUnicodeRange(latin['unicode-range'] ?? ''),
    latinExtRange: parseUnicodeRange(latinExt['unicode-range'] ?? ''),
    subset: readFont(new URL(hosted.latinFile, WEB_ROOT)),
    packageLatin: readFont(require.resolve(`${packageName}/files/${fileName}`)),
    packageLatinExt: readFont(require.resolve(srcOf(latinExt))),
    packageRanges: require(`${packageName}/unicode.json`) as Record<string, string>,
  };
}

const FAMILIES = Object.keys(HOSTED_FONTS).map((name) => ({ name, ...family(name) }));

// ───────────────────────────── the site's text ─────────────────────────────

const label = (c: number) =>
  `U+${c.toString(16).toUpperCase().padStart(4, '0')} "${String.fromCodePoint(c)}"`;
/** Line breaks and tabs are white space in HTML; nothing draws them. */
const isControl = (c: number) => c < 0x20 || c === 0x7f;

/** Character → where it was first seen, from strings in a value (Chinese texts and flags skipped). */
function collect(value: unknown, where: string, into: Map<number, string>) {
  if (typeof value === 'string') {
    for (const char of value) {
      const c = char.codePointAt(0) ?? 0;
      if (!isControl(c) && !into.has(c)) into.set(c, `${where}: ${value.slice(0, 60)}`);
    }
  } else if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) collect(item, `${where}[${i}]`, into);
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    // zh is rendered with the system's CJK fonts (decision 006), which includes the language
    // switcher's "中文"; language flags are images, their emoji never shows.
    if (record.code === 'zh' || record.languageCode === 'zh') return;
    for (const [key, item] of Object.entries(record)) {
      if (key !== 'zh' && key !== 'flag') collect(item, `${where}.${key}`, into);
    }
  }
}

/** Every data file of the seed: the demo content and the managed texts (static-content.ts). */
const seedModules = import.meta.glob<Record<string, unknown>>('../../../api/src/db/seed/data/*.ts', {
  eager: true,
});

function seedCharacters() {
  const characters = new Map<number, string>();
  for (const [path, module] of Object.entries(seedModules))
    collect(module, path.split('/').at(-1) ?? path, characters);
  return characters;
}

const HAN = /[\u2E80-\u9FFF\uF900-\uFAFF\u3000-\u303F\uFF00-\uFFEF]/;

/** Texts the site renders besides the seed: string and JSX literals of the web app (Chinese ones
 * skipped), the API's messages, and prices and dates as the API and the site format them. */
function siteCharacters() {
  const characters = new Map<number, string>();
  const sourceDir = new URL('src/', WEB_ROOT);
  const files = readdirSync(sourceDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
  );
  for (const file of files) {
    const source = ts.createSourceFile(
      file,
      readFileSync(new URL(file, sourceDir), 'utf8'),
      ts.ScriptTarget.Latest,
    );
    const visit = (node: ts.Node) => {
      if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) {
        if (!HAN.test(node.text)) collect(node.text, `apps/web/src/${file}`, characters);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  collect(MESSAGES, 'contracts messages', characters);
  const prices = Object.values(seedModules)
    .flatMap((module) => Object.values(module).filter(Array.isArray).flat())
    .flatMap((item: { price?: unknown }) => (typeof item?.price === 'string' ? [item.price] : []));
  expect(prices.length).toBeGreaterThan(0);
  for (const language of LANGUAGES) {
    for (const price of [...prices, '1234567.89'])
      collect(formatPrice(price, 'EUR', language).formatted, 'price', characters);
    for (let month = 1; month <= 12; month++) {
      collect(formatDate(`2026-${String(month).padStart(2, '0')}-15`, language), 'date', characters);
    }
  }
  return characters;
}

// ───────────────────────────── tests ─────────────────────────────

describe.each(FAMILIES)('$name: the preloaded Latin subset', (font) => {
  it('is described exactly by the unicode-range of its face', () => {
    expect([...font.latinRange].map(label)).toEqual(
      [...font.subset.characters].sort((a, b) => a - b).map(label),
    );
  });

  it('keeps every character of the package’s latin file, and the latin-ext face stays the package’s', () => {
    expect(
      [...font.packageLatin.characters].filter((c) => !font.subset.characters.has(c)).map(label),
    ).toEqual([]);
    expect(srcOf(font.latinExt)).toMatch(
      /^@fontsource-variable\/[\w-]+\/files\/[\w-]+-latin-ext-wght-normal\.woff2$/,
    );
    expect(font.latinExtRange).toEqual(parseUnicodeRange(font.packageRanges['latin-ext'] ?? ''));
  });

  it('declares the weight range of its wght axis on every face, so browsers combine the faces', () => {
    // Faces with different descriptors are separate fonts: Chromium would use one and send the
    // characters it lacks to the next family instead of to the other face.
    const { weightAxis } = font.subset;
    expect(weightAxis).toBeDefined();
    expect(font.faces.map((face) => face['font-weight'])).toEqual(
      font.faces.map(() => `${weightAxis?.min} ${weightAxis?.max}`),
    );
    // Tailwind font-normal … font-bold, and the typography plugin's 800/900 (markdown h1, bold in headings).
    for (const weight of [400, 500, 600, 700, 800, 900]) {
      expect(weight).toBeGreaterThanOrEqual(weightAxis?.min ?? Number.NaN);
      expect(weight).toBeLessThanOrEqual(weightAxis?.max ?? Number.NaN);
    }
  });

  it('keeps the vertical metrics its fallback face is scaled to', () => {
    expect(font.subset.unitsPerEm).toBe(font.packageLatin.unitsPerEm);
    expect(font.subset.hhea).toEqual(font.packageLatin.hhea);
    const sizeAdjust = percent(font.fallback['size-adjust']) / 100;
    const { ascender, descender } = font.subset.hhea;
    expect(percent(font.fallback['ascent-override'])).toBeCloseTo(
      (ascender / font.subset.unitsPerEm / sizeAdjust) * 100,
      2,
    );
    expect(percent(font.fallback['descent-override'])).toBeCloseTo(
      (-descender / font.subset.unitsPerEm / sizeAdjust) * 100,
      2,
    );
  });

  it('keeps the OpenType features the text uses and is smaller than the package’s file', () => {
    // kern, ligatures, contextual forms, tabular figures (.tabular-nums), heavy-weight alternates.
    const used = ['kern', 'liga', 'calt', 'tnum', 'rvrn'].filter((tag) =>
      font.packageLatin.features.has(tag),
    );
    expect(used).toContain('kern');
    expect(used.filter((tag) => !font.subset.features.has(tag))).toEqual([]);
    expect(font.subset.bytes).toBeLessThan(font.packageLatin.bytes);
  });
});

describe('the Latin subsets cover the site’s text', () => {
  it('have every character of the de, en, es and fr demo content and managed texts', () => {
    const characters = seedCharacters();
    expect(characters.size).toBeGreaterThan(100);
    for (const font of FAMILIES) {
      const missing = [...characters].filter(([c]) => !font.latinRange.has(c));
      expect(missing.map(([c, where]) => `${font.name} lacks ${label(c)} (${where})`)).toEqual([]);
    }
  });

  it('lost no character of the site’s own texts, prices and dates that a package file has', () => {
    // A character none of the family's files has (e.g. the arrows ← →, or U+202F in French prices,
    // which the text shaper draws with the font's own space) was never drawn by the web font.
    const characters = siteCharacters();
    for (const font of FAMILIES) {
      const lost = [...characters].filter(
        ([c]) =>
          !font.latinRange.has(c) &&
          !(font.latinExtRange.has(c) && font.packageLatinExt.characters.has(c)) &&
          (font.packageLatin.characters.has(c) || font.packageLatinExt.characters.has(c)),
      );
      expect(lost.map(([c, where]) => `${font.name} lost ${label(c)} (${where})`)).toEqual([]);
    }
  });
});
