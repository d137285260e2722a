#!/usr/bin/env python3
"""
Regenerates the preloaded Latin font files in apps/web/src/fonts/ (decision 006) from the
@fontsource-variable packages in node_modules: for Inter and Fraunces it takes the package's
`<family>-latin-wght-normal.woff2` and
  1. restricts the variable weight axis to the weights the site's CSS asks for (400-900: Tailwind
     font-normal/medium/semibold/bold, and the typography plugin's 800/900 for markdown h1 and bold
     text in headings); the thin to light end (100-300) is dropped,
  2. keeps every character of the package's file (its character map stays as it is),
  3. keeps the OpenType features the site's text uses (kern, liga, calt, tnum for .tabular-nums,
     rvrn for Fraunces' heavy-weight alternates) and drops the rest the file has: frac/numr/dnom,
     pnum, locl (Catalan only), and ccmp/mark/mkmk, which compose and position combining accents
     (U+0300-U+036F) on letters. de, en, es and fr text uses precomposed letters, and the text
     shaper composes decomposed input (u + U+0308) to them itself when the font has the
     precomposed glyph; only rare letter/accent pairs without a precomposed form lose the exact
     accent position (Inter: 3.8 KB of ccmp and 1.7 KB of mark data),
  4. drops glyph names (post table version 3) and writes WOFF2.
The vertical metrics (hhea, OS/2, unitsPerEm) the "Fallback" faces in fonts.css are derived from
must not change; the script fails if they do. The latin-ext files stay the packages' own.

Run it from the repository root after `npm install` whenever the @fontsource-variable versions or
the rules above change, then copy the printed unicode-range into src/fonts.css (the unit test
src/fonts/fonts.test.ts fails until fonts.css and the files agree) and commit the .woff2 files:

    apt-get install -y python3-fonttools python3-brotli   # Debian 12: fontTools 4.38
    python3 scripts/subset-fonts.py   # /usr/bin/python3 if `python3` is another interpreter

The output is the same bytes for the same inputs and fontTools/brotli versions (the source
timestamp is kept). npm install / npm start never run this: the generated files are committed.
"""

import io
import json
import logging
import shutil
import sys
from pathlib import Path

try:
    from fontTools import subset
    from fontTools.ttLib import TTFont
    from fontTools.varLib import instancer
    import brotli  # noqa: F401  (fontTools needs it to read and write WOFF2)
except ImportError as error:
    sys.exit(
        f"{error}: this script needs fontTools and brotli, e.g. "
        "`apt-get install -y python3-fonttools python3-brotli` and /usr/bin/python3"
    )

ROOT = Path(__file__).resolve().parent.parent
OUT_DIR = ROOT / "apps/web/src/fonts"
FAMILIES = {"Inter": "inter", "Fraunces": "fraunces"}

# The weight axis range kept (CSS font-weight descriptor of every face of the family in fonts.css).
WEIGHTS = (400, 900)
# OpenType features kept when the source has them; everything else is dropped.
KEPT_FEATURES = ["kern", "liga", "calt", "tnum", "rvrn"]
# What German, English, Spanish and French text needs; the script fails if the result lacks any.
# (U+00AD, the soft hyphen, is never drawn, and the Inter file has no glyph for it.)
REQUIRED = (
    set(range(0x20, 0x7F))
    | (set(range(0xA0, 0x100)) - {0xAD})
    | {0x152, 0x153}  # Œ œ
    | {0x2013, 0x2014, 0x2018, 0x2019, 0x201A, 0x201C, 0x201D, 0x201E}  # – — ‘ ’ ‚ “ ” „
    | {0x2022, 0x2026, 0x2039, 0x203A, 0x20AC, 0x2122}  # • … ‹ › € ™
)


def source_file(package: str) -> Path:
    for base in (ROOT / "node_modules", ROOT / "apps/web/node_modules"):
        path = base / "@fontsource-variable" / package / "files" / f"{package}-latin-wght-normal.woff2"
        if path.exists():
            return path
    sys.exit(f"@fontsource-variable/{package} is not installed: run `npm install` first")


def reload(font: TTFont) -> TTFont:
    # fontTools 4.38 fails to subset gvar right after instancing (KeyError for glyphs without
    # variations); a save/load round trip avoids it.
    buffer = io.BytesIO()
    font.save(buffer)
    buffer.seek(0)
    return TTFont(buffer, recalcTimestamp=False)


def vertical_metrics(font: TTFont) -> dict:
    hhea, os2 = font["hhea"], font["OS/2"]
    return {
        "unitsPerEm": font["head"].unitsPerEm,
        "hhea": (hhea.ascent, hhea.descent, hhea.lineGap),
        "typo": (os2.sTypoAscender, os2.sTypoDescender, os2.sTypoLineGap),
        "win": (os2.usWinAscent, os2.usWinDescent),
    }


def features(font: TTFont) -> set:
    tags = set()
    for table in ("GSUB", "GPOS"):
        if table in font and font[table].table.FeatureList:
            tags |= {record.FeatureTag for record in font[table].table.FeatureList.FeatureRecord}
    return tags


def unicode_range(codepoints) -> str:
    ranges, start, previous = [], None, None
    for codepoint in sorted(codepoints):
        if start is None:
            start = previous = codepoint
        elif codepoint == previous + 1:
            previous = codepoint
        else:
            ranges.append((start, previous))
            start = previous = codepoint
    if start is not None:
        ranges.append((start, previous))
    return ", ".join(f"U+{a:04X}" if a == b else f"U+{a:04X}-{b:04X}" for a, b in ranges)


def subset_family(family: str, package: str) -> None:
    source = source_file(package)
    font = TTFont(source, recalcTimestamp=False)
    before_metrics, before_features = vertical_metrics(font), features(font)
    codepoints = set(font.getBestCmap())

    font = reload(instancer.instantiateVariableFont(font, {"wght": WEIGHTS}))

    options = subset.Options()
    options.layout_features = KEPT_FEATURES
    options.name_IDs = ["*"]  # keep copyright and licence URL (OFL)
    options.glyph_names = False
    options.flavor = "woff2"
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=sorted(codepoints))
    subsetter.subset(font)

    target = OUT_DIR / source.name
    font.flavor = "woff2"
    font.save(target)
    shutil.copyfile(source.parent.parent / "LICENSE", OUT_DIR / f"LICENSE-{family}.txt")

    result = TTFont(target)
    cmap = set(result.getBestCmap())
    axis = next(axis for axis in result["fvar"].axes if axis.axisTag == "wght")
    problems = []
    if vertical_metrics(result) != before_metrics:
        problems.append(f"vertical metrics changed: {before_metrics} -> {vertical_metrics(result)}")
    if (axis.minValue, axis.maxValue) != WEIGHTS:
        problems.append(f"wght axis is {axis.minValue}-{axis.maxValue}, not {WEIGHTS}")
    if REQUIRED - cmap:
        problems.append(f"missing characters: {unicode_range(REQUIRED - cmap)}")
    if cmap != codepoints:
        problems.append(f"character map changed: {unicode_range(cmap ^ codepoints)}")
    lost = before_features & set(KEPT_FEATURES) - features(result)
    if lost:
        problems.append(f"lost features: {sorted(lost)}")
    if problems:
        sys.exit(f"{family}: " + "; ".join(problems))

    version = json.loads((source.parent.parent / "package.json").read_text())["version"]
    print(f"{family} (@fontsource-variable/{package} {version}): {source.stat().st_size} -> "
          f"{target.stat().st_size} bytes, {target.relative_to(ROOT)}")
    print(f"  wght {axis.minValue:g}-{axis.maxValue:g}, {len(result.getGlyphOrder())} glyphs, "
          f"features {' '.join(sorted(features(result)))} "
          f"(dropped {' '.join(sorted(before_features - features(result))) or 'none'})")
    print(f"  unicode-range: {unicode_range(cmap)};")


def main() -> None:
    logging.basicConfig(level=logging.WARNING)
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    for family, package in FAMILIES.items():
        subset_family(family, package)


if __name__ == "__main__":
    main()
