import { Inject, Injectable, SetMetadata, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';

/** Issue 32 item 3: the two kinds of freed appointment offered earlier. */
export type OfferKind = 'clinic' | 'tele';
export const OFFER_KINDS = ['clinic', 'tele'] as const satisfies readonly OfferKind[];

/** A seat or slot that came free: its kind, slot type (clinic) or service type (tele), day and time; `freedBy` names the freeing (offered once). */
export interface FreedSlot {
  kind: OfferKind;
  freedBy: string;
  serviceType: number;
  date: string;
  time: string;
}

/** A patient to offer it to: the booking or case, its owner, and its day and time now. */
export interface OfferCandidate {
  itemID: string;
  userID: string;
  date: string;
  time: string;
}

/** What the patient's move gave: the answer's lines (the new time, the queue number). */
export interface OfferTaken {
  message: string;
  lines: string[];
}

/**
 * What bookings and telemedicine provide for their kind (`@EarlierSlotSource(kind)` on the class):
 * `candidates` — opted-in patients of the same service booked LATER than the freed time whose own
 * rules the freed time keeps, earliest-booked first; `take` — the reschedule command as the patient.
 */
export interface EarlierSlotSourceProvider {
  candidates(freed: FreedSlot, limit: number, now: Date): Promise<OfferCandidate[]>;
  take(userID: string, itemID: string, target: { serviceType: number; date: string; time: string }): Promise<OfferTaken>;
}

export const EARLIER_SLOT_SOURCE = Symbol('EARLIER_SLOT_SOURCE');

/** Marks a provider class as the ONE earlier-slot source of a kind (checked at boot). */
export const EarlierSlotSource = (kind: OfferKind): ClassDecorator => SetMetadata(EARLIER_SLOT_SOURCE, kind);

/** Finds the sources at start-up (as ChatRegistry finds chat actions) and refuses two of one kind. */
@Injectable()
export class EarlierSlotSources implements OnModuleInit {
  private readonly sources = new Map<OfferKind, EarlierSlotSourceProvider>();

  constructor(@Inject(DiscoveryService) private readonly discovery: DiscoveryService) {}

  onModuleInit(): void {
    const problems: string[] = [];
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as EarlierSlotSourceProvider | undefined;
      if (!instance || typeof instance !== 'object' || !wrapper.isDependencyTreeStatic()) continue;
      const kind = Reflect.getMetadata(EARLIER_SLOT_SOURCE, instance.constructor) as OfferKind | undefined;
      if (!kind) continue;
      if (this.sources.has(kind)) problems.push(`earlier-slot kind ${kind} has two sources: ${this.sources.get(kind)!.constructor.name}, ${instance.constructor.name}`);
      this.sources.set(kind, instance);
    }
    if (problems.length > 0) throw new Error(`Earlier-slot sources check failed:\n  ${problems.join('\n  ')}`);
  }

  /** The source of a kind, or null when its domain is not in this process. */
  of(kind: OfferKind): EarlierSlotSourceProvider | null {
    return this.sources.get(kind) ?? null;
  }
}
