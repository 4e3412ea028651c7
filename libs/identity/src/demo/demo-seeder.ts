import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '@hospital/core';
import { PasswordHasher } from '../login/password-hasher.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.js';
import { seedDemoConsents } from '../consents/demo-consents.js';

/**
 * Seeds the demo accounts once (by login), when demo mode is on, and gives an existing demo
 * patient her demo HN when she has none yet. Safe to run every start.
 */
@Injectable()
export class DemoSeeder {
  private readonly logger = new Logger('DemoData');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async seed(): Promise<void> {
    if (!this.config.demoMode) return;
    let added = 0;
    for (const account of DEMO_ACCOUNTS) {
      const exists: unknown[] = await this.dataSource.query(
        `SELECT 1 FROM users WHERE lower(email) = lower($1) OR id_card = $2`,
        [account.email, account.idCard],
      );
      if (exists.length > 0) {
        // A demo database from before the patient had a demo HN gets it, unless she has one already.
        if (account.hn && account.idCard) {
          await this.dataSource.query(
            `UPDATE users SET hn = $2 WHERE id_card = $1 AND role IS NULL AND hn IS NULL
                AND NOT EXISTS (SELECT 1 FROM users WHERE hn = $2)`,
            [account.idCard, account.hn],
          );
        }
        continue;
      }
      const firstName = account.role === 'N_HOSPITAL' ? this.config.teleHospitalName : account.firstName;
      const inserted: Array<{ id: string }> = await this.dataSource.query(
        `INSERT INTO users (email, id_card, password_hash, role, is_active, title_name, first_name, last_name, phone, hn)
         VALUES ($1, $2, $3, $4, 1, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING RETURNING id`,
        [
          account.email,
          account.idCard,
          await this.hasher.hash(DEMO_PASSWORD),
          account.role,
          account.titleName || null,
          firstName,
          account.lastName,
          account.phone,
          account.hn,
        ],
      );
      added += inserted.length;
    }
    await seedDemoConsents(this.dataSource, DEMO_ACCOUNTS.flatMap((a) => (a.role === null && a.idCard ? [a.idCard] : []))); // issue 15
    this.logger.log(`Demo accounts ready (${added} added); password ${DEMO_PASSWORD}`);
  }
}
