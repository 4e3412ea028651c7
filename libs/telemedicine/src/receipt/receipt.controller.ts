import { Controller, Get, Header, HttpException, Inject, Param, Res } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Role, type ReceiptVerification } from '@hospital/contracts';
import { Allow, Answer, AnswerWithout, CurrentUser, Public, type AuthUser } from '@hospital/core';
import { RECEIPT_MESSAGES } from '@hospital/rules';
import { TeleIdParam } from '../cases/tele-answers.schemas.js';
import { ReceiptReads } from './receipt-reads.service.js';
import { ReceiptCodeParam, ReceiptVerifyAnswer } from './receipt.schemas.js';

/**
 * The public check is keyed by a code anyone may type: each client address gets 30 a minute
 * (as the other open lookups, e.g. the vaccine ones), then 429 with the Thai message.
 */
const RECEIPT_VERIFY_RATE_LIMIT = RouteConfig({
  rateLimit: {
    max: 30,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => `receipt-verify:${request.ip}`,
    errorResponseBuilder: (_request: FastifyRequest, context: { statusCode: number }) => new HttpException({ message: RECEIPT_MESSAGES.tooManyVerifies }, context.statusCode),
  },
});

/**
 * Issue 32 item 7, GET /api/v1/tele/{teleID}/receipt: the case's receipt as a PDF, for the
 * patient whose case it is, Finance and Admin (other staff and network roles 403; another
 * patient's or an unknown case 404; no receipt yet 404 in Thai).
 */
@Controller('api/v1/tele')
@Allow('patient', Role.Admin, Role.Finance)
export class ReceiptController {
  constructor(@Inject(ReceiptReads) private readonly reads: ReceiptReads) {}

  @Get(':teleID/receipt')
  @AnswerWithout(200, 'application/pdf: the receipt (Content-Disposition names it RC<fiscal year>-<number>.pdf)')
  @Header('cache-control', 'private, no-store')
  async receipt(
    @CurrentUser() user: AuthUser,
    @Param('teleID', { schema: TeleIdParam }) teleID: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const { bytes, fileName } = await this.reads.pdf(user, teleID);
    void reply.header('content-type', 'application/pdf').header('content-disposition', `inline; filename="${fileName}"`);
    return bytes;
  }
}

/**
 * Issue 32 item 7, GET /api/v1/receipts/verify/{code}: anyone holding the receipt (its QR opens
 * the web page /receipt/verify/{code}, which asks this) learns whether the hospital issued it —
 * its number, date, total and a masked name — or 404 'ไม่พบใบเสร็จ' for an unknown or altered code.
 */
@Controller('api/v1/receipts')
export class ReceiptVerifyController {
  constructor(@Inject(ReceiptReads) private readonly reads: ReceiptReads) {}

  @Get('verify/:code')
  @Public()
  @RECEIPT_VERIFY_RATE_LIMIT
  @Answer(ReceiptVerifyAnswer)
  verify(@Param('code', { schema: ReceiptCodeParam }) code: string): Promise<ReceiptVerification> {
    return this.reads.verify(code);
  }
}
