import { ConflictException, Controller, HttpCode, Inject, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Role } from '@hospital/contracts';
import { Allow, AnswerWithout, CurrentUser, JobTransport, NoBody, TokenService, type AuthUser } from '@hospital/core';
import { OPS_COOKIE, OPS_PATH, OPS_SESSION_SECONDS, OPS_TOKEN_PURPOSE } from './ops-paths.js';

@Controller('api/v1/ops')
export class OpsController {
  constructor(
    @Inject(TokenService) private readonly tokens: TokenService,
    @Inject(JobTransport) private readonly transport: JobTransport,
  ) {}

  /**
   * A browser cannot send the Bearer token when it opens the queue dashboard, so an Admin
   * first trades it here for a short HttpOnly cookie valid only under /ops.
   */
  @Allow(Role.Admin)
  @Post('queues/session')
  @HttpCode(204)
  @NoBody()
  @AnswerWithout(204, 'No content: sets the ops_session cookie (HttpOnly, path /ops, 1 hour)')
  session(@CurrentUser() user: AuthUser, @Res({ passthrough: true }) reply: FastifyReply): void {
    if (this.transport.kind !== 'bullmq') throw new ConflictException('ระบบคิวงานทำงานภายในเซิร์ฟเวอร์ (ไม่มี Redis) จึงไม่มีหน้าคิวงาน');
    const token = this.tokens.signFor(OPS_TOKEN_PURPOSE, { sub: user.userID, role: user.role, name: user.fullName }, OPS_SESSION_SECONDS);
    void reply.setCookie(OPS_COOKIE, token, {
      path: OPS_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: 'auto',
      maxAge: OPS_SESSION_SECONDS,
    });
  }
}
