import { Catch, HttpException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { Api2Result } from '@hospital/contracts';

/**
 * A refusal of an /api2 call (care-services §8: the dialog shows msg and desc when status is
 * not 200). The HTTP status is the envelope's status: 400 bad input (national ID, birth date,
 * form, age rule), 404 not on the list / unknown event, 409 a conflict (event full, already
 * booked, nothing to cancel). Nothing is saved when one is thrown.
 */
export class Api2Error extends HttpException {
  constructor(status: 400 | 403 | 404 | 409, msg: string, desc = '') {
    super({ status, msg, desc } satisfies Api2Result, status);
  }
}

/** Sends an Api2Error as its envelope (plus statusCode/message, the shape of every other error). */
@Catch(Api2Error)
export class Api2ErrorFilter implements ExceptionFilter {
  catch(exception: Api2Error, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const body = exception.getResponse() as Api2Result;
    void reply.status(exception.getStatus()).send({ ...body, statusCode: body.status, message: body.msg });
  }
}

/** The success envelope. */
export const ok = (msg = '', desc = ''): Api2Result => ({ status: 200, msg, desc });
