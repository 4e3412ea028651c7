import { Catch, HttpException, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { ApiErrorBody } from '@hospital/contracts';
import { MESSAGES } from '@hospital/rules';
import { isDatabaseUnavailable } from '../database/database-unavailable.js';
import { ensureRetryAfter } from './retry-after.js';

const BY_STATUS: Record<number, string> = {
  400: MESSAGES.badRequest,
  401: MESSAGES.unauthenticated,
  403: MESSAGES.forbidden,
  404: MESSAGES.notFound,
  413: 'ไฟล์หรือข้อมูลมีขนาดใหญ่เกินไป',
  415: 'รูปแบบข้อมูลไม่ถูกต้อง',
  429: MESSAGES.tooManyLogins,
};

function messageOf(response: unknown): string | null {
  if (typeof response === 'string') return response;
  if (response && typeof response === 'object' && 'message' in response) {
    const message = (response as { message: unknown }).message;
    if (typeof message === 'string') return message;
    if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
  }
  return null;
}

/** Every error answers {statusCode, message} with Thai text; a 5xx never leaks internals. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Http');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw exception;
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    let status = 500;
    let message: string | null = null;
    let errors: string[] | undefined;
    let fields: Record<string, string> | undefined;
    if (exception instanceof HttpException) {
      status = exception.getStatus();
      const response = exception.getResponse();
      message = messageOf(response);
      // A form's full list of problems (web-register answers `errors`, accounts §3).
      const list = (response as { errors?: unknown })?.errors;
      if (Array.isArray(list) && list.every((e) => typeof e === 'string')) errors = list;
      // A schema's problems by field (SchemaValidationPipe).
      const byField = (response as { fields?: unknown })?.fields;
      if (byField && typeof byField === 'object' && !Array.isArray(byField)) fields = byField as Record<string, string>;
      // Nest's own English defaults ("Not Found", "Cannot GET /x") become Thai.
      if (message && /^[\x00-\x7F]*$/.test(message)) message = null;
    } else if (typeof (exception as { statusCode?: unknown })?.statusCode === 'number') {
      status = (exception as { statusCode: number }).statusCode; // fastify's own (body parse, size)
    } else if (isDatabaseUnavailable(exception)) {
      // PostgreSQL is away (issue 18): nothing was saved; try again shortly.
      status = 503;
      message = MESSAGES.databaseUnavailable;
    }
    // A 5xx never leaks internals. An outside system being down (502/503/504) that our code
    // answered on purpose keeps its Thai message: it tells the person to try again later.
    const deliberate = status >= 502 && status <= 504 && message !== null;
    if (status >= 500 && !deliberate) {
      this.logger.error(exception instanceof Error ? exception.stack : String(exception));
      message = MESSAGES.serverError;
    }
    const body: ApiErrorBody = { statusCode: status, message: message ?? BY_STATUS[status] ?? MESSAGES.badRequest };
    if (errors && status < 500) body.errors = errors;
    if (fields && status < 500) body.fields = fields;
    // Issue 28 item 5: a 429 always says when to come back.
    ensureRetryAfter(reply, status, exception);
    void reply.status(status).send(body);
  }
}
