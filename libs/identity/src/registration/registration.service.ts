import { createHash } from 'node:crypto';
import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { LineRegisterRequest, SessionUser, ThaidClaims, WebRegisterRequest, WebRegisterResponse } from '@hospital/contracts';
import { HIS_PORT, type HisPort } from '@hospital/integrations';
import {
  CONSENT_VERSION,
  MESSAGES,
  consentText,
  validateLineRegistration,
  validateThaidRegistration,
  validateWebRegistration,
} from '@hospital/rules';
import { LineIdentityService } from '../line/line-identity.service.js';
import type { ClientInfo } from '../login/login.service.js';
import { LoginService } from '../login/login.service.js';
import { PasswordHasher } from '../login/password-hasher.js';
import { ThaidTicketService } from '../thaid/thaid-ticket.service.js';
import { User } from '../users/user.entity.js';
import { Consent } from './consent.entity.js';
import { parseSignature, type Signature } from './signature.js';
import { asConflict } from './unique-violation.js';

const CONSENT_SHA256 = createHash('sha256').update(consentText()).digest('hex');

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** Registration genders (-1 male, -2 female) → profile genders (1, 2) (accounts §9). */
function genderFrom(value: unknown): number | null {
  const n = Number(value);
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
  ) {}

  async registerThroughLine(body: Partial<LineRegisterRequest>, client: ClientInfo): Promise<SessionUser> {
    const isThaid = Number(body.isThaid) === 1;
    const check = (isThaid ? validateThaidRegistration : validateLineRegistration)(body);
    if (check.shown) throw new BadRequestException(check.shown);
    if (body.consentVersion !== undefined && body.consentVersion !== CONSENT_VERSION) {
      throw new ConflictException(MESSAGES.consentOutdated);
    }
    const signature = parseSignature(body.signBase64);
    const citizen = isThaid ? this.citizenFrom(body) : null;
    const identity = await this.line.verify(body.idToken);
    const idCard = text(body.idCard);
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
              firstName: text(body.firstName),
              lastName: text(body.lastName),
              phone: text(body.phone),
              birthDate: text(body.birthDate),
              titleName: citizen?.titleTh || text(body.title) || null,
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
        }
        await this.recordConsent(m, user.id, signature, citizen ? 'thaid' : 'line', client);
        return this.logins.signIn(user, `LINE:${identity.userId}`, client, m);
      })
      .catch(asConflict);
  }

  async registerOnWeb(body: Partial<WebRegisterRequest>): Promise<WebRegisterResponse> {
    const check = validateWebRegistration(body);
    if (check.shown) throw new BadRequestException({ message: check.shown, errors: check.errors });
    const lineUserId = body.idToken ? (await this.line.verify(body.idToken)).userId : null;
    const idCard = text(body.idCard);
    const known = await this.his.findPatientByCid(idCard);
    const passwordHash = await this.hasher.hash(body.password as string);
    const user = await this.dataSource
      .transaction(async (m) => {
        const taken = await m
          .createQueryBuilder(User, 'u')
          .where('u.id_card = :idCard', { idCard })
          .orWhere('lower(u.username) = lower(:username)', { username: text(body.username) })
          .orWhere('lower(u.email) = lower(:email)', { email: text(body.email) })
          .orWhere(lineUserId ? 'u.line_user_id = :lineUserId' : 'false', { lineUserId })
          .getMany();
        const errors: string[] = [
          taken.some((u) => u.idCard === idCard) ? MESSAGES.idCardTaken : null,
          taken.some((u) => lineUserId !== null && u.lineUserId === lineUserId) ? MESSAGES.lineTaken : null,
          taken.some((u) => u.email?.toLowerCase() === text(body.email).toLowerCase()) ? MESSAGES.emailTaken : null,
          taken.some((u) => u.username?.toLowerCase() === text(body.username).toLowerCase()) ? MESSAGES.usernameTaken : null,
        ].filter((e) => e !== null);
        if (errors.length > 0) throw new ConflictException({ message: errors[0], errors });
        return m.save(
          m.create(User, {
            username: text(body.username),
            email: text(body.email),
            passwordHash,
            idCard,
            firstName: text(body.firstName),
            lastName: text(body.lastName),
            phone: text(body.phone),
            birthDate: text(body.birthDate),
            lineUserId,
            registeredVia: 'web',
            hn: known?.hn ?? null,
            isActive: known ? 1 : 0,
            role: null,
          }),
        );
      })
      .catch(asConflict);
    return { errors: [], userID: user.id };
  }

  /** The ThaiD ticket must vouch for exactly the person in the form. */
  private citizenFrom(body: Partial<LineRegisterRequest>): ThaidClaims {
    const citizen = this.thaidTickets.verify(text(body.thaidTicket));
    const same =
      citizen.pid === text(body.idCard) &&
      citizen.birthdate === text(body.birthDate) &&
      citizen.given_name === text(body.firstName) &&
      citizen.family_name === text(body.lastName);
    if (!same) throw new BadRequestException(MESSAGES.thaidTicketInvalid);
    return citizen;
  }

  private async recordConsent(m: EntityManager, userId: string, signature: Signature, channel: 'line' | 'thaid', client: ClientInfo) {
    await m.insert(Consent, {
      userId,
      textVersion: CONSENT_VERSION,
      textSha256: CONSENT_SHA256,
      signaturePng: signature.png,
      signatureSha256: signature.sha256,
      channel,
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 300) ?? null,
    });
  }
}
