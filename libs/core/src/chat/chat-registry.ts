import { HttpException, Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { APPOINTMENT_KINDS, CHAT_ACTION_NAMES, type AppointmentKind, type ChatActionName, type ChatTopicName } from '@hospital/contracts';
import { earliestFirst } from '@hospital/rules';
import { type ChatActor, type ChatItem, type ChatReply, type UpcomingAppointment } from './chat-shapes.js';
import { APPOINTMENT_SOURCE, CHAT_ACTION, CHAT_TOPIC } from './chat.decorators.js';

type ActionHandler = (actor: ChatActor, params: Record<string, string>) => Promise<ChatReply>;
type TopicHandler = (actor: ChatActor, now: Date) => Promise<ChatItem[]>;
type SourceHandler = (from: Date, to: Date) => Promise<UpcomingAppointment[]>;

/** The text of a refusal the command gave (its Thai message), for the chat's answer. */
function refusalText(error: HttpException): string {
  const body = error.getResponse();
  if (typeof body === 'string') return body;
  const message = (body as { message?: unknown }).message;
  return Array.isArray(message) ? message.join('\n') : typeof message === 'string' ? message : error.message;
}

/**
 * Issue 31: finds every @ChatAction, @ChatTopic and @AppointmentSource at start-up (as
 * JobRegistry finds job handlers) and refuses to boot unless each postback action of the
 * catalogue has exactly one handler and no appointment kind has two sources. The chat (libs/notifications) asks
 * it; the domains that own the data answer; neither imports the other.
 */
@Injectable()
export class ChatRegistry implements OnModuleInit {
  private readonly logger = new Logger('ChatRegistry');
  private readonly actions = new Map<ChatActionName, ActionHandler>();
  private readonly topics = new Map<ChatTopicName, TopicHandler[]>();
  private readonly sources = new Map<AppointmentKind, SourceHandler>();

  constructor(
    @Inject(DiscoveryService) private readonly discovery: DiscoveryService,
    @Inject(MetadataScanner) private readonly scanner: MetadataScanner,
    @Inject(Reflector) private readonly reflector: Reflector,
  ) {}

  onModuleInit(): void {
    const actionsAt = new Map<string, string[]>();
    const sourcesAt = new Map<string, string[]>();
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object' || !wrapper.isDependencyTreeStatic()) continue;
      const prototype = Object.getPrototypeOf(instance);
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        const fn = instance[method] as (...args: unknown[]) => Promise<unknown>;
        const where = `${instance.constructor.name}.${method}`;
        const action = this.reflector.get<ChatActionName | undefined>(CHAT_ACTION, prototype[method]);
        if (action) {
          actionsAt.set(action, [...(actionsAt.get(action) ?? []), where]);
          this.actions.set(action, (actor, params) => fn.call(instance, actor, params) as Promise<ChatReply>);
        }
        const topic = this.reflector.get<ChatTopicName | undefined>(CHAT_TOPIC, prototype[method]);
        if (topic) this.topics.set(topic, [...(this.topics.get(topic) ?? []), (actor, now) => fn.call(instance, actor, now) as Promise<ChatItem[]>]);
        const kind = this.reflector.get<AppointmentKind | undefined>(APPOINTMENT_SOURCE, prototype[method]);
        if (kind) {
          sourcesAt.set(kind, [...(sourcesAt.get(kind) ?? []), where]);
          this.sources.set(kind, (from, to) => fn.call(instance, from, to) as Promise<UpcomingAppointment[]>);
        }
      }
    }
    const problems = checkChatCatalogue(actionsAt, sourcesAt);
    if (problems.length > 0) throw new Error(`Chat catalogue check failed:\n  ${problems.join('\n  ')}`);
  }

  /**
   * Runs a postback action for the actor. A refusal of the command (a 4xx: the booking moved on,
   * the case is not at that step, not theirs) is answered with its own message; anything else throws.
   */
  async act(name: ChatActionName, actor: ChatActor, params: Record<string, string>): Promise<ChatReply> {
    const handler = this.actions.get(name);
    if (!handler) throw new Error(`No handler for chat action ${name}`);
    try {
      return await handler(actor, params);
    } catch (error) {
      if (error instanceof HttpException && error.getStatus() < 500) return { text: refusalText(error) };
      throw error;
    }
  }

  /** Every contributor's items of a topic for the actor, the earliest first (the home's order too: libs/rules earliestFirst, issue 32 item 1). */
  async topic(topic: ChatTopicName, actor: ChatActor, now: Date): Promise<ChatItem[]> {
    const handlers = this.topics.get(topic) ?? [];
    const items = (await Promise.all(handlers.map((h) => h(actor, now)))).flat();
    return items.sort(earliestFirst);
  }

  /** The kinds that have a source (a reminder rule for another kind has nothing to remind of). */
  appointmentKinds(): AppointmentKind[] {
    return APPOINTMENT_KINDS.filter((k) => this.sources.has(k));
  }

  /** The appointments of a kind starting in [from, to); none when the kind has no source. */
  async appointments(kind: AppointmentKind, from: Date, to: Date): Promise<UpcomingAppointment[]> {
    const source = this.sources.get(kind);
    if (!source) {
      this.logger.debug(`No appointment source for ${kind}`);
      return [];
    }
    return source(from, to);
  }
}

/** Each catalogue action has exactly one handler, none names an unknown action; each appointment kind at most one source. */
export function checkChatCatalogue(actions: ReadonlyMap<string, string[]>, sources: ReadonlyMap<string, string[]>, catalogue: readonly string[] = CHAT_ACTION_NAMES): string[] {
  const problems: string[] = [];
  for (const name of catalogue) {
    const where = actions.get(name) ?? [];
    if (where.length === 0) problems.push(`chat action ${name} has no handler`);
    if (where.length > 1) problems.push(`chat action ${name} has ${where.length} handlers: ${where.join(', ')}`);
  }
  for (const name of actions.keys()) if (!catalogue.includes(name)) problems.push(`${name} is not in the chat action catalogue`);
  for (const [kind, where] of sources) if (where.length > 1) problems.push(`appointment kind ${kind} has ${where.length} sources: ${where.join(', ')}`);
  return problems;
}
