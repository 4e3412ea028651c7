import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { chatActionOf, type JobPayload, type LineWebhookEvent } from '@hospital/contracts';
import { type ChatActor } from '@hospital/core';
import { APP_CONFIG, ChatRegistry, Clock, JobHandler, Outbox, type AppConfig } from '@hospital/core';
import { LineFollows } from '@hospital/identity';
import { chatTopicOfText } from '@hospital/rules';
import { actionAnswer, chatLinksOf, helpAnswer, topicAnswer, welcomeAnswer, welcomeBackAnswer, type ChatAnswer, type ChatLinks } from './chat-cards.js';
import { LineChatReplies } from './line-chat-replies.js';
import { LineWebhookEvents } from './line-webhook-events.js';

/**
 * Issue 31 item 2, the worker side of 'line.webhookEvent': answers one LINE event for the
 * person its LINE user id belongs to (identity's LineFollows: an active, registered patient),
 * once per webhookEventId.
 *  - follow: a registered patient is reachable again and welcomed back with their next
 *    appointment; anyone else gets the welcome with the registration button.
 *  - unfollow: the person is unreachable on LINE until they follow again (no answer: LINE gives
 *    no reply token). Both publish 'line.followChanged' with the change.
 *  - postback: the card button's action (ChatRegistry.act: the page's own command, for the
 *    patient), answered with its reply; an action the catalogue lacks gets the help card.
 *  - message: 'นัด' / 'คิว' / 'ชำระเงิน' and close words (libs/rules chatTopicOfText) answer
 *    the topic's items; anything else the help card.
 * A person the product cannot identify gets the welcome only. Nothing is answered to a group,
 * a room, or in standby mode.
 *
 * Once (docs/decisions.md, issue 31): the row of line_webhook_events is claimed (`handled_at`)
 * in the transaction that commits the follow state and its event, so a second run does
 * nothing; a claim whose answer could not be made is given back for the retry. The answer is
 * kept on the row, then sent by LineChatReplies, which a retried job resumes.
 */
@Injectable()
export class LineWebhookHandler {
  private readonly follows: LineFollows;
  private readonly links: ChatLinks;

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(ChatRegistry) private readonly chat: ChatRegistry,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(LineWebhookEvents) private readonly events: LineWebhookEvents,
    @Inject(LineChatReplies) private readonly replies: LineChatReplies,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.follows = new LineFollows(dataSource);
    this.links = chatLinksOf(config);
  }

  @JobHandler('line.webhookEvent')
  async handle(event: JobPayload<'line.webhookEvent'>): Promise<void> {
    const lineUserId = event.source?.type === 'user' && event.source.userId ? event.source.userId : null;
    const claimed = await this.dataSource.transaction(async (m) => {
      if (!(await this.events.claim(m, event.webhookEventId))) return false;
      if (lineUserId && (event.type === 'follow' || event.type === 'unfollow')) {
        const followed = event.type === 'follow';
        const userID = await this.follows.setFollowing(m, lineUserId, followed);
        await this.outbox.event(m, 'line.followChanged', { lineUserId, userID, followed });
      }
      return true;
    });
    if (claimed && lineUserId && event.mode !== 'standby') {
      let answer: (ChatAnswer & { userID: string | null }) | null;
      try {
        answer = await this.answerOf(event, lineUserId);
      } catch (error) {
        await this.events.release(event.webhookEventId);
        throw error;
      }
      if (answer) await this.events.keepReply(event.webhookEventId, answer);
    }
    // A first run sends the answer it kept; a retried one sends what an earlier run kept and could not send.
    await this.replies.sendPending(event);
  }

  /** What to answer the event with (null: nothing), and the patient it answers. */
  private async answerOf(event: LineWebhookEvent, lineUserId: string): Promise<(ChatAnswer & { userID: string | null }) | null> {
    if (event.type === 'unfollow' || !['follow', 'postback', 'message'].includes(event.type)) return null;
    const person = await this.follows.personOf(lineUserId);
    if (!person) return { ...welcomeAnswer(this.links), userID: null };
    const actor: ChatActor = { userID: person.userID, fullName: person.fullName };
    return { ...(await this.answerFor(event, actor)), userID: person.userID };
  }

  private async answerFor(event: LineWebhookEvent, actor: ChatActor): Promise<ChatAnswer> {
    if (event.type === 'follow') {
      const [next] = await this.chat.topic('appointments', actor, this.clock.now());
      return welcomeBackAnswer(actor.fullName, next, this.links);
    }
    if (event.type === 'postback') {
      const action = chatActionOf(event.postback?.data ?? '');
      return action ? actionAnswer(await this.chat.act(action.name, actor, action.params)) : helpAnswer(this.links);
    }
    const topic = event.message?.type === 'text' ? chatTopicOfText(event.message.text ?? '') : null;
    return topic ? topicAnswer(topic, await this.chat.topic(topic, actor, this.clock.now()), this.links) : helpAnswer(this.links);
  }
}
