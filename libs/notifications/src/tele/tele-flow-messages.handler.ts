import { Inject } from '@nestjs/common';
import { EventsHandler } from '@nestjs/cqrs';
import { TeleFlowStatusChanged } from '@hospital/contracts';
import { APP_CONFIG, DomainEventHandler, type AppConfig } from '@hospital/core';
import { FLOW_STATUSES, formatThaiAppointment, type FlowStatus } from '@hospital/rules';
import { NotificationSends } from '../sends/notification-sends.js';
import { flowPushCard, flowPushText, type FlowMessageContext } from './flow-messages.js';

/** The message key of a move: one LINE message per tele_transitions row (LINE's retry key is made from it). */
export function flowPushKey(teleID: string, transitionID: string): string {
  return `tele:${teleID}:transition:${transitionID}`;
}

/**
 * care-services §4 flowStatus: each move tells the patient on LINE what happened and what to
 * do next. Reacts to 'tele.flowStatusChanged' with the text and the card of the step, queued as
 * ONE 'line.push' keyed on the transition (NotificationSends.pushOnce: a second delivery of the
 * event queues nothing). A correction of the tracking numbers that saved the same numbers
 * (`unchanged`) tells the patient nothing.
 */
@EventsHandler(TeleFlowStatusChanged)
export class TeleFlowMessages extends DomainEventHandler<TeleFlowStatusChanged> {
  constructor(
    @Inject(NotificationSends) private readonly sends: NotificationSends,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  protected async react({ payload: e }: TeleFlowStatusChanged): Promise<void> {
    if (e.unchanged || !(FLOW_STATUSES as readonly number[]).includes(e.to)) return;
    const base = this.config.publicBaseUrl;
    const message: FlowMessageContext = {
      to: e.to as FlowStatus,
      appointText: formatThaiAppointment(e.appointDate, e.appointTime),
      paymentUrl: `${base}/payment/${e.teleID}`,
      videoUrl: e.videoPath === null ? '' : `${base}${e.videoPath}`,
      homeUrl: `${base}/home`,
      costTotal: e.costTotal,
      paymentMsg: e.paymentMsg,
      trackingNumbers: e.trackingNumbers,
      corrected: e.corrected,
    };
    const key = flowPushKey(e.teleID, e.transitionID);
    await this.sends.pushOnce({ userID: e.userID, text: flowPushText(message), card: flowPushCard(message), key });
  }
}
