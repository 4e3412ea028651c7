// Issue 28 item 5: "twenty wrong birth dates on a child's vaccine record must not lock out the
// parent with the right one". The open changes (confirm2, update2, clearbooking2) prove the
// child's birth date; a WRONG one is a guess, counted per client address — never per record,
// never a right one. Before a proof the address's count is read: at its maximum every proof from
// that address, the right birth date too, answers 429 with Retry-After until the window (from its
// first counted guess) ends, so the cap is no oracle. After a wrong birth date the count goes up
// by one (the window starts at the first). Nothing is reserved ahead, so a school's many
// legitimate bookings from one address at once are never refused for being in flight; guesses
// sent in parallel can pass the cap by at most those in flight (each is still counted, and the
// per-address route limit bounds them). The record stays open to everyone else.
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
import { Api2Error } from './api2-error.js';

/** KEYS[1]: the address's count; ARGV[1]: the window ms. One more wrong guess (the window starts at the first). */
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

  private keyOf(ip: string): string {
    return `${this.config.redisPrefix}:vaccine-guess:${ip}`;
  }

  /** Whether the address may try a birth date now: under its maximum, or the seconds until it may. */
  async check(ip: string): Promise<GuessReservation> {
    const { guessMax, guessWindowMs } = this.config.vaccineLookupRateLimit;
    const key = this.keyOf(ip);
    let count = 0;
    let leftMs = guessWindowMs;
    try {
      if (!this.redis) throw new Error('no redis');
      const [n, ttl] = await Promise.all([this.redis.get(key), this.redis.pttl(key)]);
      count = Number(n ?? 0);
      if (ttl > 0) leftMs = ttl;
    } catch (error) {
      if (this.redis) this.logger.warn(`Reading birth-date guesses in memory: ${(error as Error).message}`);
      const counter = this.live(key);
      count = counter?.count ?? 0;
      if (counter) leftMs = counter.expiresAt - Date.now();
    }
    return count >= guessMax ? { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(leftMs / 1000)) } : { allowed: true };
  }

  /** Counts one wrong birth date of the address. */
  async wrong(ip: string): Promise<void> {
    const { guessWindowMs } = this.config.vaccineLookupRateLimit;
    const key = this.keyOf(ip);
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
    return from(
      (async () => {
        const may = await this.guesses.check(ip);
        if (!may.allowed) {
          void reply.header('Retry-After', String(may.retryAfterSeconds));
          throw new Api2Error(429, VACCINE_MESSAGES.tooManyBirthDateGuesses);
        }
        try {
          return await lastValueFrom(next.handle());
        } catch (error) {
          if (isWrongBirthDate(error)) await this.guesses.wrong(ip);
          throw error;
        }
      })(),
    );
  }
}

/** The call proves a child's birth date: wrong ones are counted per client address. */
export const CountsBirthDateGuesses = () => UseInterceptors(BirthDateGuessInterceptor);
