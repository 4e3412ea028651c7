import { BadRequestException, ConflictException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  PEOPLE_MAX,
  PEOPLE_MESSAGES,
  type AddPersonRequest,
  type AddPersonResponse,
  type AgreeCaregiverRequest,
  type CaregiverEntry,
  type CaregiverLinkResponse,
  type CaregiversResponse,
  type LinkEndedResponse,
  type PeopleResponse,
  type PersonEntry,
} from '@hospital/contracts';
import { Clock, Outbox, parsePngSignature, uniqueViolationOf, type AuthUser, type PngSignature } from '@hospital/core';
import { PatientAccessAudit } from '@hospital/audit';
import { AccountCommands, ConsentLedger, PeopleDirectory } from '@hospital/identity';
import { labelOf } from '@hospital/lookups';
import { MESSAGES, addPersonProblems, fieldsFromCreate, isUnderAgeOfMajority } from '@hospital/rules';
import { PatientProfile } from '../profiles/patient-profile.entity.js';
import { profileColumnsOf, userColumnsOf } from '../profiles/patient-record.js';
import { CaregiverLinks, type CaregiverLink } from './caregiver-links.js';
import { majorityDate } from './majority-date.js';

/**
 * Issue 33 items 1, 2 and 4: the people a patient account looks after (GET/POST /me/people),
 * who looks after me (GET /me/caregivers), agreeing, ending, and Medrec's paper consent. Every
 * change is one transaction: a refusal leaves no account, profile or link behind.
 */
@Injectable()
export class PeopleService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(CaregiverLinks) private readonly links: CaregiverLinks,
    @Inject(PeopleDirectory) private readonly people: PeopleDirectory,
    @Inject(AccountCommands) private readonly accounts: AccountCommands,
    @Inject(ConsentLedger) private readonly consents: ConsentLedger,
    @Inject(PatientAccessAudit) private readonly audit: PatientAccessAudit,
  ) {}

  /** Myself first, then each open link of mine (a caller acting for someone lists their own people: the switcher's list). */
  async list(caller: AuthUser): Promise<PeopleResponse> {
    const caregiverID = caller.actingBy?.userID ?? caller.userID;
    const links = await this.links.ofCaregiver(caregiverID);
    const names = await this.people.namesOf([caregiverID, ...links.map((l) => l.personID)]);
    const today = this.links.today();
    const self: PersonEntry = {
      userID: caregiverID,
      fullName: names.get(caregiverID)?.fullName ?? caller.actingBy?.fullName ?? caller.fullName,
      relation: 'self',
      isSelf: true,
      canAct: true,
      state: 'active',
      until: null,
      agreePath: null,
    };
    return { data: [self, ...links.map((l) => this.entryOf(l, names.get(l.personID)?.fullName ?? '', today))] };
  }

  async add(caller: AuthUser, body: AddPersonRequest): Promise<AddPersonResponse> {
    if (caller.actingBy) throw new ForbiddenException(PEOPLE_MESSAGES.notWhileActing);
    const now = this.clock.now();
    const problems = addPersonProblems(body, now);
    if (problems.length > 0) {
      throw new BadRequestException({
        message: problems[0].message,
        errors: problems.map((p) => p.message),
        fields: Object.fromEntries(problems.map((p) => [p.field, p.message])),
      });
    }
    const titleKey = body.titleKey === undefined || body.titleKey === '' ? '' : String(body.titleKey);
    const titleName = titleKey ? labelOf('title', titleKey) : null;
    if (titleKey && !titleName) throw new BadRequestException({ message: MESSAGES.unknownCode + 'คำนำหน้าชื่อ', fields: { titleKey: MESSAGES.unknownCode + 'คำนำหน้าชื่อ' } });
    const signature = signatureOf(body.signBase64);
    const idCard = body.idCard.trim();
    const birthDate = body.birthDate.trim();
    const child = body.relation === 'child';
    try {
      const link = await this.dataSource.transaction(async (m) => {
        // The caregiver's row lock serialises two adds at once (the 10-people limit holds).
        const me = await this.accounts.accountOf(m, caller.userID, { lock: true });
        if (me?.idCard?.trim() === idCard) throw new BadRequestException(PEOPLE_MESSAGES.notSelf);
        const existing = await this.people.byIdCard(idCard, m);
        const open = await this.links.ofCaregiver(caller.userID, m);
        if (existing) {
          if (existing.userID === caller.userID) throw new BadRequestException(PEOPLE_MESSAGES.notSelf);
          if (open.some((l) => l.personID === existing.userID)) throw new ConflictException(PEOPLE_MESSAGES.alreadyLinked);
        }
        if (open.length >= PEOPLE_MAX) throw new ConflictException(PEOPLE_MESSAGES.tooMany);
        let personID: string;
        if (existing) {
          // The record of that national ID (its HN kept), only when the birth date given is its own.
          const account = await this.accounts.accountOf(m, existing.userID);
          const recorded = account?.birthDate ? String(account.birthDate).slice(0, 10) : null;
          if (existing.role !== null || existing.deactivated || (recorded !== null && recorded !== birthDate)) {
            throw new BadRequestException(PEOPLE_MESSAGES.identityMismatch);
          }
          personID = existing.userID;
        } else {
          personID = await this.createPerson(m, caller, { ...body, titleKey, idCard, birthDate }, titleName, child);
        }
        const [row]: Array<{ id: string }> = await m.query(
          `INSERT INTO caregiver_links (caregiver_id, person_id, relation, state, until, signature_png, signature_sha256, agreed_at, agreed_how, agreed_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
          [
            caller.userID,
            personID,
            body.relation,
            child ? 'active' : 'pending',
            child ? majorityDate(birthDate) : null,
            signature.png,
            signature.sha256,
            child ? now : null,
            child ? 'guardian' : null,
            child ? caller.userID : null,
          ],
        );
        return (await this.links.lock(m, row.id))!;
      });
      const names = await this.people.namesOf([link.personID]);
      return {
        message: child ? PEOPLE_MESSAGES.added : PEOPLE_MESSAGES.addedPending,
        data: this.entryOf(link, names.get(link.personID)?.fullName ?? '', this.links.today()),
      };
    } catch (error) {
      const unique = uniqueViolationOf(error);
      // Two adds of one person at once: the unique indexes decide, with the same answers.
      if (unique === 'caregiver_links_open') throw new ConflictException(PEOPLE_MESSAGES.alreadyLinked);
      if (unique === 'users_id_card') throw new ConflictException(PEOPLE_MESSAGES.alreadyLinked);
      throw error;
    }
  }

  /** Who looks after me (or, acting for a child, after the child: the caregiver reads the child's /privacy). */
  async caregivers(user: AuthUser): Promise<CaregiversResponse> {
    const links = await this.links.ofPerson(user.userID);
    const names = await this.people.namesOf(links.map((l) => l.caregiverID));
    return { data: links.map((l) => caregiverEntryOf(l, names.get(l.caregiverID)?.fullName ?? '')) };
  }

  /** The adult, signed in as themselves, agrees to a pending link (issue 33 item 1). */
  async agree(user: AuthUser, linkID: string, body: AgreeCaregiverRequest): Promise<CaregiverLinkResponse> {
    if (user.actingBy) throw new ForbiddenException(PEOPLE_MESSAGES.notWhileActing);
    const signature = signatureOf(body.signBase64);
    const link = await this.dataSource.transaction(async (m) => {
      const link = await this.links.lock(m, linkID);
      if (!link || link.personID !== user.userID) throw new NotFoundException(PEOPLE_MESSAGES.notFound);
      if (link.state !== 'pending') throw new ConflictException(PEOPLE_MESSAGES.notPending);
      await m.query(
        `UPDATE caregiver_links SET state = 'active', agreed_at = $2, agreed_how = 'self', agreed_by = $3, agree_signature_png = $4, agree_signature_sha256 = $5 WHERE id = $1`,
        [link.id, this.clock.now(), user.userID, signature.png, signature.sha256],
      );
      await this.requestHn(m, link.personID, user.userID);
      return (await this.links.lock(m, link.id))!;
    });
    return this.linkAnswer(link, PEOPLE_MESSAGES.agreed);
  }

  /** Medrec records the adult's paper consent after checking their ID at the hospital (audited). */
  async paperConsent(staff: AuthUser, personID: string, linkID: string): Promise<CaregiverLinkResponse> {
    const link = await this.dataSource.transaction(async (m) => {
      const link = await this.links.lock(m, linkID);
      if (!link || link.personID !== personID) throw new NotFoundException(PEOPLE_MESSAGES.notFound);
      if (link.state !== 'pending') throw new ConflictException(PEOPLE_MESSAGES.notPending);
      await m.query(`UPDATE caregiver_links SET state = 'active', agreed_at = $2, agreed_how = 'paper', agreed_by = $3 WHERE id = $1`, [
        link.id,
        this.clock.now(),
        staff.userID,
      ]);
      await this.requestHn(m, link.personID, staff.userID);
      await this.audit.recordNow(m, staff.userID, link.personID, 'caregiver.paperConsent', `caregiver.paperConsent:${link.id}`);
      return (await this.links.lock(m, link.id))!;
    });
    return this.linkAnswer(link, PEOPLE_MESSAGES.agreed);
  }

  /** The person ends a caregiver's access (an adult; a child may not end a guardian's link). */
  async endByPerson(user: AuthUser, linkID: string): Promise<LinkEndedResponse> {
    if (user.actingBy) throw new ForbiddenException(PEOPLE_MESSAGES.notWhileActing);
    await this.dataSource.transaction(async (m) => {
      const link = await this.links.lock(m, linkID);
      if (!link || link.personID !== user.userID || link.state === 'ended') throw new NotFoundException(PEOPLE_MESSAGES.notFound);
      if (link.relation === 'child' && link.until !== null && link.until > this.links.today()) throw new ForbiddenException(PEOPLE_MESSAGES.childMayNotEnd);
      const account = await this.accounts.accountOf(m, user.userID);
      if (account?.birthDate && isUnderAgeOfMajority(String(account.birthDate).slice(0, 10), this.clock.now())) {
        throw new ForbiddenException(PEOPLE_MESSAGES.childMayNotEnd);
      }
      await this.links.end(m, link.id, 'person');
    });
    return { message: PEOPLE_MESSAGES.ended };
  }

  /** The caregiver ends their own link to `personID`. */
  async endByCaregiver(user: AuthUser, personID: string): Promise<LinkEndedResponse> {
    if (user.actingBy) throw new ForbiddenException(PEOPLE_MESSAGES.notWhileActing);
    await this.dataSource.transaction(async (m) => {
      const link = (await this.links.ofCaregiver(user.userID, m)).find((l) => l.personID === personID);
      if (!link) throw new NotFoundException(PEOPLE_MESSAGES.notYours);
      await this.links.end(m, link.id, 'caregiver');
    });
    return { message: PEOPLE_MESSAGES.ended };
  }

  /**
   * A person not yet known: created as staff create a patient (accounts §2: an account without
   * password and its profile, 'patient.registered' via 'staff' by the caregiver). A child is
   * registered with the HIS at once (an HN, like any new patient); a pending adult once they agree.
   */
  private async createPerson(
    m: EntityManager,
    caller: AuthUser,
    body: AddPersonRequest & { titleKey: string; idCard: string; birthDate: string },
    titleName: string | null,
    child: boolean,
  ): Promise<string> {
    const fields = fieldsFromCreate({ titleKey: body.titleKey, firstName: body.firstName, lastName: body.lastName, birthDate: body.birthDate, phone: body.phone ?? '' });
    const id = await this.accounts.createPatient(m, { ...userColumnsOf(fields, titleName), idCard: body.idCard, isActive: 0, createdBy: caller.userID });
    await m.insert(PatientProfile, profileColumnsOf(id, fields));
    await this.outbox.event(m, 'patient.registered', { userID: id, via: 'staff', byUserID: caller.userID, hn: null, isActive: 0 });
    if (child) {
      // The guardian's signed agreement stands for the child's registration (PDPA: a minor's consent by the parent).
      await this.consents.give(m, { userID: id, purpose: 'registration', channel: await this.consents.channelOf(m, caller.userID) });
      await this.requestHn(m, id, caller.userID);
    }
    return id;
  }

  /** Queues the HIS registration of a person without an HN (the worker writes it back, 'patient.hnAssigned'). */
  private async requestHn(m: EntityManager, personID: string, by: string): Promise<void> {
    const account = await this.accounts.accountOf(m, personID);
    if (!account || account.hn || !account.idCard) return;
    await m.update(PatientProfile, { userId: personID }, { hisRequestedAt: () => 'now()', hisRequestBy: by });
    await this.outbox.job(m, 'his.registerPatient', { userID: personID, requestedBy: by });
  }

  private async linkAnswer(link: CaregiverLink, message: string): Promise<CaregiverLinkResponse> {
    const names = await this.people.namesOf([link.caregiverID]);
    return { message, data: caregiverEntryOf(link, names.get(link.caregiverID)?.fullName ?? '') };
  }

  private entryOf(link: CaregiverLink, fullName: string, today: string): PersonEntry {
    return {
      userID: link.personID,
      fullName,
      relation: link.relation,
      isSelf: false,
      canAct: this.links.acts(link, today),
      state: link.state,
      until: link.until,
      agreePath: link.state === 'pending' ? `/people/agree/${link.id}` : null,
    };
  }
}

function caregiverEntryOf(link: CaregiverLink, fullName: string): CaregiverEntry {
  return {
    linkID: link.id,
    caregiverID: link.caregiverID,
    fullName,
    relation: link.relation,
    state: link.state,
    since: link.agreedAt ? new Date(link.agreedAt).toISOString() : null,
    until: link.until,
  };
}

/** The caregiving consent's signature, as registration takes its own (a PNG data URL). */
function signatureOf(value: unknown): PngSignature {
  const parsed = parsePngSignature(value);
  if (parsed === 'missing') throw new BadRequestException({ message: MESSAGES.signatureRequired, fields: { signBase64: MESSAGES.signatureRequired } });
  if (parsed === 'invalid') throw new BadRequestException({ message: MESSAGES.signatureInvalid, fields: { signBase64: MESSAGES.signatureInvalid } });
  return parsed;
}
