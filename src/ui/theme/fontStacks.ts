import { createFontStack, type FontMetrics } from '@capsizecss/core';

/*
 * Metrics as @capsizecss/metrics 4.3.0 lists them (copied, not installed: that package carries every
 * Google and system font, 169 MB, for four lines). Liberation Sans is drawn to Arial's metrics; it stands
 * in for Arial on Linux, where local('Arial') finds nothing.
 */
const beVietnamPro: FontMetrics = { familyName: 'Be Vietnam Pro', fullName: 'Be Vietnam Pro Regular', postscriptName: 'BeVietnamPro-Regular', category: 'sans-serif', capHeight: 740, ascent: 1000, descent: -265, lineGap: 0, unitsPerEm: 1000, xHeight: 530, xWidthAvg: 492 };
const arial: FontMetrics = { familyName: 'Arial', fullName: 'Arial', postscriptName: 'ArialMT', category: 'sans-serif', capHeight: 1467, ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048, xHeight: 1062, xWidthAvg: 913 };
const helveticaNeue: FontMetrics = { familyName: 'Helvetica Neue', fullName: 'Helvetica Neue', postscriptName: 'HelveticaNeue', category: 'sans-serif', capHeight: 714, ascent: 952, descent: -213, lineGap: 28, unitsPerEm: 1000, xHeight: 517, xWidthAvg: 450 };
const roboto: FontMetrics = { familyName: 'Roboto', fullName: 'Roboto Regular', postscriptName: 'Roboto-Regular', category: 'sans-serif', capHeight: 1456, ascent: 1900, descent: -500, lineGap: 0, unitsPerEm: 2048, xHeight: 1082, xWidthAvg: 911 };
const liberationSans: FontMetrics = { ...arial, familyName: 'Liberation Sans', fullName: 'Liberation Sans', postscriptName: 'LiberationSans' };
// Read from Debian's DejaVuSans.ttf with @capsizecss/unpack 4.0.1 (capHeight and xHeight, which its OS/2
// table leaves out, from the bounds of H and x).
const dejaVuSans: FontMetrics = { familyName: 'DejaVu Sans', fullName: 'DejaVu Sans', postscriptName: 'DejaVuSans', category: 'sans-serif', capHeight: 1493, ascent: 1901, descent: -483, lineGap: 0, unitsPerEm: 2048, xHeight: 1120, xWidthAvg: 1041 };

/**
 * Until Be Vietnam Pro is there (font-display: swap on a slow connection, or held back on a first visit
 * to #/login, global.css), text is drawn in a system face scaled to its average width and line metrics,
 * so the swap changes the letters' shapes, not where lines break: without it the login card's welcome
 * line took one line in the fallback and two in Be Vietnam Pro, and the whole card moved 12 px.
 * One face per system: Linux (Liberation Sans, then DejaVu Sans), Windows and macOS (Arial), iOS
 * (Helvetica Neue), Android (Roboto).
 *
 * For each letter the browser walks these faces in order until an installed one has it, and every face
 * it reaches costs a lookup of its local() names, once per size and weight. A signed-in load does that in
 * its first layouts, before Be Vietnam Pro has arrived. On Linux each lookup is a synchronous round trip
 * to the browser process's fontconfig, and Debian's Liberation Sans (1.07) has no Vietnamese letters: `ơ`
 * walked on through Arial, Helvetica Neue and Roboto, 12 misses per load that held the main thread 4–21 ms
 * (docs/measurements.md, session 30). DejaVu Sans, which every Linux desktop has, has them and ends the
 * walk there. Elsewhere a miss is a look-up in the browser's own table. Liberation Sans stays first: it
 * draws what Be Vietnam Pro lacks in the screenshot baselines.
 */
const adjusted = createFontStack([beVietnamPro, liberationSans, dejaVuSans, arial, helveticaNeue, roboto], { fontFaceFormat: 'styleObject' });

/** The @font-face rules of the scaled system faces, for globalFontFace. */
export const fallbackFontFaces = adjusted.fontFaces.map((face) => face['@font-face']);

const scaledFamilies = fallbackFontFaces.map((face) => face.fontFamily).join(', ');

/**
 * What the body text falls back to while Be Vietnam Pro is not there. After the scaled faces (which have
 * no CJK glyphs), Chinese shop names and the China warehouse address need a named CJK family (phones and
 * desktops ship one of these) before the generic families, which on a bare Linux machine would render
 * them as boxes.
 */
export const fallbackFamilies = `${scaledFamilies}, 'Noto Sans SC', 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`;

export const bodyFamilies = `'Be Vietnam Pro', ${fallbackFamilies}`;
