/**
 * Issue 16 point 11 (a first screen painted at once and usable within 2 s on slow 4G): two changes
 * to the built index.html, made after Vite wrote it.
 *
 *  - The stylesheets move from <head> to the end of <body>: the shell in #root (index.html), styled
 *    inline, is painted as soon as the HTML arrives instead of after the app's CSS. The app's
 *    script still runs only after the CSS has loaded (a module script waits for the stylesheets
 *    the parser met before it runs), so React never renders unstyled.
 *  - `line.html`: the same page with a modulepreload of the LIFF SDK's chunk and a preload of the
 *    public config (GET /api/config, the entry's first call), answered by the api for the LINE
 *    entry pages only (apps/api/src/web/serve-web.ts): there the SDK downloads with
 *    the app's script instead of after it, and pages outside LINE still never download it.
 *    Issue 34: line.html also runs the early sign-in's entry `async` (src/line/early-sign-in.ts).
 */
import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';
import { EARLY_SIGN_IN } from './early-sign-in-chunk';

/** The file the api answers the LINE entry pages with. */
export const LINE_ENTRY_HTML = 'line.html';
const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;
const LIFF_MODULE = /[\\/]node_modules[\\/]@line[\\/]liff[\\/]/;
const LIFF_MOCK_MODULE = /[\\/]node_modules[\\/]@line[\\/]liff-mock[\\/]/;

export function moveStylesToBody(html: string): string {
  const links = html.match(STYLESHEET) ?? [];
  if (links.length === 0) return html;
  const body = links.map((l) => `    ${l.trim()}\n`).join('');
  return html.replace(STYLESHEET, '').replace('</body>', `${body}  </body>`);
}

/** The public config the LIFF entry asks first (GET /api/config): fetched with the page. */
const CONFIG_PRELOAD = '    <link rel="preload" href="/api/config" as="fetch" crossorigin>\n';

function dynamicChunk(bundle: OutputBundle, module: RegExp): OutputChunk | undefined {
  return Object.values(bundle).find((o): o is OutputChunk => o.type === 'chunk' && o.isDynamicEntry && module.test(o.facadeModuleId ?? ''));
}

function modulePreloads(bundle: OutputBundle, html: string): string {
  const liff = dynamicChunk(bundle, LIFF_MODULE);
  if (!liff) throw new Error('html-hints: the @line/liff chunk is missing from the build');
  // Issue 17 (the patient's first screen): the LIFF stand-in's plugin (3.6 kB) is preloaded too.
  // Without it, mock mode (development, tests, the benchmark) asked for it one round trip after
  // the app's script ran, a step the real entry does not have; unused in production, it costs
  // a few kilobytes beside the app's script and nothing on the critical path.
  const mock = dynamicChunk(bundle, LIFF_MOCK_MODULE);
  return [...new Set([liff.fileName, ...liff.imports, ...(mock ? [mock.fileName, ...mock.imports] : [])])]
    .filter((file) => !html.includes(`/${file}"`))
    .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`)
    .join('');
}

function entryChunk(bundle: OutputBundle, name: string): OutputChunk {
  const entry = Object.values(bundle).find((o): o is OutputChunk => o.type === 'chunk' && o.isEntry && o.name === name);
  if (!entry) throw new Error(`html-hints: the ${name} entry is missing from the build`);
  return entry;
}

/**
 * Issue 34 (slow 4G): line.html also runs the early sign-in's entry, `async` (as soon as it and its
 * chunks are in, not after the app's script; src/line/early-sign-in.ts), its chunks preloaded.
 */
function earlyEntry(bundle: OutputBundle, html: string): string {
  const early = entryChunk(bundle, EARLY_SIGN_IN);
  return [
    `    <script type="module" async crossorigin src="/${early.fileName}"></script>\n`,
    ...early.imports.filter((file) => !html.includes(`/${file}"`)).map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`),
  ].join('');
}

/** The Vite plugin (production builds). */
export function htmlHints() {
  return {
    name: 'hospital:html-hints',
    apply: 'build' as const,
    generateBundle: {
      order: 'post' as const,
      handler(this: { emitFile(file: { type: 'asset'; fileName: string; source: string }): string }, _options: unknown, bundle: OutputBundle) {
        const index = bundle['index.html'] as OutputAsset | undefined;
        if (!index) return;
        const html = moveStylesToBody(String(index.source));
        index.source = html;
        this.emitFile({ type: 'asset', fileName: LINE_ENTRY_HTML, source: html.replace('</head>', `${CONFIG_PRELOAD}${earlyEntry(bundle, html)}${modulePreloads(bundle, html)}  </head>`) });
      },
    },
  };
}
