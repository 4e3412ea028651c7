// The baseline of "opening day" (issue 34 item 3): a bare Fastify server and a pg pool of the
// product's size taking a seat in ONE statement — the decrement guarded by booked < capacity,
// the queue number from the UPDATE's RETURNING, the seat row written in the same statement —
// and answering 200 with the queue number or 409 'full'. No framework, checks, audit or consent.
// The bench makes its two tables (opening-day.mjs); POST /confirm { cid, eventKey }.
import './ends-with-bench.mjs';
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_MAX ?? 20) });
pool.on('error', () => undefined); // an idle client's connection dropped: the pool replaces it
const TAKE_SEAT = `
  WITH seat AS (UPDATE bench_bare_events SET booked = booked + 1 WHERE event_key = $1 AND booked < capacity RETURNING booked)
  INSERT INTO bench_bare_seats (event_key, queue_number, cid) SELECT $1, booked, $2 FROM seat RETURNING queue_number`;
const FULL = process.env.FULL_MESSAGE ?? 'full';

const app = Fastify({ logger: false });
app.post('/confirm', async (request, reply) => {
  const { cid, eventKey } = request.body;
  const { rows } = await pool.query(TAKE_SEAT, [eventKey, cid]);
  if (rows.length === 0) return reply.code(409).send({ status: 409, msg: FULL, desc: '' });
  return { status: 200, msg: 'ok', desc: `คิวที่ ${rows[0].queue_number}` };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
process.on('SIGTERM', () => process.exit(0));
