/**
 * Issue 16 point 11 (slow and offline): the built web app's files, compressed once at build time.
 *
 * Beside every compressible file of the build (scripts, styles, the HTML, SVG, JSON, source maps)
 * a brotli copy (`.br`, quality 11; 10 above LARGE_BYTES) and a gzip copy (`.gz`, level 9) are written, when they are
 * smaller than the file. The api serves them by the request's Accept-Encoding (@fastify/static's
 * `preCompressed`, apps/api/src/web/serve-web.ts): no compression work per request. Fonts (woff2
 * is already compressed) and images are left as they are.
 *
 * Used as a Vite plugin (apps/web/vite.config.ts), or by hand on a built folder:
 *   node --experimental-strip-types apps/web/scripts/precompress.ts <dist folder>
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** File kinds worth compressing (text). */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|map|txt|xml|webmanifest|ico)$/i;
/** Below this size the headers cost more than compression saves. */
const MIN_BYTES = 256;
/**
 * Above this size brotli runs at quality 10, not 11: the video SDK (3 MB, loaded once, on the first
 * call) took 6.4 s at 11 and 2.1 s at 10, for a copy 2 % larger (623 kB against 611 kB).
 */
const LARGE_BYTES = 1_000_000;

export interface PrecompressResult {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : Promise.resolve([path.join(dir, e.name)]))),
  );
  return nested.flat();
}

/** Writes `<file>.br` and `<file>.gz` beside every compressible file under `dir`. */
export async function precompressDir(dir: string): Promise<PrecompressResult> {
  const result: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.test(f));
  // All at once: zlib compresses on libuv's thread pool, so the files share the cores (the
  // build's longest step was brotli on one file after another).
  await Promise.all(
    files.map(async (file) => {
      const data = await readFile(file);
      if (data.length < MIN_BYTES) return;
      const [br, gzipped] = await Promise.all([
        brotli(data, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: data.length > LARGE_BYTES ? 10 : constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gz(data, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      // A copy that does not save anything is not written: the plain file is served instead.
      if (br.length < data.length) await writeFile(`${file}.br`, br);
      if (gzipped.length < data.length) await writeFile(`${file}.gz`, gzipped);
      result.files += 1;
      result.bytes += data.length;
      result.brotliBytes += Math.min(br.length, data.length);
      result.gzipBytes += Math.min(gzipped.length, data.length);
    }),
  );
  return result;
}

/** The Vite plugin: runs after the bundle is written (production builds only). */
export function precompress(): { name: string; apply: 'build'; writeBundle: { sequential: true; order: 'post'; handler(options: { dir?: string }): Promise<void> } } {
  return {
    name: 'hospital:precompress',
    apply: 'build',
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler(options) {
        if (!options.dir) return;
        const r = await precompressDir(options.dir);
        const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;
        console.log(`precompressed ${r.files} files: ${kB(r.bytes)} → brotli ${kB(r.brotliBytes)}, gzip ${kB(r.gzipBytes)}`);
      },
    },
  };
}

// Run by hand: `node --experimental-strip-types apps/web/scripts/precompress.ts <dir>`.
if (process.argv[1] && import.meta.url === new URL(`file://${path.resolve(process.argv[1])}`).href) {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: precompress.ts <dist folder>');
  await stat(dir);
  console.log(await precompressDir(path.resolve(dir)));
}
