// "slot contention" (care-services §5 slot taken, DESIGN.md one slot booked once): 200
// patients' requests for ONE telemedicine slot sent at the same moment. Measured: the time
// until every request has its answer, the answers (no 5xx; every 200 names the same case:
// issue 28 item 1 answers the same patient's repeated submit with the case it made, the rest
// 409) and the rows
// stored for the slot (must be 1). Bare baseline in the same run: 200 concurrent
// GET /api/health on the same api (routing, JSON, no database write). Goal (issue 34 item 2):
// ≤ 1.3× the baseline, on the median of the rounds' ratios (their spread shown); a wrong answer
// in any round makes the row not met.
import pg from 'pg';
import { DEMO_PASSWORD } from '@hospital/identity';
import { fmt, ratioRow, roundsOf } from './summary.mjs';

const REQUESTS = Number(process.env.BENCH_SLOT_REQUESTS ?? 200);
const ROUNDS = roundsOf('BENCH_SLOT_ROUNDS');
const SLOT_GOAL = 1.3;

/**
 * The n-th Monday from a week ahead: open for doctor visits and inside the booking horizon
 * (libs/calendar, 60 days by default: n ≤ 6); a holiday, which offers no slots, is skipped by the caller.
 */
function monday(n) {
  const start = Date.now() + 7 * 86_400_000;
  let count = 0;
  for (let d = 0; d < 56; d++) {
    const date = new Date(start + d * 86_400_000);
    if (date.getUTCDay() === 1 && count++ === n) return date.toISOString().slice(0, 10);
  }
  throw new Error('no Monday with free slots within the booking horizon');
}

async function timed(requests) {
  const start = performance.now();
  const answers = await Promise.all(requests.map((send) => send().catch((error) => ({ status: 0, error }))));
  return { ms: performance.now() - start, statuses: answers.map((a) => a.status), cases: new Set(answers.map((a) => a.teleID).filter(Boolean)) };
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
    // Each round a Monday of its own; one with no slots (a public holiday or its substitute day) is skipped.
    let nth = 0;
    for (let round = 0; round <= ROUNDS; round++) {
      let date;
      let slots;
      do {
        date = monday(nth++);
        slots = await fetch(`${baseUrl}/api/v1/tele/timeslot?AppointDatetime=${date}&SlotType=4`).then((r) => r.json());
      } while (!slots.data?.length);
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
          }).then(async (r) => ({ status: r.status, teleID: r.status === 200 ? ((await r.json()).data?.teleID ?? null) : (await r.arrayBuffer(), null) })),
        ),
      );
      const { rows } = await db.query(`SELECT count(*)::int AS n FROM tele_requests WHERE slot_type = 4 AND appoint_date = $1 AND appoint_time = $2`, [date, time]);
      const ok200 = booking.statuses.filter((s) => s === 200).length;
      const good = rows[0].n === 1 && ok200 >= 1 && booking.cases.size === 1 && ok200 + booking.statuses.filter((s) => s === 409).length === REQUESTS;
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
  console.log(`  one row per slot, every 200 naming that one case, the rest 409, in every round: ${ok ? 'yes' : 'NO'}\n`);
  const ratios = product.map((ms, i) => ms / bare[i]);
  console.log(`  ratios ${ratios.map((r) => r.toFixed(2)).join(', ')}`);
  return [
    ratioRow({
      figure: `${REQUESTS} concurrent bookings of one slot, time to all answers (median of ${ROUNDS})`,
      baseline: `GET /api/health ${fmt(b, 'ms', 0)}`,
      product: fmt(p, 'ms', 0) + (ok ? '' : ' (WRONG answers)'),
      ratios,
      atMost: SLOT_GOAL,
      also: 'and 1 row, every 200 that case, the rest 409',
      ok,
    }),
  ];
}
