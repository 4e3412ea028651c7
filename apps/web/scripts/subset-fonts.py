#!/usr/bin/env python3
"""Issue 34 (a first visit to /lineliff/tele ≤ 150 kB over the wire): Sarabun's basic-Latin faces.

@fontsource/sarabun's Latin subset (11.4 kB a weight) covers U+0000-00FF and more; a Thai page
needs only the space, the digits and ASCII punctuation from it (the footer's © and ·, the odd Latin word: LINE,
HN, ThaiD). This writes those characters' faces, 6 kB a weight, to apps/web/src/fonts/;
fonts.css declares them after the full Latin faces, so the browser fetches a full face only for
a character outside them. The output is committed: a build needs nothing of this.

Run again after @fontsource/sarabun changes (Debian: apt-get install python3-fonttools python3-brotli):
    python3 apps/web/scripts/subset-fonts.py
"""
from pathlib import Path
from fontTools import subset

ROOT = Path(__file__).resolve().parents[3]
SOURCE = ROOT / 'node_modules/@fontsource/sarabun/files'
OUT = ROOT / 'apps/web/src/fonts'
# Keep in step with the unicode-range of the basic faces in apps/web/src/fonts.css.
BASIC_LATIN = 'U+0020-007E,U+00A0,U+00A9,U+00B7,U+00D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,U+2039-203A'

for weight in (400, 700):
    options = subset.Options()
    options.flavor = 'woff2'
    options.layout_features = ['*']
    font = subset.load_font(str(SOURCE / f'sarabun-latin-{weight}-normal.woff2'), options)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=subset.parse_unicodes(BASIC_LATIN))
    subsetter.subset(font)
    target = OUT / f'sarabun-basic-latin-{weight}.woff2'
    subset.save_font(font, str(target), options)
    print(f'{target.relative_to(ROOT)}: {target.stat().st_size} bytes')
