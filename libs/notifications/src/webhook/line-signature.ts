import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, UnauthorizedException, type CanActivate, type ExecutionContext, type RawBodyRequest } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '@hospital/core';

/** The signature LINE puts in X-Line-Signature: base64(HMAC-SHA256(raw body, channel secret)). */
export function lineSignatureOf(rawBody: Buffer | string, channelSecret: string): string {
  return createHmac('sha256', channelSecret).update(rawBody).digest('base64');
}

/**
 * Issue 31 item 1: whether `signature` is LINE's signature of these exact bytes (compared in
 * constant time). No secret, no body or no signature: never valid.
 */
export function lineSignatureValid(channelSecret: string, rawBody: Buffer | undefined, signature: string | string[] | undefined): boolean {
  if (!channelSecret || !rawBody || typeof signature !== 'string' || signature === '') return false;
  const expected = Buffer.from(lineSignatureOf(rawBody, channelSecret), 'base64');
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Issue 31 item 1: lets through only a webhook call LINE signed with the channel secret
 * (LINE_CHANNEL_SECRET), over the raw body bytes as received (the api keeps them: NestFactory's
 * `rawBody: true`). Otherwise 401 before the body is read or anything is recorded. A guard, so
 * it runs ahead of the body's schema: an unsigned call never learns what the schema wants.
 */
@Injectable()
export class LineSignatureGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<RawBodyRequest<FastifyRequest>>();
    if (!lineSignatureValid(this.config.line.channelSecret, request.rawBody, request.headers['x-line-signature'])) {
      throw new UnauthorizedException('ลายเซ็นของ LINE ไม่ถูกต้อง');
    }
    return true;
  }
}
