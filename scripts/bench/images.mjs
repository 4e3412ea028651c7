// "images" (issue 17 item 2, DESIGN.md How an event travels step 4): a 12-megapixel phone JPEG
// (phone-photo.mjs) uploaded by the patient to their case (POST /api/v1/tele/upload, base64 as
// the LIFF page sends it); the api stores it and commits the row with an 'images.process' job;
// the worker (apps/worker, ImagesProcessHandler → processImage) makes the resized copy and the
// thumbnail, writes both and marks the row ready.
//  - ms per photo: one photo at a time, from the upload's answer to the row's processed_at
//    (the worker's commit of 'ready'); ROUNDS rounds of SEQUENTIAL photos each, a round's ratio
//    its median over bare sharp's median in the round; the row is the median of the rounds'
//    ratios with their spread (issue 34 item 1). Goal ≤ 1.3× bare sharp per photo.
//  - photos/s: PARALLEL photos uploaded at once (a backlog for the worker: its queue paused
//    until all are queued), from the queue's resume until the last photo is ready.
//  Measured from an idle worker (the demo data's start-up jobs finished first).
//  - the upload answer must not wait for the resize: every answer arrives before its photo is
//    processed, and the answer time is printed next to the processing time.
// Bare baseline in the same run (bare-sharp.mjs, its own process): sharp making the same two
// outputs from the same bytes, one at a time alternating with the product's (ms per photo), and
// PARALLEL photos at the product's image-job concurrency (photos/s).
import { fork } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Queue } from 'bullmq';
import pg from 'pg';
import { DEMO_PASSWORD } from '@hospital/identity';
import { makePhonePhoto } from './phone-photo.mjs';
import { IMAGE_CONCURRENCY } from './product-settings.mjs';
import { median, pause, workerIdle } from './processes.mjs';
import { fmt, ratioRow, roundsOf, row } from './summary.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const ROUNDS = roundsOf('BENCH_IMAGES_ROUNDS');
const SEQUENTIAL = Number(process.env.BENCH_IMAGES_SEQUENTIAL ?? 3); // per round
const PARALLEL = Number(process.env.BENCH_IMAGES_PARALLEL ?? 12);
const RATIO_GOAL = 1.3;

/** The baseline's process; `ask(message)` answers its reply. */
async function bareSharp(file) {
  const child = fork(path.join(here, 'bare-sharp.mjs'));
  const ask = (message) =>
    new Promise((resolve) => {
      child.once('message', resolve);
      if (message) child.send(message);
    });
  await ask(null);
  await ask({ file });
  return { ask, stop: () => child.kill('SIGTERM') };
}

/** Until `test()` is true (50 ms apart, at most `ms`); answers whether it became true. */
async function waitUntil(test, ms = 30_000) {
  for (const end = Date.now() + ms; Date.now() < end; await pause(50)) if (await test()) return true;
  return false;
}

export async function imageFigures({ baseUrl, databaseUrl, redisUrl, env, tmp }) {
  const photo = await makePhonePhoto();
  const file = path.join(tmp, 'phone-photo.jpg');
  writeFileSync(file, photo);
  const cores = os.cpus().length;
  console.log(`images: a 4000×3000 phone JPEG (${(photo.length / 1e6).toFixed(1)} MB) → 1000 px copy + 200 px thumbnail; ${ROUNDS} rounds of ${SEQUENTIAL} one at a time, ${PARALLEL} at once; ${cores} cores, image-job concurrency ${IMAGE_CONCURRENCY}`);
  const bare = await bareSharp(file);

  const db = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  db.on('error', () => undefined); // an idle client's connection dropped: the pool replaces it
  const imagesQueue = new Queue('images', { connection: { url: redisUrl, maxRetriesPerRequest: null }, prefix: `{${env.REDIS_PREFIX || 'skin'}}:bull` });
  try {
    const login = await fetch(`${baseUrl}/api/v1/identity/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: '1103702071811', password: DEMO_PASSWORD }),
    }).then((r) => r.json());
    const [patient] = (await db.query(`SELECT id FROM users WHERE id_card = '1103702071811'`)).rows;
    const [tele] = (
      await db.query(
        `INSERT INTO tele_requests (user_id, service_type, slot_type, appoint_date, appoint_time, description, flow_status, created_by)
         VALUES ($1, 2, NULL, current_date + 401, '08:08', 'bench: images', 0, $1) RETURNING id`,
        [patient.id],
      )
    ).rows;
    const body = JSON.stringify({ teleID: tele.id, fileCategoryID: 0, fileName: 'IMG_0001.jpg', fileType: 'image/jpeg', fileSize: photo.length, fileBase64: photo.toString('base64') });
    const upload = async () => {
      const start = Date.now();
      const res = await fetch(`${baseUrl}/api/v1/tele/upload`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${login.token}` }, body });
      const answer = await res.json();
      if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${JSON.stringify(answer).slice(0, 200)}`);
      const answered = Date.now();
      const [job] = (await db.query(`SELECT id FROM outbox WHERE kind = 'job' AND name = 'images.process' AND payload->>'fileID' = $1`, [answer.data.fileID])).rows;
      return { fileID: answer.data.fileID, outboxId: job.id, start, answered };
    };
    /** processed_at (epoch ms) of each file once all are ready or failed. */
    const processedAt = async (ids) => {
      for (let i = 0; i < 12_000; i++) {
        const { rows } = await db.query(
          `SELECT id, state, extract(epoch FROM processed_at) * 1000 AS at FROM stored_files WHERE id = ANY($1::uuid[]) AND state <> 'processing'`,
          [ids],
        );
        if (rows.length === ids.length) {
          const failed = rows.filter((r) => r.state !== 'ready');
          if (failed.length) throw new Error(`${failed.length} photos ended ${failed[0].state}`);
          return new Map(rows.map((r) => [r.id, Number(r.at)]));
        }
        await pause(5);
      }
      throw new Error('photos not processed within 60 s');
    };

    // Start from an idle worker: the demo data's own uploads (images, and payment slips whose QR
    // reads are synchronous JavaScript) are still being worked on at start-up; measured over
    // them, a loaded machine stretches that work into the figure (issue 17, images).
    const idle = await workerIdle(db);
    console.log(`  waited ${idle.ms} ms for the worker to finish the demo data's jobs${idle.pending ? ` (${idle.pending} still pending: measured anyway)` : ''}`);
    await processedAt([(await upload()).fileID]); // warm-up: the worker loads sharp on its first photo
    const perPhoto = [];
    const barePerPhoto = [];
    const hop = []; // answer → the job's start (the job was committed before the answer)
    const work = []; // the job's start → the row committed ready (read, sharp, two writes)
    const answerMs = [];
    let answeredFirst = true;
    const ratios = [];
    for (let i = 0; i < ROUNDS * SEQUENTIAL; i++) {
      barePerPhoto.push((await bare.ask({ one: true })).ms);
      const u = await upload();
      const at = (await processedAt([u.fileID])).get(u.fileID);
      perPhoto.push(at - u.answered);
      const job = await imagesQueue.getJob(`outbox-${u.outboxId}`);
      hop.push(job.processedOn - u.answered);
      work.push(at - job.processedOn);
      answerMs.push(u.answered - u.start);
      answeredFirst &&= u.answered < at;
      if ((i + 1) % SEQUENTIAL === 0) {
        const round = (k) => k.slice(-SEQUENTIAL);
        ratios.push(median(round(perPhoto)) / median(round(barePerPhoto)));
        console.log(`  round ${ratios.length}: bare sharp ${round(barePerPhoto).map((ms) => ms.toFixed(0)).join(', ')} ms, product ${round(perPhoto).map((ms) => ms.toFixed(0)).join(', ')} ms: ${ratios.at(-1).toFixed(2)}×`);
      }
    }
    const bareRate = (await bare.ask({ parallel: PARALLEL, concurrency: IMAGE_CONCURRENCY })).photosPerSecond;
    // The backlog is in place before the worker starts on it (the queue paused while the api takes
    // the PARALLEL uploads), so photos/s is the worker's, as the baseline's is sharp's alone, not
    // the worker's share of 2 cores while the api parses PARALLEL × 4 MB of base64.
    await imagesQueue.pause();
    let uploads;
    let resumedAt;
    try {
      uploads = await Promise.all(Array.from({ length: PARALLEL }, upload));
      await waitUntil(async () => {
        const counts = await imagesQueue.getJobCounts('paused', 'wait');
        return counts.paused + counts.wait >= PARALLEL;
      });
    } finally {
      resumedAt = Date.now();
      await imagesQueue.resume();
    }
    const done = await processedAt(uploads.map((u) => u.fileID));
    for (const u of uploads) answeredFirst &&= u.answered < done.get(u.fileID);
    const jobs = await Promise.all(uploads.map((u) => imagesQueue.getJob(`outbox-${u.outboxId}`)));
    const firstStart = Math.max(resumedAt, Math.min(...jobs.map((j) => j?.processedOn ?? Infinity)));
    const productRate = PARALLEL / ((Math.max(...done.values()) - firstStart) / 1000);

    const b = median(barePerPhoto);
    const p = median(perPhoto);
    console.log(`  bare sharp (baseline)                    ${b.toFixed(0).padStart(5)} ms per photo   ${bareRate.toFixed(2)} photos/s`);
    console.log(`  product (upload → job → worker → ready)  ${p.toFixed(0).padStart(5)} ms per photo   ${productRate.toFixed(2)} photos/s`);
    console.log(`    of which answer → job started ${median(hop).toFixed(0)} ms, job started → row ready ${median(work).toFixed(0)} ms (medians)`);
    console.log(`  upload answer ${median(answerMs).toFixed(0)} ms (median) vs processing ${p.toFixed(0)} ms after it: every answer came before its photo was processed: ${answeredFirst ? 'yes' : 'NO'}`);
    console.log(`  ratios product / baseline per photo: ${ratios.map((r) => r.toFixed(2)).join(', ')}\n`);
    await db.query(`DELETE FROM stored_files WHERE tele_id = $1`, [tele.id]);
    await db.query(`DELETE FROM tele_requests WHERE id = $1`, [tele.id]);
    return [
      ratioRow({
        figure: `images: 12 MP phone JPEG → copy + thumbnail, per photo (${ROUNDS} rounds of ${SEQUENTIAL})`,
        baseline: `bare sharp ${fmt(b, 'ms', 0)} (${fmt(bareRate, 'photos/s', 2)})`,
        product: `${fmt(p, 'ms', 0)} (${fmt(productRate, 'photos/s', 2)})`,
        ratios,
        atMost: RATIO_GOAL,
      }),
      row({
        figure: 'images: upload answered before the resize',
        baseline: `processing ${fmt(p, 'ms', 0)}`,
        product: `answer ${fmt(median(answerMs), 'ms', 0)}`,
        ratio: null,
        goal: 'every answer before its photo is ready',
        met: answeredFirst,
      }),
    ];
  } finally {
    bare.stop();
    await imagesQueue.close();
    await db.end();
  }
}
