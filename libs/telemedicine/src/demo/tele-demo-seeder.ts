import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Role } from '@hospital/contracts';
import { APP_CONFIG, type AppConfig } from '@hospital/core';
import { PeopleDirectory } from '@hospital/identity';
import { enterLocalHisTeleOrders } from '@hospital/integrations';
import { CONSULT_SERVICE_TYPE, TELE_SLOT_TYPE, inBangkok, type TeleServiceType } from '@hospital/rules';
import { costTotalOf } from '../cases/tele-case-reads.js';
import { StoredFiles } from '@hospital/files';
import { ReceiptIssuer } from '../receipt/receipt-issuer.js';
import { DEMO_CASES, type DemoCase } from './demo-cases.js';

/** libs/telemedicine/demo-photos, from src/demo (tests) and dist/demo (the built product) alike. */
const PHOTOS = fileURLToPath(new URL('../../demo-photos/', import.meta.url));

/**
 * Demo mode: the cases of demo-cases.ts, once (into an empty telemedicine table). Photos go
 * through the real upload path (StoredFiles → 'images.process' → the worker's thumbnails), the
 * costs and drugs into the HIS stand-in, as its doctor would type them.
 */
@Injectable()
export class TeleDemoSeeder {
  private readonly logger = new Logger('DemoData');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(StoredFiles) private readonly files: StoredFiles,
    @Inject(PeopleDirectory) private readonly people: PeopleDirectory,
    @Inject(ReceiptIssuer) private readonly receipts: ReceiptIssuer,
  ) {}

  async seed(): Promise<void> {
    if (!this.config.demoMode || !this.config.demoCases) return;
    const [{ n }]: Array<{ n: number }> = await this.dataSource.query(`SELECT count(*)::int AS n FROM tele_requests`);
    if (n > 0) return;
    const staff = await this.people.ofRoles([Role.NetworkDoctor, 'N_NURSE']);
    const doctor = staff.find((s) => s.role === Role.NetworkDoctor)?.userID ?? null;
    const asker = staff.find((s) => s.role === 'N_NURSE')?.userID ?? null;
    const photos = await Promise.all([1, 2, 3, 4].map((i) => readFile(`${PHOTOS}rash-${i}.jpg`)));
    const slip = await readFile(`${PHOTOS}payment-slip.png`);
    let made = 0;
    for (const demo of DEMO_CASES) {
      const person = await this.people.byIdCard(demo.patient);
      if (!person) continue;
      const user = { id: person.userID, phone: person.phone };
      const teleID = await this.insertCase(demo, user, demo.serviceType === CONSULT_SERVICE_TYPE ? { doctor, asker } : null);
      if (demo.orders) await enterLocalHisTeleOrders(this.dataSource, teleID, demo.orders);
      // Issue 13 item 2: a case seeded at −3 or beyond had its costs notified, so its costs are
      // ready with their total, as the transfer to −3 would have stored them. Cases at 1–3 with
      // orders are left to the 'tele.pollHisCosts' job, which announces them as for a new case.
      if (demo.orders && ![0, 1, 2, 3].includes(demo.flowStatus)) {
        await this.dataSource.query(`UPDATE tele_requests SET cost_total = $2, costs_ready_at = now() WHERE id = $1`, [teleID, costTotalOf(demo.orders.costs)]);
      }
      for (let i = 0; i < demo.photos; i++) {
        await this.files.add(
          { teleID, bookingID: null, ownerID: user.id, uploadedBy: user.id },
          { fileName: `อาการ-${i + 1}.jpg`, declaredType: 'image/jpeg', contentType: 'image/jpeg', bytes: photos[i % photos.length], category: 0 },
        );
      }
      if (demo.slip) {
        await this.files.add(
          { teleID, bookingID: null, ownerID: user.id, uploadedBy: user.id },
          { fileName: 'สลิปโอนเงิน.png', declaredType: 'image/png', contentType: 'image/png', bytes: slip, category: 2 },
        );
      }
      // Issue 32 item 7: a case seeded as paid (5 and beyond) has its receipt, verified an hour after
      // the appointment (never later than now), paid half an hour before that.
      if (demo.orders && demo.flowStatus >= 5) {
        const appointment = inBangkok(`${inBangkok().add(demo.dayOffset, 'day').format('YYYY-MM-DD')}T${demo.time}:00+07:00`);
        const verifiedAt = new Date(Math.min(appointment.add(1, 'hour').valueOf(), Date.now()));
        await this.receipts.seedDemo(teleID, new Date(verifiedAt.getTime() - 30 * 60_000), verifiedAt);
      }
      made++;
    }
    this.logger.log(`Demo telemedicine cases ready (${made} cases at every flowStatus)`);
  }

  private async insertCase(
    demo: DemoCase,
    user: { id: string; phone: string | null },
    consult: { doctor: string | null; asker: string | null } | null,
  ): Promise<string> {
    const date = inBangkok().add(demo.dayOffset, 'day').format('YYYY-MM-DD');
    const slotType = consult ? null : TELE_SLOT_TYPE[demo.serviceType as TeleServiceType];
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `INSERT INTO tele_requests (user_id, service_type, slot_type, appoint_date, appoint_time, phone, shipping_address, description,
                                  flow_status, payment_msg, tracking_numbers, parent_id, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       RETURNING id`,
      [
        user.id,
        demo.serviceType,
        slotType,
        date,
        demo.time,
        user.phone ?? '',
        consult ? '' : '99/1 หมู่ 2 ตำบลทับเที่ยง อำเภอเมืองตรัง จังหวัดตรัง 92000',
        demo.description,
        demo.flowStatus,
        demo.paymentMsg ?? null,
        JSON.stringify(demo.tracking ?? []),
        consult?.doctor ?? null,
        consult?.asker ?? user.id,
      ],
    );
    return rows[0].id;
  }
}
