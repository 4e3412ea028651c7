import { Inject, Injectable } from '@nestjs/common';
import type { ChatActionParams } from '@hospital/contracts';
import { ChatAction, type ChatActor, type ChatReply } from '@hospital/core';
import { EarlierOffers } from './earlier-offers.service.js';

/** Issue 32 item 3: 'รับคิวนี้' on the LINE card 'มีคิวว่างเร็วขึ้น' (the first tap of a freed slot wins), and 'ไม่สนใจ'. */
@Injectable()
export class EarlierOfferChatAction {
  constructor(@Inject(EarlierOffers) private readonly offers: EarlierOffers) {}

  @ChatAction('offer.accept')
  accept(actor: ChatActor, params: ChatActionParams<'offer.accept'>): Promise<ChatReply> {
    return this.offers.accept(actor.userID, params.offerID);
  }

  @ChatAction('offer.decline')
  decline(actor: ChatActor, params: ChatActionParams<'offer.decline'>): Promise<ChatReply> {
    return this.offers.decline(actor.userID, params.offerID);
  }
}
