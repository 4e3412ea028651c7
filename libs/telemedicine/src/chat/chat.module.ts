import { Module } from '@nestjs/common';
import { TeleQueueModule } from '../queue/queue.module.js';
import { TeleVideoModule } from '../video/video.module.js';
import { TeleAppointments } from './tele-appointments.js';
import { TeleChatTopics } from './tele-chat-topics.js';
import { TeleVideoLinks } from './tele-video-links.js';

/**
 * Issue 31: telemedicine's part of the LINE chat ('นัด', 'ชำระเงิน', 'คิว': @ChatTopic) and of the
 * reminders (the video visits: @AppointmentSource('video')), read from its own cases; the
 * notifications module renders and sends. Reads tele_requests; imports queue and video.
 */
@Module({
  imports: [TeleQueueModule, TeleVideoModule],
  providers: [TeleVideoLinks, TeleChatTopics, TeleAppointments],
  exports: [TeleVideoLinks], // issue 32 item 6: calendar/'s .ics carries the same join link
})
export class TeleChatModule {}
