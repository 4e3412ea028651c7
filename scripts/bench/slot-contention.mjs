// "slot contention" (care-services §5 slot taken, DESIGN.md one slot booked once): 200
// patients' requests for ONE telemedicine slot sent at the same moment. Measured: the time
// until every request has its answer, the answers (1 × 200, 199 × 409, no 5xx) and the rows
// stored for the slot (must be 1). Bare baseline in the same run: 200 concurrent
// GET /api/health on the same api (routing, JSON, no database write). Goal (issue 17 item 3):
// ≤ 1.5× the baseline; a wrong answer in any round makes the row not met.
import pg from 'pg';
import { DEMO_PASSWORD } from '@hospital/identity';
import { fmt, row } from './summary.mjs';

const REQUESTS = Number(process.env.BENCH_SLOT_REQUESTS ?? 200);
const ROUNDS = Number(process.env.BENCH_SLOT_ROUNDS ?? 3);
const SLOT_GOAL = 1.5;

/** The n-th Monday of May three years ahead (n ≤ 3: May has at least four): open for doctor visits, no seeded holiday, no cut-off. */
function monday(n) {
  const year = new Date().getUTCFullYear() + 3;
  let count = 0;
  for (let d = 1; d <= 31; d++) {
    const date = new Date(Date.UTC(year, 4, d));
    if (date.getUTCDay() === 1 && count++ === n) return date.toISOString().slice(0, 10);
  }
  throw new Error('no Monday');
}

async function timed(requests) {
  const start = performance.now();
  const answers = await Promise.all(requests.map((send) => send().catch((error) => ({ status: 0, error }))));
  return { ms: performance.now() - start, statuses: answers.map((a) => a.status) };
}

const tally = (statuses) => Object.entries(statuses.reduce((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {})).map(([s, n]) => `${n}×${s}`).join(' ');
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function slotContention({ baseUrl, databaseUrl }) {
  const login = await fetch(`${baseUrl}/api/v1/identity/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: '1103702071811', password: DEMO_PASSWORD }),
  }).then((r) => r.json());
  const db = new pg.Client({ connectionString: databaseUrl });
  db.on('error', (error) => console.warn(`bench: database connection broke: ${error.message}`));
  await db.connect();
  console.log(`slot contention: ${REQUESTS} concurrent POST /api/v1/tele for one slot, ${ROUNDS} rounds (a new slot each)`);
  const bare = [];
  const product = [];
  let ok = true;
  try {
    // Round 0 warms both sides up on a slot of its own and is not counted (as the read and the
    // fan-out do): the figure is a booking race on a running api, not its first compilation.
    for (let round = 0; round <= ROUNDS; round++) {
      const date = monday(round === 0 ? ROUNDS : round - 1);
      const slots = await fetch(`${baseUrl}/api/v1/tele/timeslot?AppointDatetime=${date}&SlotType=4`).then((r) => r.json());
      const time = slots.data[0].slotTime;
      const body = JSON.stringify({
        serviceType: 1,
        appointDatetime: `${date}T${time}`,
        appointDate: date,
        appointTime: time,
        lineID: '',
        phone: '0812345678',
        shippingAddress: '12 หมู่ 3 ต.ทับเที่ยง อ.เมืองตรัง จ.ตรัง 92000',
        description: 'bench',
        imageCount: 4,
      });

      const health = await timed(Array.from({ length: REQUESTS }, () => () => fetch(`${baseUrl}/api/health`).then(async (r) => (await r.arrayBuffer(), r))));
      const booking = await timed(
        Array.from({ length: REQUESTS }, () => () =>
          fetch(`${baseUrl}/api/v1/tele`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${login.token}` },
            body,
          }).then(async (r) => (await r.arrayBuffer(), r)),
        ),
      );
      const { rows } = await db.query(`SELECT count(*)::int AS n FROM tele_requests WHERE slot_type = 4 AND appoint_date = $1 AND appoint_time = $2`, [date, time]);
      const good = rows[0].n === 1 && booking.statuses.filter((s) => s === 200).length === 1 && booking.statuses.filter((s) => s === 409).length === REQUESTS - 1;
      ok &&= good;
      if (round > 0) {
        bare.push(health.ms);
        product.push(booking.ms);
      }
      console.log(
        `  ${round === 0 ? 'warm-up:' : `round ${round}:`} bare GET /api/health ${health.ms.toFixed(0).padStart(5)} ms (${tally(health.statuses)})   ` +
          `booking ${booking.ms.toFixed(0).padStart(5)} ms (${tally(booking.statuses)}) rows=${rows[0].n}${good ? '' : '  ← WRONG'}`,
      );
    }
  } finally {
    await db.end();
  }
  const b = median(bare);
  const p = median(product);
  console.log(`  median time to all answers: bare ${b.toFixed(0)} ms, booking ${p.toFixed(0)} ms, ratio ${(p / b).toFixed(2)}×`);
  console.log(`  one row per slot and 199 × 409 in every round: ${ok ? 'yes' : 'NO'}\n`);
  return [
    row({
      figure: `${REQUESTS} concurrent bookings of one slot, time to all answers (median of ${ROUNDS})`,
      baseline: `GET /api/health ${fmt(b, 'ms', 0)}`,
      product: fmt(p, 'ms', 0) + (ok ? '' : ' (WRONG answers)'),
      ratio: p / b,
      goal: `≤ ${SLOT_GOAL}× and 1 row, ${REQUESTS - 1} × 409`,
      met: ok && p / b <= SLOT_GOAL,
    }),
  ];
}
