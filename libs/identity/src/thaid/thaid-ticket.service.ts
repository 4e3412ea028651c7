// The ThaiD ticket: our signed proof of the person data ThaiD released (accounts §2
// /linethaid). The callback answers it with the data; line-register (isThaid = 1) sends it
// back, and the server checks the submitted national ID, birth date and names against it.
import { createSecretKey, hkdfSync, type KeyObject } from 'node:crypto';
import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import jwt from 'jsonwebtoken';
import type { ThaidClaims } from '@hospital/contracts';
import { APP_CONFIG, type AppConfig } from '@hospital/core';
import { isValidNationalId, MESSAGES } from '@hospital/rules';

/** The person data of a ThaiD sign-in (the callback's answer without the ticket). */
export type ThaidPersonData = ThaidClaims;

export const THAID_TICKET_AUDIENCE = 'thaid-ticket';
export const THAID_TICKET_TTL_SECONDS = 15 * 60;

/** A key of its own, derived from JWT_SECRET: a session token is never a ticket, nor the reverse. */
export function deriveKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), 'skin-hospital', purpose, 32));
}

const str = (value: unknown): value is string => typeof value === 'string';

function personOf(value: unknown): ThaidPersonData | null {
  if (!value || typeof value !== 'object') return null;
  const p = value as Record<string, unknown>;
  const address = p.address as { formatted?: unknown } | undefined;
  const fields = ['pid', 'titleTh', 'given_name', 'family_name', 'titleEn', 'given_name_en', 'family_name_en', 'birthdate'];
  if (!fields.every((f) => str(p[f])) || !address || !str(address.formatted)) return null;
  if (p.gender !== 'male' && p.gender !== 'female') return null;
  if (!isValidNationalId(p.pid as string) || !/^\d{4}-\d{2}-\d{2}$/.test(p.birthdate as string)) return null;
  return {
    pid: p.pid as string,
    titleTh: p.titleTh as string,
    given_name: p.given_name as string,
    family_name: p.family_name as string,
    titleEn: p.titleEn as string,
    given_name_en: p.given_name_en as string,
    family_name_en: p.family_name_en as string,
    birthdate: p.birthdate as string,
    address: { formatted: address.formatted },
    gender: p.gender,
  };
}

@Injectable()
export class ThaidTicketService {
  private readonly key: KeyObject;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = createSecretKey(deriveKey(config.jwtSecret, 'thaid-ticket'));
  }

  /** A JWT (HS256, audience 'thaid-ticket', 15 minutes) holding the verified person data. */
  sign(person: ThaidPersonData): string {
    const data = personOf(person);
    if (!data) throw new Error('ThaidTicketService.sign: incomplete person data');
    return jwt.sign({ person: data }, this.key, {
      algorithm: 'HS256',
      audience: THAID_TICKET_AUDIENCE,
      subject: data.pid,
      expiresIn: THAID_TICKET_TTL_SECONDS,
    });
  }

  /** The person data of a valid, unexpired ticket; else 400 with MESSAGES.thaidTicketInvalid. */
  verify(ticket: unknown): ThaidPersonData {
    if (!str(ticket) || ticket.length > 8192) throw new BadRequestException(MESSAGES.thaidTicketInvalid);
    let claims: jwt.JwtPayload;
    try {
      claims = jwt.verify(ticket, this.key, { algorithms: ['HS256'], audience: THAID_TICKET_AUDIENCE }) as jwt.JwtPayload;
    } catch {
      throw new BadRequestException(MESSAGES.thaidTicketInvalid);
    }
    const person = personOf(claims.person);
    if (!person || claims.sub !== person.pid) throw new BadRequestException(MESSAGES.thaidTicketInvalid);
    return person;
  }
}
