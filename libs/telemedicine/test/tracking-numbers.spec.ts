// Issue 28 item 5: tracking numbers are Thailand Post's S10 numbers, the check digit verified by
// the transfer's rule (PUT /api/v1/tele/transfer/{teleID} to 6); a corrected number (6 → 6)
// does not send a second 'shipped' LINE message — the patient is told the corrected number,
// and saving the same numbers again tells them nothing.
import { DataSource } from 'typeorm';
import { pushText } from '../../integrations/src/stand-ins/index.js';
import { TELE_MESSAGES, inBangkok, s10TrackingNumber } from '../../rules/src/index.js';
import { eventually, startTestApp, type TestApp } from '../../../test/api-app.js';
import { newLineUserId } from '../../../test/fixtures/people.js';

describe('tracking-numbers', () => {
  let app: TestApp;
  let db: DataSource;
  let shipping: { token: string };
  const line = newLineUserId();
  let patientID: string;

  beforeAll(async () => {
    app = await startTestApp({ worker: true });
    db = app.api.get(DataSource);
    shipping = await app.login('shipping@demo.skin.go.th');
    patientID = (await app.login('3100600445635')).userID;
    await db.query(`UPDATE users SET line_user_id = $1 WHERE id = $2`, [line, patientID]);
  });
  afterAll(() => app?.close());

  const texts = () => app.standIns.line.pushes.filter((p) => p.to === line).map(pushText);
  const move = (teleID: string, jsonTrackingNo: unknown) =>
    app.request('PUT', `/api/v1/tele/transfer/${teleID}`, { token: shipping.token, body: { flowStatus: 6, jsonTrackingNo } });

  let cases = 0;
  async function paidCase(): Promise<string> {
    cases += 1;
    const [row] = await db.query(
      `INSERT INTO tele_requests (user_id, service_type, slot_type, appoint_date, appoint_time, description, flow_status, created_by)
     VALUES ($1, 1, 4, $2, $3, 'ผื่นคัน', 5, $1) RETURNING id`,
      [patientID, `${inBangkok().year() + 2}-08-0${cases}`, `13:${String(cases * 5).padStart(2, '0')}`],
    );
    return row.id;
  }

  it('refuses a 13-character number whose check digit is wrong (every wrong digit), and a lower-case one is read upper-cased', async () => {
    const teleID = await paidCase();
    for (let d = 0; d <= 9; d++) {
      if (d === 5) continue;
      expect(await move(teleID, [`EF12345678${d}TH`])).toMatchObject({ status: 400, body: { result: 500, message: TELE_MESSAGES.trackingIncorrect } });
    }
    expect(await move(teleID, ['EF123456785TH', 'RB987654321TH'])).toMatchObject({ status: 400, body: { message: TELE_MESSAGES.trackingIncorrect } });
    expect((await db.query(`SELECT flow_status FROM tele_requests WHERE id = $1`, [teleID]))[0].flow_status).toBe(5);
    expect((await move(teleID, [{ barcode: ' ef123456785th ' }])).status).toBe(200);
    expect((await db.query(`SELECT tracking_numbers FROM tele_requests WHERE id = $1`, [teleID]))[0].tracking_numbers).toEqual(['EF123456785TH']);
  });

  it("'shipped' once: a correction tells the corrected number (not 'shipped' again); the same numbers again tell nothing", async () => {
    const teleID = await paidCase();
    const first = s10TrackingNumber('EF', 58261112);
    const corrected = s10TrackingNumber('EF', 58261113);
    const about = (n: string) => texts().filter((t) => t.includes(n));

    expect((await move(teleID, [first])).status).toBe(200);
    const [shipped] = await eventually(async () => about(first).length > 0 && about(first));
    expect(shipped).toContain('จัดส่งยาแล้ว');

    expect((await move(teleID, [corrected])).status).toBe(200);
    const [correction] = await eventually(async () => about(corrected).length > 0 && about(corrected));
    expect(correction).not.toContain('จัดส่งยาแล้ว');
    expect(correction).toContain('แก้ไขเลขพัสดุ');
    expect(correction).not.toContain(first);

    // the same number saved again: recorded (history), no message
    expect((await move(teleID, [{ barcode: corrected }])).status).toBe(200);
    await new Promise((r) => setTimeout(r, 2000));
    expect(about(corrected)).toHaveLength(1);
    expect(about(first)).toHaveLength(1);
    const rows = await db.query(`SELECT from_status, to_status FROM tele_transitions WHERE tele_id = $1 ORDER BY id`, [teleID]);
    expect(rows).toEqual([
      { from_status: 5, to_status: 6 },
      { from_status: 6, to_status: 6 },
      { from_status: 6, to_status: 6 },
    ]);
  });
});
