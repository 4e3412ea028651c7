// The baseline: a bare Node http server and a pg pool answering the same query as
// GET /api/v1/audit/signins, with no framework, no auth, no mapping beyond the same JSON.
import './ends-with-bench.mjs';
import http from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
pool.on('error', () => undefined); // an idle client's connection dropped: the pool replaces it
const server = http.createServer(async (req, res) => {
  const { rows } = await pool.query(
    `SELECT id, user_id, login, success, at FROM audit_log
      WHERE action = 'signIn' AND ($1::uuid IS NULL OR user_id = $1::uuid)
      ORDER BY at DESC, id DESC LIMIT 50`,
    [null],
  );
  const data = rows.map((r) => ({ id: String(r.id), userID: r.user_id, login: r.login, success: r.success, at: new Date(r.at).toISOString() }));
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ data }));
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => process.exit(0));
