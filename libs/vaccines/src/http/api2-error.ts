import { BadRequestException, Catch, HttpException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { Api2Result } from '@hospital/contracts';
import { ensureRetryAfter } from '@hospital/core';
import { MESSAGES } from '@hospital/rules';

/**
 * A refusal of an /api2 call (care-services §8: the dialog shows msg and desc when status is
 * not 200). The HTTP status is the envelope's status: 400 bad input (national ID, birth date,
 * form, age rule, birth-date proof), 403 from another site, 404 not on the list / unknown
 * event, 409 a conflict (event full, already booked, nothing to cancel), 429 too many calls
 * about one national ID (issue 18 finding 4). Nothing is saved when one is thrown.
 */
export class Api2Error extends HttpException {
  constructor(status: 400 | 403 | 404 | 409 | 429, msg: string, desc = '') {
    // A refusal is an answer, not a fault: no stack is captured for it (issue 34: the opening
    // day answers 9,700 of them in a burst, and capturing one cost ~2 % of the api's CPU).
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      super({ status, msg, desc } satisfies Api2Result, status);
    } finally {
      Error.stackTraceLimit = stackTraceLimit;
    }
  }
}

/** The body of an /api2 refusal: the envelope, plus statusCode/message (the shape of every other error). */
type Api2ErrorBody = Api2Result & { statusCode: number; message: string; errors?: string[]; fields?: Record<string, string> };

/**
 * A schema problem (SchemaValidationPipe's 400 {message, errors, fields}) in the envelope: the
 * first problem is msg, as the page's dialog shows it; the full lists are kept.
 */
function schemaRefusal(exception: BadRequestException): Api2ErrorBody {
  const response = exception.getResponse() as { message?: unknown; errors?: unknown; fields?: unknown } | string;
  const raw = typeof response === 'string' ? response : Array.isArray(response.message) ? response.message[0] : response.message;
  const msg = typeof raw === 'string' && !/^[\x00-\x7F]*$/.test(raw) ? raw : MESSAGES.badRequest;
  const body: Api2ErrorBody = { status: 400, msg, desc: '', statusCode: 400, message: msg };
  if (typeof response === 'object') {
    if (Array.isArray(response.errors) && response.errors.every((e) => typeof e === 'string')) body.errors = response.errors;
    if (response.fields && typeof response.fields === 'object' && !Array.isArray(response.fields)) body.fields = response.fields as Record<string, string>;
  }
  return body;
}

/**
 * Sends an Api2Error as its envelope (plus statusCode/message, the shape of every other error),
 * and a schema's 400 the same way, so every /api2 refusal is one the page's dialog reads.
 */
@Catch(Api2Error, BadRequestException)
export class Api2ErrorFilter implements ExceptionFilter {
  catch(exception: Api2Error | BadRequestException, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    if (exception instanceof Api2Error) {
      const body = exception.getResponse() as Api2Result;
      ensureRetryAfter(reply, exception.getStatus(), exception); // issue 28 item 5: every 429 says when
      void reply.status(exception.getStatus()).send({ ...body, statusCode: body.status, message: body.msg } satisfies Api2ErrorBody);
      return;
    }
    void reply.status(400).send(schemaRefusal(exception));
  }
}

/** The success envelope. */
export const ok = (msg = '', desc = ''): Api2Result => ({ status: 200, msg, desc });
