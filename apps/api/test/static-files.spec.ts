// Issue 16 point 11 (slow and offline): the web app's files go out compressed with the copies made
// at build time (brotli or gzip by the request's Accept-Encoding, `Vary: Accept-Encoding`, the
// right Content-Type and Content-Length), hashed files are cached for a year as immutable, the
// HTML of every route is `no-cache`, other files briefly; every answer keeps its security headers.
// The api serves a small built app made here, compressed by the web build's own script.
import { request } from 'node:http';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressDir } from '../../web/scripts/precompress.js';
import { startTestApp, type TestApp } from '../../../test/api-app.js';

describe('static-files', () => {
  const MAIN = '/assets/index-DJISGv_K.js';
  const STYLE = '/assets/index-GK6jg8Nx.css';
  const FONT = '/assets/sarabun-thai-400-normal-C2DaJlKK.woff2';
  const TINY = '/assets/tiny-Ab3dE6g-.js';
  const LIFF = '/assets/liff-DaUqDkJd.js';
  const IMMUTABLE = 'public, max-age=31536000, immutable';

  let app: TestApp;
  let webDist: string;
  let mainSource: Buffer;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), 'skin-web-static-'));
    await mkdir(path.join(webDist, 'assets'));
    const html = `<!doctype html><html lang="th"><head><link rel="stylesheet" href="${STYLE}"></head><body><div id="root"><p>กำลังโหลด…</p></div><script type="module" src="${MAIN}"></script></body></html>`;
    await writeFile(path.join(webDist, 'index.html'), html.repeat(4));
    // The build's page for the LINE entry pages (apps/web/scripts/html-hints.ts): index.html with the LIFF SDK preloaded.
    await writeFile(path.join(webDist, 'line.html'), html.replace('</head>', `<link rel="modulepreload" href="${LIFF}"></head>`).repeat(4));
    await writeFile(path.join(webDist, LIFF), 'export const liff = {};\n'.repeat(50));
    mainSource = Buffer.from(Array.from({ length: 400 }, (_, i) => `export const value${i} = 'ค่าที่ ${i}';\n`).join(''));
    await writeFile(path.join(webDist, MAIN), mainSource);
    await writeFile(path.join(webDist, STYLE), 'body { margin: 0; font-family: Sarabun, sans-serif; }\n'.repeat(40));
    await writeFile(path.join(webDist, FONT), Buffer.alloc(2_000, 7));
    await writeFile(path.join(webDist, TINY), 'export {};\n');
    await writeFile(path.join(webDist, 'favicon.svg'), `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${'<rect width="1" height="1"/>'.repeat(20)}</svg>`);
    await precompressDir(webDist);
    app = await startTestApp({ env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await app?.close();
    await rm(webDist, { recursive: true, force: true });
  });

  interface Raw {
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }

  /** A GET as it goes over the wire (fetch would decompress the body). */
  function get(pathname: string, acceptEncoding?: string, method = 'GET'): Promise<Raw> {
    const url = new URL(pathname, app.baseUrl);
    return new Promise((resolve, reject) => {
      const req = request(url, { method, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
  }

  const size = async (relative: string) => (await stat(path.join(webDist, relative))).size;

  function expectSecurityHeaders(answer: Raw, kind: 'file' | 'page'): void {
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    const csp = String(answer.headers['content-security-policy'] ?? '');
    if (kind === 'page') expect(csp).toContain("script-src 'self'");
    else expect(csp).toContain("default-src 'none'");
  }

  describe('compressed with the copies made at build time, by Accept-Encoding', () => {
    it('sends brotli to a browser that takes it: the script\'s type, the copy\'s length, Vary, a year as immutable', async () => {
      const answer = await get(MAIN, 'gzip, deflate, br, zstd');
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
      expect(Number(answer.headers['content-length'])).toBe(await size(`${MAIN}.br`));
      expect(answer.body.length).toBe(await size(`${MAIN}.br`));
      expect(answer.body.length).toBeLessThan(mainSource.length / 3);
      expect(brotliDecompressSync(answer.body).equals(mainSource)).toBe(true);
      expect(String(answer.headers.vary)).toMatch(/accept-encoding/i);
      expect(answer.headers['cache-control']).toBe(IMMUTABLE);
      expectSecurityHeaders(answer, 'file');
    });

    it('sends gzip when brotli is not taken (or refused with q=0)', async () => {
      for (const accepted of ['gzip', 'br;q=0, gzip']) {
        const answer = await get(MAIN, accepted);
        expect(answer.headers['content-encoding']).toBe('gzip');
        expect(Number(answer.headers['content-length'])).toBe(await size(`${MAIN}.gz`));
        expect(gunzipSync(answer.body).equals(mainSource)).toBe(true);
        expect(answer.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
        expect(String(answer.headers.vary)).toMatch(/accept-encoding/i);
        expect(answer.headers['cache-control']).toBe(IMMUTABLE);
      }
    });

    it('sends the plain file to a client that takes no compression, still saying it varies', async () => {
      for (const accepted of [undefined, 'identity']) {
        const answer = await get(MAIN, accepted);
        expect(answer.status).toBe(200);
        expect(answer.headers['content-encoding']).toBeUndefined();
        expect(Number(answer.headers['content-length'])).toBe(mainSource.length);
        expect(answer.body.equals(mainSource)).toBe(true);
        expect(String(answer.headers.vary)).toMatch(/accept-encoding/i);
        expectSecurityHeaders(answer, 'file');
      }
    });

    it('the styles go out compressed as text/css; a font (already compressed) and a file too small to gain go out as they are', async () => {
      const style = await get(STYLE, 'br, gzip');
      expect(style.headers['content-encoding']).toBe('br');
      expect(style.headers['content-type']).toMatch(/^text\/css/);
      expect(style.headers['cache-control']).toBe(IMMUTABLE);

      const font = await get(FONT, 'br, gzip');
      expect(font.headers['content-encoding']).toBeUndefined();
      expect(font.headers['content-type']).toBe('font/woff2');
      expect(Number(font.headers['content-length'])).toBe(2_000);
      expect(font.headers['cache-control']).toBe(IMMUTABLE);
      expectSecurityHeaders(font, 'file');

      const tiny = await get(TINY, 'br, gzip');
      expect(tiny.headers['content-encoding']).toBeUndefined();
      expect(tiny.body.toString()).toBe('export {};\n');
      expect(tiny.headers['cache-control']).toBe(IMMUTABLE);
    });

    it('a compressed copy has no URL of its own', async () => {
      const copy = await get(`${MAIN}.br`, 'br');
      expect(copy.headers['content-type']).toMatch(/^text\/html/);
      expect(copy.body.equals(await readFile(path.join(webDist, `${MAIN}.br`)))).toBe(false);
    });
  });

  describe('the HTML of every route: compressed, never cached, with the page headers', () => {
    it.each(['/', '/login', '/lineliff/tele', '/index.html'])('%s', async (route) => {
      const answer = await get(route, 'gzip, deflate, br');
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(String(answer.headers.vary)).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(answer.body).toString()).toContain('<div id="root">');
      expectSecurityHeaders(answer, 'page');

      const plain = await get(route);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['cache-control']).toBe('no-cache');
      expect(plain.body.toString()).toContain('<div id="root">');
    });

    it('the LINE entry pages get the page that preloads the LIFF SDK; other pages do not', async () => {
      for (const route of ['/lineliff', '/lineliff/tele', '/LineLiff2', '/lineregister/1234-abcd', '/linethaid']) {
        const answer = await get(route, 'br');
        expect(brotliDecompressSync(answer.body).toString()).toContain(`rel="modulepreload" href="${LIFF}"`);
        expect(answer.headers['cache-control']).toBe('no-cache');
        expectSecurityHeaders(answer, 'page');
      }
      for (const route of ['/login', '/tele', '/home', '/lineliff/tele/extra', '/line.html']) {
        const answer = await get(route, 'br');
        expect(brotliDecompressSync(answer.body).toString()).not.toContain('modulepreload');
      }
    });

    it('HEAD of a page says the same without a body', async () => {
      const answer = await get('/login', 'br', 'HEAD');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.body.length).toBe(0);
    });
  });

  describe('other files: a short cache', () => {
    it('/favicon.svg is kept an hour, compressed, with nosniff', async () => {
      const answer = await get('/favicon.svg', 'gzip, br');
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['cache-control']).toBe('public, max-age=3600');
      expectSecurityHeaders(answer, 'file');
    });

    it('the API is not touched: its answers are not cached as files', async () => {
      const answer = await get('/api/config', 'br');
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control'] ?? '').not.toContain('immutable');
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
    });
  });
});
