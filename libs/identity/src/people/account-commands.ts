import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { User } from '../users/user.entity.js';

/** The account's columns a patient's profile form writes (libs/patients userColumnsOf). */
export type AccountProfile = Pick<User, 'titleKey' | 'titleName' | 'firstName' | 'lastName' | 'genderKey' | 'birthDate' | 'phone'>;

/** A patient account staff create (accounts §2, §3 patient create): no password, no role. */
export interface NewPatientAccount extends AccountProfile {
  idCard: string;
  /** 1: a full record (a registered patient); 0: the short form, a profile to complete. */
  isActive: number;
  createdBy: string;
}

/**
 * Issue 30 item 1: identity's command interface for the writes patients makes to the account
 * row (users is identity's): each in the caller's transaction `m`, so a profile and its account
 * change together. The reads are PeopleDirectory's.
 */
@Injectable()
export class AccountCommands {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /**
   * The account as stored, or null. `lock` takes the row FOR UPDATE (inside a transaction),
   * which serialises every write about one person.
   */
  async accountOf(m: EntityManager, userID: string, options: { lock?: boolean } = {}): Promise<User | null> {
    return m.findOne(User, { where: { id: userID }, ...(options.lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
  }

  /** Creates a patient account; its id. A taken national ID fails on the unique index 'users_id_card'. */
  async createPatient(m: EntityManager, account: NewPatientAccount): Promise<string> {
    const inserted = await m.insert(User, {
      ...profileColumns(account),
      idCard: account.idCard,
      email: null,
      username: null,
      passwordHash: null,
      role: null,
      isActive: account.isActive,
      createdBy: account.createdBy,
      registeredVia: 'staff',
    });
    return String(inserted.identifiers[0].id);
  }

  /** The profile form's columns of the account; `activate`: the profile is complete (is_active = 1). */
  async updateProfile(m: EntityManager, userID: string, profile: AccountProfile, options: { activate?: boolean } = {}): Promise<void> {
    await m.update(User, { id: userID }, { ...profileColumns(profile), ...(options.activate ? { isActive: 1 } : {}) });
  }

  /** Stores the HN the HIS gave, unless the account has one already; whether it was stored. */
  async setHnIfNone(m: EntityManager, userID: string, hn: string): Promise<boolean> {
    // (A CTE, so that the answer is the returned rows: TypeORM answers a bare UPDATE with [rows, count].)
    const written: Array<{ id: string }> = await m.query(
      `WITH written AS (UPDATE users SET hn = $2, updated_at = now() WHERE id = $1 AND hn IS NULL RETURNING id)
       SELECT id FROM written`,
      [userID, hn],
    );
    return written.length > 0;
  }

  /** Demo mode: fills the title, gender and birth date a demo account lacks (never overwrites). */
  async fillDemoProfile(userID: string, fill: { titleKey: string | null; genderKey: number | null; birthDate: string | null }, m: EntityManager = this.dataSource.manager): Promise<void> {
    await m.query(
      `UPDATE users SET title_key = COALESCE(title_key, $2), gender_key = COALESCE(gender_key, $3),
              birth_date = COALESCE(birth_date, $4), registered_via = COALESCE(registered_via, 'seed')
        WHERE id = $1`,
      [userID, fill.titleKey, fill.genderKey, fill.birthDate],
    );
  }
}

function profileColumns(p: AccountProfile): AccountProfile {
  return { titleKey: p.titleKey, titleName: p.titleName, firstName: p.firstName, lastName: p.lastName, genderKey: p.genderKey, birthDate: p.birthDate, phone: p.phone };
}
