import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { PatientCreateResponse, PatientFields } from '@hospital/contracts';
import { Outbox, uniqueViolationOf, type AuthUser } from '@hospital/core';
import { AccountCommands, ConsentLedger, PeopleDirectory } from '@hospital/identity';
import { labelOf } from '@hospital/lookups';
import { MESSAGES, fieldsFromCreate, nationalIdError, patientFormError, shortFormError } from '@hospital/rules';
import { PatientProfile } from '../profiles/patient-profile.entity.js';
import { profileColumnsOf, userColumnsOf } from '../profiles/patient-record.js';
import { PatientVocabulary } from '../profiles/patient-vocabulary.js';
import type { PatientCreateInput } from './child-users.schemas.js';

/**
 * Fields only the full form has: a body carrying any of them is the full form, any other
 * body the short one (accounts §2 patient creation by staff: the short form sends title,
 * names, national id, birth date and phone only).
 */
export const FULL_FORM_ONLY = ['genderKey', 'address', 'thDistrict', 'thAmphur', 'thProvince', 'postcode', 'zipcode', 'maritalStatusKey', 'mar_Status'] as const;

export function isFullForm(body: Partial<Record<(typeof FULL_FORM_ONLY)[number], unknown>>): boolean {
  return FULL_FORM_ONLY.some((key) => body[key] !== undefined);
}

/** Staff add a patient (accounts §2, §3 patient create, §5): a users row without password, and the profile. */
@Injectable()
export class ChildUsersService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(PatientVocabulary) private readonly vocabulary: PatientVocabulary,
    @Inject(ConsentLedger) private readonly consents: ConsentLedger,
    @Inject(PeopleDirectory) private readonly people: PeopleDirectory,
    @Inject(AccountCommands) private readonly accounts: AccountCommands,
  ) {}

  /** The body's shape and limits are PatientCreateBody's (checked before this); the forms' rules here. */
  async create(caller: AuthUser, input: PatientCreateInput): Promise<PatientCreateResponse> {
    const full = isFullForm(input);
    const idCard = input.idCard ?? '';
    let fields: PatientFields;
    let problem: string | null;
    if (full) {
      fields = fieldsFromCreate(input);
      problem = patientFormError('create', fields) ?? nationalIdError(idCard) ?? this.vocabulary.codeError('create', fields);
    } else {
      const { titleKey, firstName, lastName, birthDate, phone } = input;
      fields = fieldsFromCreate({ titleKey, firstName, lastName, birthDate, phone });
      problem = shortFormError(input) ?? (fields.titleKey && !labelOf('title', fields.titleKey) ? MESSAGES.unknownCode + 'คำนำหน้าชื่อ' : null);
    }
    if (problem) throw new BadRequestException(problem);

    try {
      const userId = await this.dataSource.transaction(async (m) => {
        const taken = await this.people.findUserIDs({ idCards: [idCard] }, m);
        if (taken.length > 0) throw new ConflictException(MESSAGES.patientIdCardExists);
        const id = await this.accounts.createPatient(m, {
          ...userColumnsOf(fields, fields.titleKey ? labelOf('title', fields.titleKey) : null),
          idCard,
          // A full record is a registered patient; the short form leaves the profile to complete.
          isActive: full ? 1 : 0,
          createdBy: caller.userID,
        });
        await m.insert(PatientProfile, profileColumnsOf(id, fields));
        // accounts §2 patient creation by staff: the audit row ('patient.create') is the audit log's reaction to the event.
        await this.outbox.event(m, 'patient.registered', { userID: id, via: 'staff', byUserID: caller.userID, hn: null, isActive: full ? 1 : 0 });
        await this.consents.give(m, { userID: id, purpose: 'registration', channel: 'staff_paper' }); // issue 15 item 1: signed on paper at the hospital
        return id;
      });
      return { status: 200, userId, msg: MESSAGES.patientCreated };
    } catch (error) {
      // Two staff adding the same person at once: the unique index decides, with the same answer.
      if (uniqueViolationOf(error) === 'users_id_card') throw new ConflictException(MESSAGES.patientIdCardExists);
      throw error;
    }
  }
}
