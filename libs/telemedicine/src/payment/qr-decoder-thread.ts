import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * Issue 17 (the queue's latency): jsqr decodes synchronously, 50–200 ms per slip, and on the
 * worker's event loop that held every other job (a LINE push waited behind each slip). The
 * decoding runs on one background thread instead; the event loop only sends it pixels.
 *
 * The thread's code is a few lines of CommonJS given as text (`eval`), so it runs the same from
 * the built files and from the sources in tests; it loads jsqr by the path this module resolves.
 */
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const mod = require(workerData.jsqr);
const decode = typeof mod === 'function' ? mod : mod.default;
parentPort.on('message', ({ id, pixels, width, height }) => {
  let text = null, error = null;
  try {
    const found = decode(new Uint8ClampedArray(pixels), width, height, { inversionAttempts: 'attemptBoth' });
    text = found && found.data ? found.data : null;
  } catch (e) {
    error = String(e && e.message || e);
  }
  parentPort.postMessage({ id, text, error });
});
`;

type Answer = { id: number; text: string | null; error: string | null };

let thread: Worker | null = null;
let nextId = 0;
const waiting = new Map<number, { resolve(text: string | null): void; reject(error: Error): void }>();

function decoderThread(): Worker {
  if (thread) return thread;
  const jsqr = createRequire(import.meta.url).resolve('jsqr');
  const started = new Worker(THREAD_SOURCE, { eval: true, workerData: { jsqr } });
  started.on('message', ({ id, text, error }: Answer) => {
    const call = waiting.get(id);
    waiting.delete(id);
    if (error) call?.reject(new Error(error));
    else call?.resolve(text);
  });
  const fail = (error: Error) => {
    if (thread === started) thread = null;
    for (const call of waiting.values()) call.reject(error);
    waiting.clear();
  };
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`the QR decoder thread stopped (${code})`)));
  // An idle thread does not keep the process alive (a worker shutting down is not held up).
  started.unref();
  thread = started;
  return started;
}

/** The text of the QR in RGBA pixels, or null; decoded off the event loop. */
export function decodeQr(rgba: Uint8ClampedArray, width: number, height: number): Promise<string | null> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    // A copy is transferred (the caller's buffer may be a view into a larger pooled one).
    const pixels = rgba.slice().buffer;
    decoderThread().postMessage({ id, pixels, width, height }, [pixels]);
  });
}
