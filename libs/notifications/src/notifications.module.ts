import { Module } from '@nestjs/common';
import { LineIntegrationModule } from '@hospital/integrations';
import { BookingCreatedMessages } from './bookings/booking-created-messages.handler.js';
import { BookingStatusMessages } from './bookings/booking-status-messages.handler.js';
import { BookingRescheduledMessages } from './bookings/booking-rescheduled-messages.handler.js';
import { AppointmentOfferedMessages } from './offers/appointment-offered-messages.handler.js';
import { CaregiverMajorityNearMessages } from './caregivers/majority-near-messages.handler.js';
import { CaregiverMajorityReachedMessages } from './caregivers/majority-reached-messages.handler.js';
import { LinePushHandler } from './line/line-push.handler.js';
import { NotificationSends } from './sends/notification-sends.js';
import { LineDeliveries } from './deliveries/line-deliveries.js';
import { LineMessagesOnDeactivation } from './deliveries/line-messages-deactivation.handler.js';
import { NotificationsPersonalData } from './personal-data/notifications-personal-data.js';
import { LineDeliveryReads } from './deliveries/line-delivery-reads.js';
import { LineMessagesController } from './deliveries/line-messages.controller.js';
import { LineMessagesGauge } from './deliveries/line-messages.gauge.js';
import { SlaBreachMessages } from './sla/sla-breach-messages.handler.js';
import { ParcelMessages } from './tele/parcel-messages.handler.js';
import { TeleCreatedMessages } from './tele/tele-created-messages.handler.js';
import { TeleFlowMessages } from './tele/tele-flow-messages.handler.js';
import { TeleRescheduledMessages } from './tele/tele-rescheduled-messages.handler.js';
import { ReceiptMessages } from './tele/receipt-messages.handler.js';
import { REMINDER_CONTROLLERS, REMINDER_PROVIDERS } from './reminders/index.js';
import { RICH_MENU_PROVIDERS } from './rich-menus/index.js';
import { LineChatReplies } from './webhook/line-chat-replies.js';
import { LineSignatureGuard } from './webhook/line-signature.js';
import { LineWebhookController } from './webhook/line-webhook.controller.js';
import { LineWebhookEvents } from './webhook/line-webhook-events.js';
import { LineWebhookHandler } from './webhook/line-webhook.handler.js';

/**
 * What the patient is told, and how it reaches them (care-services §4 LINE messages; DESIGN.md
 * "How an event travels", steps 2 and 4): reactions to other domains' events that queue LINE
 * messages through the outbox (a case made, its moves, its parcel, an SLA breach to the staff
 * group, a booking made by the patient and its staff moves, the appointment reminders at the lead times
 * Admin sets (issue 31 item 4, reminders/)), and the worker side of 'line.push'.
 * It reads the recipient's LINE account through identity's query interface and owns no data
 * of a case.
 */
@Module({
  imports: [LineIntegrationModule],
  controllers: [LineWebhookController, LineMessagesController, ...REMINDER_CONTROLLERS], // issue 31 item 1: POST /api/line/webhook; item 5: a person's LINE messages, the month's usage
  providers: [
    LinePushHandler,
    NotificationSends,
    LineDeliveries, // issue 31 item 5: each message's kind, subject and result
    LineMessagesOnDeactivation,
    NotificationsPersonalData, // issue 15 item 3: the person's LINE messages in their copy
    LineDeliveryReads, // issue 31 item 5: staff's list, Admin's usage, /metrics' hospital_line_messages
    LineMessagesGauge,
    LineSignatureGuard, // issue 31 items 1-2: the signed webhook, its events once, the chat's answers
    LineWebhookEvents,
    LineWebhookHandler,
    LineChatReplies,
    TeleFlowMessages,
    TeleCreatedMessages,
    ParcelMessages,
    ReceiptMessages, // issue 32 item 7: the 'ใบเสร็จรับเงิน' card when Finance verified the payment
    SlaBreachMessages,
    BookingStatusMessages,
    BookingCreatedMessages, // issue 31 item 4: the patient's own booking gets a confirmation card
    BookingRescheduledMessages, // issue 32 item 2: a moved clinic booking's card (new day, time, queue number)
    TeleRescheduledMessages, // issue 32 item 2: a moved telemedicine visit's card
    AppointmentOfferedMessages, // issue 32 item 3: the earlier-slot offer's card with 'รับคิวนี้'
    CaregiverMajorityNearMessages, // issue 33 item 4: the notice 30 days before the 20th birthday
    CaregiverMajorityReachedMessages, // issue 33 item 4: on the birthday, the now-adult asked to agree, each caregiver told
    ...REMINDER_PROVIDERS, // issue 31 item 4: reminders at the lead times Admin sets per appointment kind
    ...RICH_MENU_PROVIDERS, // issue 31 item 3: the patient menu linked on registration and following, unlinked on blocking and deactivation
  ],
})
export class NotificationsModule {}
