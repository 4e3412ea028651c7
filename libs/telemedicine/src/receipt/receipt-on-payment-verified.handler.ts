import { Inject } from '@nestjs/common';
import { EventsHandler } from '@nestjs/cqrs';
import { TeleFlowStatusChanged } from '@hospital/contracts';
import { DomainEventHandler } from '@hospital/core';
import { FLOW_STATUS } from '@hospital/rules';
import { ReceiptIssuer } from './receipt-issuer.js';

/**
 * Issue 32 item 7: the receipt is issued when Finance verifies the payment — telemedicine's own
 * reaction to 'tele.flowStatusChanged' for the move 4 → 5 (not inline in MoveCaseHandler: the
 * move commits whatever the HIS says, and the receipt follows a moment later, retried until
 * issued). Idempotent: ReceiptIssuer issues one receipt per case.
 */
@EventsHandler(TeleFlowStatusChanged)
export class ReceiptOnPaymentVerified extends DomainEventHandler<TeleFlowStatusChanged> {
  constructor(@Inject(ReceiptIssuer) private readonly issuer: ReceiptIssuer) {
    super();
  }

  protected async react({ payload: e }: TeleFlowStatusChanged): Promise<void> {
    if (e.to !== FLOW_STATUS.paid || e.from === FLOW_STATUS.paid) return;
    await this.issuer.issue(e.teleID, e.transitionID);
  }
}
