/**
 * Issue 16, "Kept fixed by the machine": which page of the route table is opened, with which
 * parameters, as whom. Every path of apps/web/src/routes.tsx (both specs' route tables) has at
 * least one visit; the test fails when a route is added without one.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { bangkokDateKey } from '@hospital/rules';

/** Who opens the page: signed out, the demo patient Somchai, or a demo staff role. */
export type Visitor = 'signed-out' | 'patient' | 'Admin' | 'Medrec' | 'Nurse' | 'Finance' | 'N_NURSE' | 'N_HOSPITAL' | 'N_DOCTOR';

export interface Visit {
  /** The path of the route table this visit covers. */
  route: string;
  url: string;
  as: Visitor;
}

const here = import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname);

/** Every `path:` of the web app's route table, read from its source (the page components are not loadable here). */
export function routeTablePaths(): string[] {
  const source = readFileSync(path.join(here, '../src/routes.tsx'), 'utf8');
  return Array.from(source.matchAll(/\{ path: '([^']+)'/g), (m) => m[1]);
}

/** The demo data the parameters point at (DEMO_CASES on: one case per flowStatus). */
export interface WalkData {
  somchaiID: string;
  caseInCall: string;
  caseToPay: string;
  /** Issue 32 item 7: a demo case seeded as paid, with its receipt, and the receipt's verification code. */
  caseWithReceipt: string;
  receiptCode: string;
  consultCase: string;
  photoID: string;
  studentCid: string;
  queuedCid: string;
  today: string;
  visitDay: string;
}

export async function walkData(db: pg.Client): Promise<WalkData> {
  const one = async (sql: string, params: unknown[] = []): Promise<string> => {
    const { rows } = await db.query(sql, params);
    if (rows.length === 0) throw new Error(`No demo row for: ${sql}`);
    return String(Object.values(rows[0])[0]);
  };
  const somchaiID = await one(`SELECT id FROM users WHERE id_card = '1103702071811'`);
  const caseOf = (status: number, type: string) =>
    one(`SELECT id FROM tele_requests WHERE user_id = $1 AND flow_status = $2 AND service_type IN (${type}) ORDER BY appoint_time LIMIT 1`, [somchaiID, status]);
  return {
    somchaiID,
    caseInCall: await caseOf(2, '1'),
    caseToPay: await caseOf(3, '1,2,5'),
    caseWithReceipt: await one(`SELECT tele_id FROM tele_receipts WHERE user_id = $1 ORDER BY issued_at DESC LIMIT 1`, [somchaiID]),
    receiptCode: await one(`SELECT verify_code FROM tele_receipts WHERE user_id = $1 ORDER BY issued_at DESC LIMIT 1`, [somchaiID]),
    consultCase: await one(`SELECT id FROM tele_requests WHERE service_type = 3 LIMIT 1`),
    photoID: await one(`SELECT f.id FROM stored_files f JOIN tele_requests t ON t.id = f.tele_id WHERE t.user_id = $1 AND f.category = 0 ORDER BY f.id LIMIT 1`, [somchaiID]),
    studentCid: await one(`SELECT cid FROM vaccine_students WHERE vaccine_type IS NOT NULL ORDER BY cid LIMIT 1`),
    queuedCid: await one(`SELECT cid FROM vaccine_students ORDER BY (slot_id IS NULL), cid LIMIT 1`),
    today: bangkokDateKey(),
    visitDay: await one(
      `SELECT to_char((record_dt AT TIME ZONE 'Asia/Bangkok')::date, 'YYYY-MM-DD') FROM his.clinic_visits WHERE service_unit_key = '01' ORDER BY record_dt DESC LIMIT 1`,
    ),
  };
}

/** The walk, in route-table order: public pages signed out, patient pages as Somchai, staff pages as the role that uses them. */
export function visits(d: WalkData, liffId: string): Visit[] {
  const v = (route: string, url: string, as: Visitor): Visit => ({ route, url, as });
  return [
    v('/login', '/login', 'signed-out'),
    v('/logout', '/logout', 'signed-out'),
    v('/index', '/index', 'signed-out'),
    v('/index2', '/index2', 'signed-out'),
    v('/lineliff', '/lineliff', 'signed-out'),
    v('/lineliff/:redirect', '/lineliff/booking', 'signed-out'),
    v('/lineliff2', '/lineliff2', 'signed-out'),
    v('/hn', '/hn', 'signed-out'),
    v('/register', '/register', 'signed-out'),
    v('/lineregister', '/lineregister', 'signed-out'),
    v('/lineregister/:liffId', `/lineregister/${liffId}`, 'signed-out'),
    v('/linethaid', '/linethaid', 'signed-out'),
    v('/lineregister2', '/lineregister2', 'signed-out'),
    v('/lineregister2/:liffId', `/lineregister2/${liffId}`, 'signed-out'),
    v('/home', '/home', 'patient'),
    v('/profile', '/profile', 'patient'),
    v('/profile/:liffId', `/profile/${liffId}`, 'patient'),
    v('/profile2', '/profile2', 'patient'),
    v('/profile2/:liffId', `/profile2/${liffId}`, 'patient'),
    v('/user/:Id', `/user/${d.somchaiID}`, 'Medrec'),
    v('/usernetwork/:Id', `/usernetwork/${d.somchaiID}`, 'N_NURSE'),
    v('/user2/:Id', `/user2/${d.somchaiID}`, 'Medrec'),
    v('/tele', '/tele', 'patient'),
    v('/tele2', '/tele2', 'patient'),
    v('/booking', '/booking', 'patient'),
    v('/consult/:userID', `/consult/${d.somchaiID}`, 'N_NURSE'),
    v('/teleInfo/:teleID', `/teleInfo/${d.caseToPay}`, 'Nurse'),
    v('/consultInfo/:teleID', `/consultInfo/${d.consultCase}`, 'Nurse'),
    v('/his-stand-in/:teleID', `/his-stand-in/${d.caseInCall}`, 'Finance'),
    v('/payment/:teleID', `/payment/${d.caseToPay}`, 'patient'),
    v('/receipt/:teleID', `/receipt/${d.caseWithReceipt}`, 'patient'), // issue 32 item 7
    v('/receipt/verify/:code', `/receipt/verify/${d.receiptCode}`, 'signed-out'),
    v('/camera/:teleID', `/camera/${d.caseInCall}`, 'patient'),
    v('/vdocall', '/vdocall', 'patient'),
    v('/vdocall/:teleID', `/vdocall/${d.caseInCall}`, 'patient'),
    v('/vdoadmin/:teleID', `/vdoadmin/${d.caseInCall}`, 'Nurse'),
    v('/call/:teleID', `/call/${d.caseInCall}`, 'Nurse'),
    v('/answer/:teleID', `/answer/${d.caseInCall}`, 'patient'),
    v('/sign', '/sign', 'signed-out'),
    v('/images/:fileID', `/images/${d.photoID}`, 'patient'),
    v('/softconimg/:DocDT', `/softconimg/${d.today}`, 'Nurse'),
    v('/patientimage', '/patientimage', 'Nurse'),
    v('/PHR', '/PHR', 'patient'),
    v('/privacy', '/privacy', 'patient'),
    v('/people', '/people', 'patient'), // issue 33 item 1
    v('/people/agree/:linkID', '/people/agree/00000000-0000-4000-8000-000000000000', 'patient'), // issue 33: a link not found
    v('/consent-renew', '/consent-renew', 'patient'),
    v('/deactivate', '/deactivate', 'patient'),
    v('/ccnote/:serviceUnitKey/:startDate/:endDate', `/ccnote/01/${d.visitDay}/${d.visitDay}`, 'Nurse'),
    v('/ccnote/:serviceUnitKey/:startDate/:endDate/:json', `/ccnote/01/${d.visitDay}/${d.visitDay}/json`, 'Nurse'),
    v('/icd10/:serviceUnitKey/:startDate/:endDate', `/icd10/01/${d.visitDay}/${d.visitDay}`, 'Nurse'),
    v('/vaccine', '/vaccine', 'signed-out'),
    v('/vaccine/:cid', '/vaccine/1103702071811', 'signed-out'),
    v('/vaccinebooking', '/vaccinebooking', 'signed-out'),
    v('/vaccinebooking/:cid', `/vaccinebooking/${d.studentCid}`, 'signed-out'),
    v('/vaccinebooking2', '/vaccinebooking2', 'signed-out'),
    v('/vaccinebooking2/:role', '/vaccinebooking2/pz4', 'signed-out'),
    v('/vaccinequeue', '/vaccinequeue', 'signed-out'),
    v('/vaccinequeue/:cid', `/vaccinequeue/${d.queuedCid}`, 'signed-out'),
    v('/vaccineadmin', '/vaccineadmin', 'Admin'),
    v('/vaccineadmin/:cid', `/vaccineadmin/${d.studentCid}`, 'Admin'),
    v('/nursecall', '/nursecall', 'signed-out'),
    v('/admin', '/admin', 'Nurse'),
    v('/admin/:ServiceType', '/admin/booking', 'Admin'),
    v('/admin/:ServiceType', '/admin/calendar', 'Admin'),
    v('/admin/:ServiceType', '/admin/2', 'Finance'),
    v('/admin/sla', '/admin/sla', 'Admin'),
    v('/admin/sla/breaches', '/admin/sla/breaches', 'Admin'),
    v('/admin/reports', '/admin/reports', 'Admin'),
    v('/admin/consents', '/admin/consents', 'Admin'),
    v('/admin/audit', '/admin/audit', 'Admin'),
    v('/admin/line', '/admin/line', 'Admin'), // issue 31: reminder lead times, the month's LINE usage
    v('/visit', '/visit', 'Nurse'),
    v('/visit/:ServiceType', '/visit/1', 'Nurse'),
    v('/patient', '/patient', 'Medrec'),
    v('/hospital', '/hospital', 'N_HOSPITAL'),
    v('/hospital/doctor', '/hospital/doctor', 'N_DOCTOR'),
    v('/hospital/patient', '/hospital/patient', 'N_HOSPITAL'),
    v('/hospital/report', '/hospital/report', 'N_HOSPITAL'),
    v('/hospital/register', '/hospital/register', 'Medrec'),
    v('/hospital/register1', '/hospital/register1', 'Medrec'),
  ];
}

/** A file-safe name of a visited URL: '/admin/sla/breaches' → 'admin-sla-breaches'; long ids are shortened. */
export function shotName(url: string): string {
  return (
    url
      .replace(/[0-9a-f]{8}-[0-9a-f-]{27}/gi, (id) => id.slice(0, 8))
      .replace(/^\//, '')
      .replace(/[^\w-]+/g, '-')
      .replace(/-+$/, '') || 'root'
  );
}
