import { homeQueueBox, isTurnNow, type HomeQueue } from '@hospital/rules';

/**
 * Issue 13 item 6, issue 32 item 1: the card's ONE queue number, big — a clinic booking's ticket
 * (the number staff call on the board), a video visit's place in today's queue — and under it,
 * on the day, the wait ('รออีก 2 คิว · ประมาณ 20 นาที', 'ถึงคิวของท่านแล้ว'). Moves live with the
 * card's list. Nothing for a video visit outside today's queue.
 */
export function QueuePlaceBox({ id, card }: { id: string; card: { bookingNumber: number; queue: HomeQueue | null } | { queue: HomeQueue | null } }) {
  const box = homeQueueBox(card);
  if (!box) return null;
  const turn = isTurnNow(card.queue);
  return (
    <div className={`home-queue${turn ? ' home-queue-turn' : ''}`} role="status" aria-live="polite">
      <span className="home-queue-place" data-testid={`queue-place-${id}`}>
        {box.number}
      </span>
      {box.wait && (
        <span className="home-queue-wait" data-testid={`queue-eta-${id}`}>
          {box.wait}
        </span>
      )}
    </div>
  );
}
