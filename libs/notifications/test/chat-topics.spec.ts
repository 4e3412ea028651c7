// Issue 31 item 2, what the domains answer when a patient asks the LINE chat ('นัด', 'คิว',
// 'ชำระเงิน'): core's ChatRegistry merges the @ChatTopic contributors of bookings and
// telemedicine, earliest first — the coming clinic bookings with their Buddhist-era date and
// time, queue number and (while waiting) the confirm/cancel postbacks, the coming video visit
// with its join button on the day, today's places in both queues, and what is owed with the pay
// button. Each domain reads only its own tables. Real PostgreSQL; no worker needed.
import { DataSource } from 'typeorm';
import { ChatRegistry } from '../../core/src/index.js';
import { inBangkok } from '../../rules/src/index.js';
import { startTestApp, type TestApp } from '../../../test/api-app.js';

describe('chat-topics', () => {
  type Session = { token: string; userID: string };

  let app: TestApp;
  let db: DataSource;
  let chat: ChatRegistry;
  let somchai: Session;
  let malee: Session;

  const YEAR = inBangkok().year() + 2;
  const DAY = `${YEAR}-05-06`; // the day the patient asks, at 09:00 Bangkok
  const NEXT = `${YEAR}-05-07`;
  const NOW = new Date(`${DAY}T09:00:00+07:00`);
  const actor = (who: Session) => ({ userID: who.userID, fullName: 'ผู้ป่วย' });

  async function booking(who: Session, n: number, date: string, slotType: 1 | 2, time: string, status = 0): Promise<string> {
    const [row]: Array<{ id: string }> = await db.query(
      `INSERT INTO bookings (booking_number, user_id, service_type, slot_type, appoint_date, appoint_time, description, booking_status)
     VALUES ($1, $2, $3, $3, $4, $5, 'ผื่นคัน', $6) RETURNING id`,
      [n, who.userID, slotType, date, time, status],
    );
    return row.id;
  }
  async function teleCase(who: Session, serviceType: number, date: string, time: string, flowStatus = 0, costTotal: number | null = null): Promise<string> {
    const [row]: Array<{ id: string }> = await db.query(
      `INSERT INTO tele_requests (user_id, service_type, appoint_date, appoint_time, phone, description, flow_status, cost_total)
     VALUES ($1, $2, $3, $4, '0812345678', 'ผื่นคัน', $5, $6) RETURNING id`,
      [who.userID, serviceType, date, time, flowStatus, costTotal],
    );
    return row.id;
  }

  beforeAll(async () => {
    app = await startTestApp();
    db = app.api.get(DataSource);
    chat = app.api.get(ChatRegistry);
    somchai = await app.login('1103702071811');
    malee = await app.login('3100600445635');
  }, 60_000);
  afterAll(() => app?.close());

  it("'นัด': the coming clinic bookings and video visits, earliest first, a waiting booking with its buttons", async () => {
    const waiting = await booking(somchai, 902, DAY, 1, '08:30');
    const confirmed = await booking(somchai, 31, NEXT, 2, '17:00', 1);
    await booking(somchai, 40, NEXT, 1, '08:30', -1); // cancelled: not coming
    const video = await teleCase(somchai, 1, DAY, '10:00');
    await teleCase(somchai, 1, `${YEAR}-05-05`, '10:00'); // yesterday's: gone

    const items = await chat.topic('appointments', actor(somchai), NOW);
    expect(items.map((i) => i.title)).toEqual([expect.stringMatching(/คิวที่ 902$/), 'พบแพทย์ผ่านวิดีโอคอล', expect.stringMatching(/คิวที่ 31$/)]);
    expect(items[0].lines[0]).toBe(`6 พฤษภาคม ${YEAR + 543} 08:30 น.`);
    expect(items[0].choices?.map((c) => [c.label, c.data])).toEqual([
      ['ยืนยัน', `a=booking.confirm&bookingID=${waiting}`],
      ['ยกเลิก', `a=booking.cancel&bookingID=${waiting}`],
    ]);
    expect(items[1].action?.uri).toContain(`/vdocall/${video}?t=`); // on the day: the join button
    expect(items[2].choices).toBeUndefined(); // confirmed: nothing to answer
    expect(items[2].lines[0]).toBe(`7 พฤษภาคม ${YEAR + 543} 17:00 น.`);
    expect(confirmed).toBeTruthy();
    expect(await chat.topic('appointments', actor(malee), NOW)).toEqual([]);
  });

  it("'คิว': today's place in the clinic's queue and in the video queue", async () => {
    await booking(malee, 901, DAY, 1, '08:30'); // before somchai's 902 in regular hours' queue
    await teleCase(malee, 5, DAY, '09:30'); // before somchai's 10:00 video visit
    const somchaiItems = await chat.topic('queue', actor(somchai), NOW);
    expect(somchaiItems.map((i) => [i.title, i.lines[0]])).toEqual([
      [expect.stringMatching(/คิวที่ 902$/), 'รออีก 1 คิว'],
      [`พบแพทย์ผ่านวิดีโอคอล วันนี้ 10:00 น.`, 'รออีก 1 คิว'],
    ]);
    expect(somchaiItems[0].lines[1]).toMatch(/^ประมาณ \d+ นาที$/);
    const maleeItems = await chat.topic('queue', actor(malee), NOW);
    expect(maleeItems.map((i) => i.lines)).toEqual([['ถึงคิวของท่านแล้ว'], ['ถึงคิวของท่านแล้ว']]);
  });

  it("'ชำระเงิน': the cases waiting for payment, with the amount and the pay button", async () => {
    const owing = await teleCase(malee, 2, `${YEAR}-05-01`, '08:00', -3, 360);
    await teleCase(malee, 2, `${YEAR}-05-02`, '08:00', 3, null); // seen, costs not known yet: nothing to pay
    await teleCase(malee, 2, `${YEAR}-05-03`, '08:00', 5, 120); // paid
    const items = await chat.topic('owed', actor(malee), NOW);
    expect(items).toHaveLength(1);
    expect(items[0].title).toBe('ยอดที่ต้องชำระ ฿360.00');
    expect(items[0].action).toEqual({ label: 'ชำระเงิน ฿360.00', uri: `${app.config.publicBaseUrl}/payment/${owing}` });
    expect(await chat.topic('owed', actor(somchai), NOW)).toEqual([]);
  });
});
