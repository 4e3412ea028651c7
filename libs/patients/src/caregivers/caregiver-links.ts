import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { CaregiverLinkState, CaregiverRelation } from '@hospital/contracts';
import { Caregiving, Clock, type ActingFor } from '@hospital/core';
import { PatientAccessAudit } from '@hospital/audit';
import { PeopleDirectory } from '@hospital/identity';
import { bangkokDateKey } from '@hospital/rules';

/** One row of caregiver_links as the calls read it. */
export interface CaregiverLink {
  id: string;
  caregiverID: string;
  personID: string;
  relation: CaregiverRelation;
  state: CaregiverLinkState;
  /** A child's link: the 20th birthday, YYYY-MM-DD. */
  until: string | null;
  agreedAt: Date | null;
  createdAt: Date;
}

interface LinkRow {
  id: string;
  caregiver_id: string;
  person_id: string;
  relation: CaregiverRelation;
  state: CaregiverLinkState;
  until: string | null;
  agreed_at: Date | null;
  created_at: Date;
}

const LINK_COLUMNS = `l.id, l.caregiver_id, l.person_id, l.relation, l.state, to_char(l.until, 'YYYY-MM-DD') AS until, l.agreed_at, l.created_at`;

const linkOf = (r: LinkRow): CaregiverLink => ({
  id: r.id,
  caregiverID: r.caregiver_id,
  personID: r.person_id,
  relation: r.relation,
  state: r.state,
  until: r.until,
  agreedAt: r.agreed_at,
  createdAt: r.created_at,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Issue 33: the caregiver links (caregiver_links, patients' table) — the reads the calls share,
 * and core's Caregiving port (the AuthGuard's X-Acting-For, the realtime rooms). A link acts
 * only while 'active' and, for a child, before its `until` (the 20th birthday, Bangkok date):
 * the daily job writes the end, but a link is never honoured past it in between.
 */
@Injectable()
export class CaregiverLinks extends Caregiving {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(PeopleDirectory) private readonly people: PeopleDirectory,
    @Inject(PatientAccessAudit) private readonly audit: PatientAccessAudit,
  ) {
    super();
  }

  /** Today in Bangkok, by core's Clock (tests move it). */
  today(): string {
    return bangkokDateKey(this.clock.now());
  }

  /** The open (active or pending) links where `caregiverID` looks after someone, oldest first. */
  async ofCaregiver(caregiverID: string, m: EntityManager = this.dataSource.manager): Promise<CaregiverLink[]> {
    const rows: LinkRow[] = await m.query(
      `SELECT ${LINK_COLUMNS} FROM caregiver_links l WHERE l.caregiver_id = $1 AND l.state IN ('active', 'pending') ORDER BY l.created_at, l.id`,
      [caregiverID],
    );
    return rows.map(linkOf);
  }

  /** The open links of the people who look after `personID`, oldest first. */
  async ofPerson(personID: string, m: EntityManager = this.dataSource.manager): Promise<CaregiverLink[]> {
    const rows: LinkRow[] = await m.query(
      `SELECT ${LINK_COLUMNS} FROM caregiver_links l WHERE l.person_id = $1 AND l.state IN ('active', 'pending') ORDER BY l.created_at, l.id`,
      [personID],
    );
    return rows.map(linkOf);
  }

  /** One link by id, locked for the caller's change (FOR UPDATE), or null. */
  async lock(m: EntityManager, linkID: string): Promise<CaregiverLink | null> {
    if (!UUID.test(linkID)) return null;
    const rows: LinkRow[] = await m.query(`SELECT ${LINK_COLUMNS} FROM caregiver_links l WHERE l.id = $1 FOR UPDATE`, [linkID]);
    return rows[0] ? linkOf(rows[0]) : null;
  }

  /** Whether the link acts today: active and, for a child, before the 20th birthday. */
  acts(link: Pick<CaregiverLink, 'state' | 'until'>, today = this.today()): boolean {
    return link.state === 'active' && (link.until === null || link.until > today);
  }

  /** Ends a link (active or pending) with its reason; false when it was not open. */
  async end(m: EntityManager, linkID: string, reason: 'caregiver' | 'person' | 'age' | 'deactivated'): Promise<boolean> {
    const ended: unknown[] = await m.query(
      `WITH ended AS (UPDATE caregiver_links SET state = 'ended', ended_at = $2, ended_reason = $3 WHERE id = $1 AND state IN ('active', 'pending') RETURNING id)
       SELECT id FROM ended`,
      [linkID, this.clock.now(), reason],
    );
    return ended.length > 0;
  }

  async actingFor(caregiverID: string, personID: string): Promise<ActingFor | null> {
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `SELECT l.id FROM caregiver_links l
        WHERE l.caregiver_id = $1 AND l.person_id = $2 AND l.state = 'active' AND (l.until IS NULL OR l.until > $3::date)`,
      [caregiverID, personID, this.today()],
    );
    if (rows.length === 0) return null;
    const names = await this.people.namesOf([caregiverID, personID]);
    const person = names.get(personID);
    const caregiver = names.get(caregiverID);
    if (!person || !caregiver || person.deactivated || caregiver.deactivated || person.role !== null) return null;
    return {
      person: { userID: person.userID, fullName: person.fullName, role: person.role },
      caregiver: { fullName: caregiver.fullName, phone: caregiver.phone },
    };
  }

  async refused(callerID: string, personID: string): Promise<void> {
    // Only a person who exists has an access log (audit_log.subject_id names a users row).
    if (!(await this.people.namesOf([personID])).has(personID)) return;
    await this.dataSource.transaction((m) => this.audit.record(m, callerID, personID, 'caregiver.refused'));
  }
}
