// Issue 28 item 5: "twenty wrong birth dates on a child's vaccine record must not lock out the
// parent with the right one". The open changes (confirm2, update2, clearbooking2) prove the
// child's birth date; a WRONG one is a guess, counted per client address and child — never per
// record alone, never a right one — and per client address over all children. Before a proof
// both counts are read: at either maximum every proof of that child from that address (the right
// birth date too, so the cap is no oracle), or every proof from that address at its own
// maximum, answers 429 with Retry-After until the window (from its first counted guess) ends.
// Issue 34 (opening day, docs/decisions.md): parents behind one carrier address (CGNAT) share
// the address, so a few parents' typos must not refuse the next parent's right birth date: the
// per-child count (VACCINE_BIRTHDATE_GUESS_MAX) stops a guesser on one child, the address's
// (VACCINE_BIRTHDATE_GUESS_ADDRESS_MAX, 10× by default) one sweeping many children. Nothing is
// reserved ahead, so a school's many legitimate bookings from one address at once are never
// refused for being in flight; guesses sent in parallel can pass a cap by at most those in
// flight (each is still counted, and the per-address route limit bounds them).
import {
  Inject,
  Injectable,
  Logger,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { APP_CONFIG, createRequestPathRedisClient, type AppConfig } from '@hospital/core';
import { VACCINE_MESSAGES } from '@hospital/rules';
import { askedCid } from '../lookups/asked-cid.js';
import { Api2Error } from './api2-error.js';

/** KEYS[1]: a count; ARGV[1]: the window ms. One more wrong guess (the window starts at the first). */
const COUNT = `
if redis.call('INCR', KEYS[1]) == 1 or redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return 1`;

/** Allowed, or refused with the seconds until the address may guess again. */
export type GuessReservation = { allowed: true } | { allowed: false; retryAfterSeconds: number };

@Injectable()
export class BirthDateGuesses implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('BirthDateGuesses');
  private readonly redis: Redis | null;
  /** Used while Redis cannot be reached (per api process), and where there is no Redis. */
  private readonly memory = new Map<string, { count: number; expiresAt: number }>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.redis = config.redisUrl
      ? createRequestPathRedisClient(config, { lazyConnect: true })
      : null;
    this.redis?.on('error', () => undefined);
  }

  async onModuleInit(): Promise<void> {
    await this.redis?.connect().catch(() => undefined);
  }

  onModuleDestroy(): void {
    this.redis?.disconnect();
  }

  /** The address's count over all children, and the address's count for this child. */
  private keysOf(ip: string, cid: string): { address: string; child: string } {
    const base = `${this.config.redisPrefix}:vaccine-guess:${ip}`;
    return { address: base, child: `${base}:${cid}` };
  }

  /**
   * Whether the address may try this child's birth date now: under both maximums, or the seconds
   * until it may. Both counts come in one command (MGET); how long a count has left is asked only
   * of a count at its maximum (issue 34: every confirmation of the opening-day burst asks this).
   */
  async check(ip: string, cid: string): Promise<GuessReservation> {
    const { guessMax, guessAddressMax } = this.config.vaccineLookupRateLimit;
    const keys = this.keysOf(ip, cid);
    const [address, child] = await this.counts([keys.address, keys.child]);
    const over = [address >= guessAddressMax ? keys.address : null, child >= guessMax ? keys.child : null].filter((k) => k !== null);
    if (over.length === 0) return { allowed: true };
    const leftMs = Math.max(...(await Promise.all(over.map((key) => this.leftMs(key)))));
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(leftMs / 1000)) };
  }

  /** Counts one wrong birth date of the address for this child (both counts). */
  async wrong(ip: string, cid: string): Promise<void> {
    const keys = this.keysOf(ip, cid);
    await Promise.all([this.count(keys.address), this.count(keys.child)]);
  }

  private async counts(keys: string[]): Promise<number[]> {
    try {
      if (!this.redis) throw new Error('no redis');
      return (await this.redis.mget(...keys)).map((n) => Number(n ?? 0));
    } catch (error) {
      if (this.redis) this.logger.warn(`Reading birth-date guesses in memory: ${(error as Error).message}`);
      return keys.map((key) => this.live(key)?.count ?? 0);
    }
  }

  /** How long the count at `key` has left (its window when it has no expiry yet). */
  private async leftMs(key: string): Promise<number> {
    const { guessWindowMs } = this.config.vaccineLookupRateLimit;
    try {
      if (!this.redis) throw new Error('no redis');
      const ttl = await this.redis.pttl(key);
      return ttl > 0 ? ttl : guessWindowMs;
    } catch (error) {
      if (this.redis) this.logger.warn(`Reading birth-date guesses in memory: ${(error as Error).message}`);
      const counter = this.live(key);
      return counter ? counter.expiresAt - Date.now() : guessWindowMs;
    }
  }

  private async count(key: string): Promise<void> {
    const { guessWindowMs } = this.config.vaccineLookupRateLimit;
    try {
      if (!this.redis) throw new Error('no redis');
      await this.redis.eval(COUNT, 1, key, guessWindowMs);
    } catch (error) {
      if (this.redis) this.logger.warn(`Counting birth-date guesses in memory: ${(error as Error).message}`);
      const counter = this.live(key);
      if (counter) counter.count += 1;
      else this.memory.set(key, { count: 1, expiresAt: Date.now() + guessWindowMs });
    }
  }

  private live(key: string): { count: number; expiresAt: number } | undefined {
    const counter = this.memory.get(key);
    if (counter && counter.expiresAt <= Date.now()) {
      this.memory.delete(key);
      return undefined;
    }
    return counter;
  }
}

/** Whether a refusal is a wrong birth date (the one outcome that counts as a guess). */
export function isWrongBirthDate(error: unknown): boolean {
  return error instanceof Api2Error && (error.getResponse() as { msg?: unknown }).msg === VACCINE_MESSAGES.birthDateMismatch;
}

/** Checks the address before a birth-date proof and counts a wrong one (see the top of this file); 429 + Retry-After at the cap. */
@Injectable()
export class BirthDateGuessInterceptor implements NestInterceptor {
  constructor(@Inject(BirthDateGuesses) private readonly guesses: BirthDateGuesses) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const ip = request.ip ?? 'unknown';
    const asked = askedCid(request);
    const cid = typeof asked === 'string' ? asked.slice(0, 32) : '';
    return from(
      (async () => {
        const may = await this.guesses.check(ip, cid);
        if (!may.allowed) {
          void reply.header('Retry-After', String(may.retryAfterSeconds));
          throw new Api2Error(429, VACCINE_MESSAGES.tooManyBirthDateGuesses);
        }
        try {
          return await lastValueFrom(next.handle());
        } catch (error) {
          if (isWrongBirthDate(error)) await this.guesses.wrong(ip, cid);
          throw error;
        }
      })(),
    );
  }
}

/** The call proves a child's birth date: wrong ones are counted per client address. */
export const CountsBirthDateGuesses = () => UseInterceptors(BirthDateGuessInterceptor);
