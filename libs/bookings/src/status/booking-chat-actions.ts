import { Inject, Injectable } from '@nestjs/common';
import type { ChatActionParams } from '@hospital/contracts';
import type { ChatActor, ChatReply } from '@hospital/core';
import { ChatAction } from '@hospital/core';
import { BookingStatusService } from './booking-status.service.js';

/**
 * Issue 31 item 2: a clinic booking confirmed or cancelled from the LINE chat (a card's postback
 * button) is the page's own command, BookingStatusService.update as the patient, under the same
 * rules, with the same events; the chat answers its message (or the refusal's, by ChatRegistry).
 */
@Injectable()
export class BookingChatActions {
  constructor(@Inject(BookingStatusService) private readonly status: BookingStatusService) {}

  @ChatAction('booking.confirm')
  confirm(actor: ChatActor, params: ChatActionParams<'booking.confirm'>): Promise<ChatReply> {
    return this.move(actor, params.bookingID, 1);
  }

  @ChatAction('booking.cancel')
  cancel(actor: ChatActor, params: ChatActionParams<'booking.cancel'>): Promise<ChatReply> {
    return this.move(actor, params.bookingID, -1);
  }

  private async move(actor: ChatActor, bookingID: string, bookingStatus: 1 | -1): Promise<ChatReply> {
    const { message, data } = await this.status.update({ userID: actor.userID, role: null, fullName: actor.fullName, exp: 0 }, bookingID, { bookingStatus });
    const when = data.appointDatetimeText;
    return { text: `${message}\n${when}`, card: { title: message, lines: [when, `คิวที่ ${data.bookingNumber}`] } };
  }
}
