// "patient search" (care-services §2 patient search, §5 from the 3rd character, §9 page size
// 50): 100,000 patients with Thai names, then GET /api/v1/user?Keyword=…&PageNumber=1&PageSize=50
// as Admin, one request at a time, for each kind of keyword: part of a common Thai first name
// (thousands of matches, one page answered), first name + part of the surname, HN, phone,
// national-ID prefix. Measured: p50/p95 of the whole HTTP round trip, and of the same SQL on
// the database alone. Bare baseline in the same run: GET /api/health on the same api
// (routing, JSON, no database) and a primary-key read of one user over the same pg client.
// Issue 17 items 2–3: p99 next to p95; the summary row names the slowest kind, with the same SQL
// on the database alone as its baseline. Issue 34: ROUNDS rounds (every kind, HTTP then the SQL
// alone, in each); a round's ratio is its slowest kind's HTTP p99 over that kind's SQL-alone
// p99; the row is the median of the rounds' ratios, with their spread. Goal: ≤ 2×.
import pg from 'pg';
import { DEMO_PASSWORD } from '@hospital/identity';
import { middle, ratioRow, roundsOf, fmt as unit } from './summary.mjs';

const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SEARCH_SAMPLES ?? 150);
const ROUNDS = roundsOf('BENCH_SEARCH_ROUNDS');
const RATIO_GOAL = 2;

const FIRST = ['สมชาย', 'สมศรี', 'มาลี', 'วันดี', 'ประเสริฐ', 'สุดารัตน์', 'กิตติพงษ์', 'นภาพร', 'ธนากร', 'พิมพ์ชนก', 'อรุณี', 'วิชัย', 'ศิริพร', 'บุญมี', 'จันทร์เพ็ญ', 'ณัฐพล', 'ปิยะนุช', 'สุรเชษฐ์', 'กนกวรรณ', 'ชัยวัฒน์'];
const LAST = ['รักสุขภาพ', 'ผิวสวย', 'ใจดี', 'ศรีสุข', 'แก้วมณี', 'ทองคำ', 'บุญประเสริฐ', 'วงศ์สวัสดิ์', 'จันทร์หอม', 'สุขเจริญ', 'พึ่งบุญ', 'มีสุข', 'ดวงแก้ว', 'เพชรรัตน์', 'นาคสวัสดิ์', 'ทรัพย์มาก', 'อินทร์แก้ว', 'รุ่งเรือง', 'ปัญญาดี', 'ศักดิ์สิทธิ์'];

// The product's query (libs/patients PatientSearchService.search), page 1 of 50.
const SQL = `SELECT u.id, trim(coalesce(u.title_name, '') || u.first_name || ' ' || u.last_name) AS full_name,
         u.hn, u.id_card, u.phone, u.is_active, page.total
    FROM (SELECT m.id, m.first_name, m.last_name, count(*) OVER () AS total FROM users m
           WHERE m.role IS NULL AND m.deactivated_at IS NULL AND m.search_text LIKE $1
           ORDER BY m.first_name, m.last_name, m.id LIMIT 50 OFFSET 0) page
    JOIN users u ON u.id = page.id
   ORDER BY page.first_name, page.last_name, page.id`;

const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
};

async function timeEach(n, run) {
  const times = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    await run(i);
    times.push(performance.now() - start);
  }
  return times;
}

const fmt = (times) => `p50 ${pct(times, 50).toFixed(1).padStart(5)} ms  p95 ${pct(times, 95).toFixed(1).padStart(5)} ms  p99 ${pct(times, 99).toFixed(1).padStart(5)} ms`;

export async function patientSearch({ baseUrl, databaseUrl }) {
  const db = new pg.Client({ connectionString: databaseUrl });
  db.on('error', (error) => console.warn(`bench: database connection broke: ${error.message}`));
  await db.connect();
  let ok = true;
  const rounds = [];
  try {
    const started = performance.now();
    // Unique HN ('8' + 6 digits), national ID ('5' + 12 spread digits) and phone ('06' + 8 digits) per patient.
    await db.query(
      `INSERT INTO users (first_name, last_name, title_name, id_card, hn, phone, registered_via, is_active)
       SELECT ($1::text[])[1 + n % 20], ($2::text[])[1 + (n / 20) % 20], CASE WHEN n % 2 = 0 THEN 'นาย' ELSE 'นางสาว' END,
              '5' || lpad(((n::bigint * 982451653) % 1000000000000)::text, 12, '0'), '8' || lpad(n::text, 6, '0'), '06' || lpad(n::text, 8, '0'), 'staff', 1
         FROM generate_series(1, $3::int) AS n`,
      [FIRST, LAST, PATIENTS],
    );
    await db.query('ANALYZE users');
    console.log(`patient search: ${PATIENTS} patients inserted in ${((performance.now() - started) / 1000).toFixed(1)} s; ${ROUNDS} rounds of ${SAMPLES} sequential searches per kind`);

    const login = await fetch(`${baseUrl}/api/v1/identity/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.skin.go.th', password: DEMO_PASSWORD }),
    }).then((r) => r.json());
    const headers = { authorization: `Bearer ${login.token}` };

    const [{ id: someone }] = (await db.query(`SELECT id FROM users WHERE role IS NULL LIMIT 1`)).rows;
    const health = await timeEach(SAMPLES, () => fetch(`${baseUrl}/api/health`).then((r) => r.arrayBuffer()));
    const pk = await timeEach(SAMPLES, () => db.query(`SELECT id, first_name, last_name FROM users WHERE id = $1`, [someone]));
    console.log(`  bare GET /api/health (baseline)        ${fmt(health)}`);
    console.log(`  bare SQL primary-key read (baseline)   ${fmt(pk)}`);

    const n = (i) => 1 + ((i * 7919) % PATIENTS);
    // The national ID of patient n, as the INSERT made it (a bijection, so IDs are unique and spread).
    const idOf = (k) => `5${String((BigInt(k) * 982451653n) % 1000000000000n).padStart(12, '0')}`;
    const kinds = [
      ['Thai first-name part (≈5% match)', (i) => FIRST[i % 20].slice(1, 4)],
      ['Thai first name + surname part', (i) => `${FIRST[i % 20]} ${LAST[(i * 3) % 20].slice(0, 4)}`],
      ['HN', (i) => `8${String(n(i)).padStart(6, '0')}`],
      ['phone', (i) => `06${String(n(i)).padStart(8, '0')}`],
      ['national ID prefix (8 digits)', (i) => idOf(n(i)).slice(0, 8)],
    ];
    for (let round = 1; round <= ROUNDS; round++) {
      console.log(`  round ${round}`);
      let slowest = null;
      for (const [name, keywordOf] of kinds) {
        let empty = 0;
        const http = await timeEach(SAMPLES, async (i) => {
          const res = await fetch(`${baseUrl}/api/v1/user?Keyword=${encodeURIComponent(keywordOf(i))}&PageNumber=1&PageSize=50`, { headers });
          const body = await res.json();
          if (res.status !== 200 || body.data.length === 0) empty++;
        });
        const sql = await timeEach(SAMPLES, (i) => db.query(SQL, [`%${keywordOf(i).toLowerCase()}%`]));
        if (empty > 0) ok = false;
        if (!slowest || pct(http, 99) > pct(slowest.http, 99)) slowest = { name, http, sql };
        console.log(`  ${name.padEnd(38)} HTTP ${fmt(http)}   SQL alone ${fmt(sql)}${empty ? `  ← ${empty} answers empty or not 200` : ''}`);
      }
      rounds.push({ name: slowest.name, http: pct(slowest.http, 99), p95: pct(slowest.http, 95), sql: pct(slowest.sql, 99) });
    }
  } finally {
    await db.end();
  }
  const ratios = rounds.map((r) => r.http / r.sql);
  console.log(`  slowest kind by round: ${rounds.map((r) => `${r.name.replace(/ \(.*\)$/, '')} ${(r.http / r.sql).toFixed(2)}×`).join('; ')}`);
  console.log(`  every search answered rows: ${ok ? 'yes' : 'NO'}\n`);
  const kinds = [...new Set(rounds.map((r) => r.name.replace(/ \(.*\)$/, '')))].join(' / ');
  return [
    ratioRow({
      figure: `patient search at ${PATIENTS.toLocaleString('en-US')} patients, p99 (slowest kind: ${kinds})`,
      baseline: `SQL alone ${unit(middle(rounds.map((r) => r.sql)), 'ms')}`,
      product: `${unit(middle(rounds.map((r) => r.http)), 'ms')} HTTP (p95 ${unit(middle(rounds.map((r) => r.p95)), 'ms')})${ok ? '' : ', EMPTY answers'}`,
      ratios,
      atMost: RATIO_GOAL,
      also: 'and every search answered',
      ok,
    }),
  ];
}
