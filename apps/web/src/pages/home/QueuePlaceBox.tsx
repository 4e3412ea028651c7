import type { QueuePlace } from '@hospital/contracts';
import { queueEtaText, queuePlaceText } from '@hospital/rules';

/**
 * Issue 13 item 6: the place in today's queue on a home card, big, with the estimate
 * ('ประมาณ 25 นาที', 'ถึงคิวของท่านแล้ว' at 0). Moves live with the card's list.
 */
export function QueuePlaceBox({ id, queue }: { id: string; queue: QueuePlace }) {
  return (
    <div className="home-queue" role="status" aria-live="polite">
      <span className="home-queue-place" data-testid={`queue-place-${id}`}>
        {queuePlaceText(queue.place)}
      </span>
      <span className="home-queue-eta" data-testid={`queue-eta-${id}`}>
        {queueEtaText(queue.etaMinutes)}
      </span>
    </div>
  );
}
