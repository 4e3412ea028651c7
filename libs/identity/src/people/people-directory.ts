import { Global, Inject, Injectable, Module } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { lineStatusOf, type LineStatus } from '@hospital/contracts';
import { PatientAccess, People, ReadDatabase, bindTo, type PatientViewer, type PeopleQuery, type PersonName } from '@hospital/core';
import { AccountCommands } from './account-commands.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A person as other domains read them through the PeopleDirectory (the users row, named). */
export interface Person extends PersonName {
  titleName: string | null;
  firstName: string;
  lastName: string;
  phone: string | null;
  idCard: string | null;
  lineUserId: string | null;
  /** Issue 31: 'unreachable' while the person blocks the LINE OA (staff see 'ติดต่อทาง LINE ไม่ได้'); 'none' without LINE. */
  lineStatus: LineStatus;
  /** 1: a registered patient with complete data (accounts §4), as users.is_active. */
  isActive: number;
  deactivated: boolean;
}

/** The row every read of a person shares (declared once, read by `personOf`). */
interface PersonRow {
  id: string;
  full_name: string;
  title_name: string | null;
  first_name: string;
  last_name: string;
  role: string | null;
  hn: string | null;
  phone: string | null;
  id_card: string | null;
  line_user_id: string | null;
  line_unfollowed: boolean;
  is_active: number;
  deactivated: boolean;
}

const PERSON_COLUMNS = `u.id, trim(coalesce(u.title_name, '') || u.first_name || ' ' || u.last_name) AS full_name,
         u.title_name, u.first_name, u.last_name, u.role, u.hn, u.phone, u.id_card, u.line_user_id, u.line_unfollowed_at IS NOT NULL AS line_unfollowed, u.is_active,
         u.deactivated_at IS NOT NULL AS deactivated`;
const PERSON_SELECT = `SELECT ${PERSON_COLUMNS} FROM users u`;

function personOf(r: PersonRow): Person {
  return {
    userID: r.id,
    fullName: r.full_name,
    role: r.role,
    hn: r.hn,
    titleName: r.title_name,
    firstName: r.first_name,
    lastName: r.last_name,
    phone: r.phone,
    idCard: r.id_card === null ? null : r.id_card.trim(),
    lineUserId: r.line_user_id,
    lineStatus: lineStatusOf(r.line_user_id, r.line_unfollowed),
    isActive: Number(r.is_active),
    deactivated: r.deactivated,
  };
}

/**
 * Issue 30 item 1: identity's query interface for people (it owns `users`). Other domains read
 * their own tables, then ask here for the people of all their ids at once (`namesOf`: one
 * query, never one per row); a filter by name or HN asks `findUserIDs` first and then matches
 * its own column with `= ANY($n)`. Shared libraries take the same through the People token
 * (libs/core), which this binds.
 */
@Injectable()
export class PeopleDirectory extends People {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(ReadDatabase) private readonly reads: ReadDatabase,
    @Inject(PatientAccess) private readonly access: PatientAccess,
  ) {
    super();
  }

  async namesOf(userIDs: ReadonlyArray<string | null>, m: EntityManager = this.dataSource.manager): Promise<Map<string, Person>> {
    const ids = [...new Set(userIDs.filter((id): id is string => typeof id === 'string' && UUID.test(id)))];
    if (ids.length === 0) return new Map();
    const rows: PersonRow[] = await m.query(`${PERSON_SELECT} WHERE u.id = ANY($1::uuid[])`, [ids]);
    return new Map(rows.map((r) => [r.id, personOf(r)]));
  }

  /** One person, or null (an id that is no uuid is nobody). */
  async profileOf(userID: string, m: EntityManager = this.dataSource.manager): Promise<Person | null> {
    return (await this.namesOf([userID], m)).get(userID) ?? null;
  }

  async findUserIDs(query: PeopleQuery, m: EntityManager = this.dataSource.manager): Promise<string[]> {
    const params: unknown[] = [];
    const bind = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const fullName = `trim(coalesce(u.title_name, '') || u.first_name || ' ' || u.last_name)`;
    const any: string[] = [];
    if (query.hns?.length) any.push(`u.hn = ANY(${bind([...query.hns])}::text[])`);
    if (query.idCards?.length) any.push(`u.id_card = ANY(${bind([...query.idCards])}::text[])`);
    if (query.nameLike) any.push(`${fullName} ILIKE ${bind(query.nameLike)}`);
    if (query.emailLike) any.push(`coalesce(u.email, '') ILIKE ${bind(query.emailLike)}`);
    if (query.keywordLike) {
      const p = bind(query.keywordLike);
      any.push(`(${fullName} ILIKE ${p} OR (u.first_name || ' ' || u.last_name) ILIKE ${p}
                 OR coalesce(u.hn, '') ILIKE ${p} OR coalesce(u.phone, '') ILIKE ${p} OR coalesce(u.id_card, '') ILIKE ${p})`);
    }
    if (any.length === 0) return [];
    const rows: Array<{ id: string }> = await m.query(`SELECT u.id FROM users u WHERE ${any.join(' OR ')} ORDER BY u.id`, params);
    return rows.map((r) => r.id);
  }

  /** The one account with this national ID, or null. */
  async byIdCard(idCard: string, m: EntityManager = this.dataSource.manager): Promise<Person | null> {
    const rows: PersonRow[] = await m.query(`${PERSON_SELECT} WHERE u.id_card = $1`, [idCard]);
    return rows[0] ? personOf(rows[0]) : null;
  }

  /** The people of these roles (`activeOnly`: is_active = 1), by first and last name. */
  async ofRoles(roles: readonly string[], options: { activeOnly?: boolean } = {}, m: EntityManager = this.dataSource.manager): Promise<Person[]> {
    const rows: PersonRow[] = await m.query(
      `${PERSON_SELECT} WHERE u.role = ANY($1::text[]) AND ($2::boolean IS NOT TRUE OR u.is_active = 1) ORDER BY u.first_name, u.last_name`,
      [[...roles], options.activeOnly ?? false],
    );
    return rows.map(personOf);
  }

  /**
   * care-services §2 patient search (for libs/patients): registered patients (no role, not
   * deactivated, seen by `viewer` per the one patient access rule, issue 28) whose search_text
   * (name, HN, national ID, phone, lower-cased: patients' migration 1764000000730) is LIKE
   * `searchTextLike`, by name, a page at a time, with how many match in all.
   * Issue 17 (search p99): the matches are counted and ordered on the three columns the order
   * needs, and only the page's rows are read whole and named (a common first name matches
   * thousands). The condition is exactly the one the partial trigram index `users_patient_search`
   * serves. Issue 29 item 6: on the read replica when there is one, fresh (a nurse who has just
   * registered a patient finds them).
   */
  async searchPatients(viewer: PatientViewer, searchTextLike: string, page: { pageNumber: number; pageSize: number }): Promise<{ people: Person[]; totalCount: number }> {
    const params: unknown[] = [searchTextLike, page.pageSize, (page.pageNumber - 1) * page.pageSize];
    const visible = this.access.condition(viewer, 'm.id', bindTo(params));
    const rows = await this.reads.rows<PersonRow & { total: string }>(
      `SELECT ${PERSON_COLUMNS}, page.total
         FROM (SELECT m.id, m.first_name, m.last_name, count(*) OVER () AS total
                 FROM users m
                WHERE m.role IS NULL AND m.deactivated_at IS NULL AND m.search_text LIKE $1 AND ${visible}
                ORDER BY m.first_name, m.last_name, m.id
                LIMIT $2 OFFSET $3) page
         JOIN users u ON u.id = page.id
        ORDER BY page.first_name, page.last_name, page.id`,
      params,
      { fresh: true },
    );
    let totalCount = rows.length > 0 ? Number(rows[0].total) : 0;
    if (rows.length === 0 && page.pageNumber > 1) {
      // Past the last page: the count still says how many there are.
      const countParams: unknown[] = [searchTextLike];
      const [{ n }] = await this.reads.rows<{ n: number }>(
        `SELECT count(*)::int AS n FROM users u WHERE u.role IS NULL AND u.deactivated_at IS NULL AND u.search_text LIKE $1
            AND ${this.access.condition(viewer, 'u.id', bindTo(countParams))}`,
        countParams,
        { fresh: true },
      );
      totalCount = n;
    }
    return { people: rows.map(personOf), totalCount };
  }

  async isActiveAccount(userID: string): Promise<boolean> {
    const rows: Array<{ gone: boolean }> = await this.dataSource.query(`SELECT deactivated_at IS NOT NULL AS gone FROM users WHERE id = $1`, [userID]);
    return rows.length > 0 && !rows[0].gone;
  }
}

/** Binds the People token (libs/core) to identity's directory, and offers the directory, for every module of the app. */
@Global()
@Module({
  providers: [PeopleDirectory, AccountCommands, { provide: People, useExisting: PeopleDirectory }],
  exports: [PeopleDirectory, AccountCommands, People],
})
export class PeopleModule {}
