// The baseline of "images" (issue 17 item 2): bare sharp making the same two outputs as the
// product's image job (bare-sharp-outputs.mjs, held byte-equal to libs/files/src/image-processing.ts
// by libs/files/src/bench-baseline.spec.ts) with no queue and no database, but the same disk work as the
// image job: the original read from its file, both outputs written to files (issue 17, images: a
// baseline that skips the job's reads and writes would flatter the ratio against the product).
// sharp.cache(false) as the product. Asked over IPC: { file } names the photo and warms up;
// { one: true } answers { ms } for one photo; { parallel, concurrency } answers
// { photosPerSecond } (`parallel` photos, `concurrency` at a time).
import './ends-with-bench.mjs';
import { mkdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { bareOutputs } from './bare-sharp-outputs.mjs';

let out; // beside the photo (the bench's temporary folder)
let written = 0;

async function both(file) {
  const input = await readFile(file);
  const n = written++;
  const { resized, thumbnail } = await bareOutputs(input);
  await writeFile(path.join(out, `${n}-resized`), resized);
  await writeFile(path.join(out, `${n}-thumbnail`), thumbnail);
}

let input;
process.on('message', async ({ file, one, parallel, concurrency }) => {
  if (file) {
    input = file;
    out = path.join(path.dirname(file), 'bare-sharp');
    mkdirSync(out, { recursive: true });
    await both(input); // warm-up: the library loaded, as in a running worker
    return process.send({ ready: true });
  }
  if (one) {
    const t = performance.now();
    await both(input);
    return process.send({ ms: performance.now() - t });
  }
  let next = 0;
  const t0 = performance.now();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next++ < parallel) await both(input);
  }));
  process.send({ photosPerSecond: parallel / ((performance.now() - t0) / 1000) });
});
process.send({ ready: true });
