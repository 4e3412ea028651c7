import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { RegistrationConsentText, SessionUser, ThaidClaims, WebRegisterResponse } from '@hospital/contracts';
import { Outbox } from '@hospital/core';
import { HIS_PORT, type HisPort } from '@hospital/integrations';
import {
  MESSAGES,
  validateLineRegistration,
  validateThaidRegistration,
  validateWebRegistration,
} from '@hospital/rules';
import { LineIdentityService } from '../line/line-identity.service.js';
import type { ClientInfo } from '../login/login.service.js';
import { LoginService } from '../login/login.service.js';
import { PasswordHasher } from '../login/password-hasher.js';
import { ThaidTicketService } from '../thaid/thaid-ticket.service.js';
import { ConsentLedger } from '../consents/consent-ledger.js';
import { User } from '../users/user.entity.js';
import { Consent } from './consent.entity.js';
import type { LineRegisterInput, WebRegisterInput } from './registration.schemas.js';
import { parseSignature, type Signature } from './signature.js';
import { asConflict } from './unique-violation.js';

/** Registration genders (-1 male, -2 female) → profile genders (1, 2) (accounts §9). */
function genderFrom(n: number | undefined): number | null {
  if (n === -1 || n === 1) return 1;
  if (n === -2 || n === 2) return 2;
  return null;
}

/**
 * Registration through LINE (with a signed consent), through ThaiD (the same, with the
 * person data ThaiD vouched for) and on the web (accounts §2–§5). Everything of one
 * registration is written in one transaction: the person, the consent, the sign-in.
 */
@Injectable()
export class RegistrationService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(LineIdentityService) private readonly line: LineIdentityService,
    @Inject(LoginService) private readonly logins: LoginService,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @Inject(ThaidTicketService) private readonly thaidTickets: ThaidTicketService,
    @Inject(HIS_PORT) private readonly his: HisPort,
    @Inject(ConsentLedger) private readonly ledger: ConsentLedger,
    @Inject(Outbox) private readonly outbox: Outbox,
  ) {}

  /** Issue 28 item 3: the registration consent in force now (GET /api/v1/identity/consent-text). */
  consentInForce(): Promise<RegistrationConsentText> {
    return this.ledger.inForce('registration');
  }

  /** `body`: LineRegisterBody's output (types and limits checked); the rules check the rest. */
  async registerThroughLine(body: LineRegisterInput, client: ClientInfo): Promise<SessionUser> {
    const isThaid = body.isThaid === 1;
    const check = (isThaid ? validateThaidRegistration : validateLineRegistration)(body);
    if (check.shown) throw new BadRequestException(check.shown);
    // Issue 28 item 3: the page showed the registration text in force (GET /api/v1/identity/consent-text);
    // signed for an older one (published over while the page was open): 409, read and sign the new one.
    const consent = await this.ledger.inForce('registration');
    if (body.consentVersion !== undefined && body.consentVersion !== consent.version) {
      throw new ConflictException(MESSAGES.consentOutdated);
    }
    const signature = parseSignature(body.signBase64);
    const citizen = isThaid ? this.citizenFrom(body) : null;
    const identity = await this.line.verify(body.idToken);
    const idCard = body.idCard;
    const known = await this.his.findPatientByCid(idCard);

    return this.dataSource
      .transaction(async (m) => {
        const byLine = await m.findOneBy(User, { lineUserId: identity.userId });
        const byId = await m.findOneBy(User, { idCard });
        // The same person pressing Confirm twice: already registered, sign in again.
        if (byLine && byLine.id === byId?.id) return this.logins.signIn(byLine, `LINE:${identity.userId}`, client, m);
        if (byLine) throw new ConflictException(MESSAGES.lineTaken);
        let user: User;
        if (byId) {
          // A record staff created (no password, no LINE) may be claimed only by the person
          // ThaiD vouched for; anyone else could take over a stranger's record by knowing an ID.
          const claimable = citizen !== null && byId.lineUserId === null && byId.passwordHash === null && byId.role === null;
          if (!claimable) throw new ConflictException(MESSAGES.idCardTaken);
          byId.lineUserId = identity.userId;
          byId.registryAddress = citizen.address.formatted || byId.registryAddress;
          user = await m.save(byId);
        } else {
          user = await m.save(
            m.create(User, {
              idCard,
              firstName: body.firstName,
              lastName: body.lastName,
              phone: body.phone,
              birthDate: body.birthDate,
              titleName: citizen?.titleTh || body.title || null,
              genderKey: citizen ? (citizen.gender === 'male' ? 1 : 2) : genderFrom(body.genderKey),
              registryAddress: citizen?.address.formatted || null,
              lineUserId: identity.userId,
              registeredVia: citizen ? 'thaid' : 'line',
              hn: known?.hn ?? null,
              // Known to the HIS: the hospital holds the data; otherwise the profile comes next.
              isActive: known ? 1 : 0,
              passwordHash: null,
              role: null,
            }),
          );
          await this.registered(m, user);
        }
        await this.recordConsent(m, user.id, signature, citizen ? 'thaid' : 'line', client, consent);
        return this.logins.signIn(user, `LINE:${identity.userId}`, client, m);
      })
      .catch(asConflict);
  }

  /** `body`: WebRegisterBody's output; every rule problem is answered in `errors`. */
  async registerOnWeb(body: WebRegisterInput): Promise<WebRegisterResponse> {
    const check = validateWebRegistration(body);
    if (check.shown) throw new BadRequestException({ message: check.shown, errors: check.errors });
    const lineUserId = body.idToken ? (await this.line.verify(body.idToken)).userId : null;
    const { idCard, username, email } = body;
    const known = await this.his.findPatientByCid(idCard);
    const passwordHash = await this.hasher.hash(body.password);
    const user = await this.dataSource
      .transaction(async (m) => {
        const taken = await m
          .createQueryBuilder(User, 'u')
          .where('u.id_card = :idCard', { idCard })
          .orWhere('lower(u.username) = lower(:username)', { username })
          .orWhere('lower(u.email) = lower(:email)', { email })
          .orWhere(lineUserId ? 'u.line_user_id = :lineUserId' : 'false', { lineUserId })
          .getMany();
        const errors: string[] = [
          taken.some((u) => u.idCard === idCard) ? MESSAGES.idCardTaken : null,
          taken.some((u) => lineUserId !== null && u.lineUserId === lineUserId) ? MESSAGES.lineTaken : null,
          taken.some((u) => u.email?.toLowerCase() === email.toLowerCase()) ? MESSAGES.emailTaken : null,
          taken.some((u) => u.username?.toLowerCase() === username.toLowerCase()) ? MESSAGES.usernameTaken : null,
        ].filter((e) => e !== null);
        if (errors.length > 0) throw new ConflictException({ message: errors[0], errors });
        const created = await m.save(
          m.create(User, {
            username,
            email,
            passwordHash,
            idCard,
            firstName: body.firstName,
            lastName: body.lastName,
            phone: body.phone,
            birthDate: body.birthDate,
            lineUserId,
            registeredVia: 'web',
            hn: known?.hn ?? null,
            isActive: known ? 1 : 0,
            role: null,
          }),
        );
        await this.registered(m, created);
        // Issue 15 item 1: the web form's terms, and LINE messages when it runs inside LINE.
        // Issue 28 item 3: the registration text in force at this moment (not the first one ever published).
        await this.ledger.give(m, { userID: created.id, purpose: 'registration', channel: 'web' });
        if (lineUserId) await this.ledger.give(m, { userID: created.id, purpose: 'line_messages', channel: 'line' });
        return created;
      })
      .catch(asConflict);
    return { errors: [], userID: user.id };
  }

  /** accounts §2 registration: a new account's 'patient.registered', in its transaction. */
  private async registered(m: EntityManager, user: User): Promise<void> {
    const via = user.registeredVia === 'thaid' || user.registeredVia === 'web' ? user.registeredVia : 'line';
    await this.outbox.event(m, 'patient.registered', { userID: user.id, via, byUserID: null, hn: user.hn ?? null, isActive: user.isActive });
  }

  /** The ThaiD ticket must vouch for exactly the person in the form. */
  private citizenFrom(body: LineRegisterInput): ThaidClaims {
    const citizen = this.thaidTickets.verify(body.thaidTicket);
    const same =
      citizen.pid === body.idCard &&
      citizen.birthdate === body.birthDate &&
      citizen.given_name === body.firstName &&
      citizen.family_name === body.lastName;
    if (!same) throw new BadRequestException(MESSAGES.thaidTicketInvalid);
    return citizen;
  }

  private async recordConsent(
    m: EntityManager,
    userId: string,
    signature: Signature,
    channel: 'line' | 'thaid',
    client: ClientInfo,
    consent: { version: string; textSha256: string },
  ) {
    await m.insert(Consent, {
      userId,
      textVersion: consent.version,
      textSha256: consent.textSha256,
      signaturePng: signature.png,
      signatureSha256: signature.sha256,
      channel,
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 300) ?? null,
    });
    // Issue 15 item 1: the same agreement in the ledger, and LINE messages (registered through LINE).
    await this.ledger.give(m, { userID: userId, purpose: 'registration', channel, signatureSha256: signature.sha256, textSha256: consent.textSha256 });
    await this.ledger.give(m, { userID: userId, purpose: 'line_messages', channel });
  }
}
