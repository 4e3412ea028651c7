import { Inject, Injectable, SetMetadata, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import type { EntityManager } from 'typeorm';
import type { DomainEventName, DomainEventPayload } from '@hospital/contracts';
import { markedMethods } from './marked-methods.js';

const IN_TRANSACTION = Symbol('IN_TRANSACTION');

/**
 * Marks a provider method `(m, payload) => Promise<void>` as a reaction that runs INSIDE the
 * transaction that publishes the domain event (`Outbox.event`), before it commits: for what must
 * commit with the act or not at all (the audit row of a move). Everything else reacts after the
 * commit, through `DomainEventHandler`. A reaction that throws rolls the act back.
 */
export const InTransaction = (name: DomainEventName): MethodDecorator => SetMetadata(IN_TRANSACTION, name);

type Reaction = (m: EntityManager, payload: unknown) => Promise<void>;

/** Finds every @InTransaction method at start-up; `Outbox.event` runs an event's reactions in order. */
@Injectable()
export class InTransactionReactions implements OnModuleInit {
  private readonly reactions = new Map<string, Reaction[]>();

  constructor(
    @Inject(DiscoveryService) private readonly discovery: DiscoveryService,
    @Inject(MetadataScanner) private readonly scanner: MetadataScanner,
    @Inject(Reflector) private readonly reflector: Reflector,
  ) {}

  onModuleInit(): void {
    for (const { value: name, call } of markedMethods<DomainEventName>(this.discovery, this.scanner, this.reflector, IN_TRANSACTION)) {
      this.reactions.set(name, [...(this.reactions.get(name) ?? []), (m, payload) => call(m, payload) as Promise<void>]);
    }
  }

  async run<N extends DomainEventName>(m: EntityManager, name: N, payload: DomainEventPayload<N>): Promise<void> {
    for (const reaction of this.reactions.get(name) ?? []) await reaction(m, payload);
  }
}
