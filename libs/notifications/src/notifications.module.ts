import { Module } from '@nestjs/common';
import { LineIntegrationModule } from '@hospital/integrations';
import { BookingReminderMessages } from './bookings/booking-reminder-messages.handler.js';
import { BookingStatusMessages } from './bookings/booking-status-messages.handler.js';
import { LinePushHandler } from './line/line-push.handler.js';
import { NotificationSends } from './sends/notification-sends.js';
import { LineDeliveries } from './deliveries/line-deliveries.js';
import { SlaBreachMessages } from './sla/sla-breach-messages.handler.js';
import { ParcelMessages } from './tele/parcel-messages.handler.js';
import { TeleCreatedMessages } from './tele/tele-created-messages.handler.js';
import { TeleFlowMessages } from './tele/tele-flow-messages.handler.js';

/**
 * What the patient is told, and how it reaches them (care-services §4 LINE messages; DESIGN.md
 * "How an event travels", steps 2 and 4): reactions to other domains' events that queue LINE
 * messages through the outbox (a case made, its moves, its parcel, an SLA breach to the staff
 * group, a booking's staff move and its evening reminder), and the worker side of 'line.push'.
 * It reads the recipient's LINE account through identity's query interface and owns no data
 * of a case.
 */
@Module({
  imports: [LineIntegrationModule],
  providers: [
    LinePushHandler,
    NotificationSends,
    LineDeliveries, // issue 31 item 5: each message's kind, subject and result
    TeleFlowMessages,
    TeleCreatedMessages,
    ParcelMessages,
    SlaBreachMessages,
    BookingStatusMessages,
    BookingReminderMessages,
  ],
})
export class NotificationsModule {}
