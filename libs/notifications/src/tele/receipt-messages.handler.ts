import { Inject } from '@nestjs/common';
import { EventsHandler } from '@nestjs/cqrs';
import { TeleReceiptIssued, type DomainEventPayload, type LineCard } from '@hospital/contracts';
import { APP_CONFIG, DomainEventHandler, type AppConfig } from '@hospital/core';
import { RECEIPT_MESSAGES, bahtAmountText, formatThaiLongDate } from '@hospital/rules';
import { NotificationSends } from '../sends/notification-sends.js';

type ReceiptIssued = DomainEventPayload<'tele.receiptIssued'>;

/** The message key of a receipt: one LINE message per case's receipt. */
export function receiptPushKey(teleID: string): string {
  return `tele:${teleID}:receipt`;
}

/** The LINE text of a receipt (the card's altText). */
export function receiptPushText(e: ReceiptIssued, url: string): string {
  return `${RECEIPT_MESSAGES.title} ${RECEIPT_MESSAGES.cardLine(e.receiptNumber, bahtAmountText(e.total))}\nเปิดใบเสร็จ: ${url}`;
}

/** The card 'ใบเสร็จรับเงิน': the number, the total, the date, and the button that opens it. */
export function receiptPushCard(e: ReceiptIssued, url: string): LineCard {
  return {
    title: RECEIPT_MESSAGES.title,
    lines: [RECEIPT_MESSAGES.cardLine(e.receiptNumber, bahtAmountText(e.total)), `วันที่ ${formatThaiLongDate(e.issuedAt)}`, 'ใช้เป็นหลักฐานการชำระเงินเพื่อเบิกค่ารักษาพยาบาลได้'],
    action: /^https?:\/\//.test(url) ? { label: RECEIPT_MESSAGES.open, uri: url } : undefined,
  };
}

/**
 * Issue 32 item 7: the patient gets the receipt on LINE once Finance has verified the payment.
 * Reacts to 'tele.receiptIssued' with ONE 'line.push' keyed on the case (NotificationSends.pushOnce:
 * a second delivery queues nothing). The button opens the web app's /receipt/{teleID} (signed in:
 * the PDF is the patient's own).
 */
@EventsHandler(TeleReceiptIssued)
export class ReceiptMessages extends DomainEventHandler<TeleReceiptIssued> {
  constructor(
    @Inject(NotificationSends) private readonly sends: NotificationSends,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  protected async react({ payload: e }: TeleReceiptIssued): Promise<void> {
    const url = `${this.config.publicBaseUrl}/receipt/${e.teleID}`;
    await this.sends.pushOnce({ userID: e.userID, text: receiptPushText(e, url), card: receiptPushCard(e, url), key: receiptPushKey(e.teleID) });
  }
}
