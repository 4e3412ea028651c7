import { Injectable } from '@nestjs/common';
import type { JobPayload } from '@hospital/contracts';
import { JobHandler } from '@hospital/core';

/** 'payments.readSlip' (issue 13 item 5). STUB: being written. */
@Injectable()
export class SlipReadHandler {
  @JobHandler('payments.readSlip')
  async read(_payload: JobPayload<'payments.readSlip'>): Promise<void> {}
}
