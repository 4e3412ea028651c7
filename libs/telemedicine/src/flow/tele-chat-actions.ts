import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { ChatActionParams } from '@hospital/contracts';
import type { ChatActor, ChatReply } from '@hospital/core';
import { ChatAction } from '@hospital/core';
import { MoveCaseCommand } from './move-case.command.js';

/**
 * Issue 31 item 2: 'ได้รับยาแล้ว' tapped on the parcel card in the LINE chat is the page's own
 * move (MoveCaseCommand to flowStatus 7, as the patient), under the flowStatus machine's rules;
 * the chat answers the move's message, or its refusal's.
 */
@Injectable()
export class TeleChatActions {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @ChatAction('tele.received')
  async received(actor: ChatActor, params: ChatActionParams<'tele.received'>): Promise<ChatReply> {
    const user = { userID: actor.userID, role: null, fullName: actor.fullName, exp: 0 };
    const outcome = await this.commands.execute(new MoveCaseCommand(user, params.teleID, { flowStatus: 7, paymentMsg: '' }));
    if (outcome.httpStatus !== 200) return { text: outcome.body.message ?? 'ทำรายการไม่สำเร็จ' };
    const text = 'บันทึกว่าได้รับยาแล้ว ขอบคุณที่ใช้บริการการแพทย์ทางไกล';
    return { text, card: { title: 'ได้รับยาแล้ว', lines: ['ขอบคุณที่ใช้บริการการแพทย์ทางไกล ขอให้หายป่วยโดยเร็ว'] } };
  }
}
