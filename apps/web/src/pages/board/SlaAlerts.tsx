import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { TeleBoardRow } from '@hospital/contracts';
import { SLA_MESSAGES } from '@hospital/rules';
import { caseLink } from './BoardTable';
import { rowLevel } from './sla-clock';

interface Alert {
  teleID: string;
  serviceType: number;
  text: string;
}

/**
 * Issue 14 item 2: the live alert of a board. A breach event ('tele.changed', reason 'overdue')
 * refetches the board; a row that was not red and now is (by that answer or by the page's own
 * tick) raises an alert until dismissed. Rows already red when the board opened raise none.
 */
export function SlaAlerts({ rows, now, loaded }: { rows: readonly TeleBoardRow[]; now: number; loaded: boolean }) {
  const seenRed = useRef<Set<string> | null>(null);
  const [alerts, setAlerts] = useState<Alert[]>([]);
  const red = rows.filter((r) => rowLevel(r, now) === 'red');
  const redKey = red.map((r) => r.teleID).join(',');

  useEffect(() => {
    if (!loaded) return;
    if (!seenRed.current) {
      seenRed.current = new Set(red.map((r) => r.teleID));
      return;
    }
    const fresh = red.filter((r) => !seenRed.current!.has(r.teleID));
    if (fresh.length === 0) return;
    for (const r of fresh) seenRed.current.add(r.teleID);
    setAlerts((list) => [...fresh.map((r) => ({ teleID: r.teleID, serviceType: r.serviceType, text: `${r.fullName} — ${r.flowStatusName}` })), ...list].slice(0, 5));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [redKey, loaded]);

  if (alerts.length === 0) return null;
  return (
    <div className="alert alert-danger sla-alerts" role="alert" data-testid="sla-alert">
      <strong>{SLA_MESSAGES.overdue}</strong>
      <ul>
        {alerts.map((a) => (
          <li key={a.teleID} data-testid={`sla-alert-${a.teleID}`}>
            <Link to={caseLink(a)}>{a.text}</Link>
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn-light" data-testid="sla-alert-dismiss" onClick={() => setAlerts([])}>
        รับทราบ
      </button>
    </div>
  );
}
