import { Injectable } from '@nestjs/common';
import type { JobPayload } from '@hospital/contracts';
import { JobHandler } from '@hospital/core';

/** 'tele.pollHisCosts' (issue 13 item 2). STUB: being written. */
@Injectable()
export class HisCostsPollHandler {
  @JobHandler('tele.pollHisCosts')
  async poll(_payload: JobPayload<'tele.pollHisCosts'>): Promise<number> {
    return 0;
  }
}
