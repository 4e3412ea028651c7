import { useState, type ReactNode } from 'react';
import type { ClinicVisit } from '@hospital/contracts';
import { Spinner } from '../../components/Spinner';
import './records.css';

export interface VisitListProps {
  visits: readonly ClinicVisit[];
  loading: boolean;
  /** What a collapsed row shows (history: date and service unit; staff lists: patient and time). */
  summary(visit: ClinicVisit): ReactNode;
  /** The expanded view. Only rendered while the row is open. */
  detail(visit: ClinicVisit): ReactNode;
  emptyText: string;
}

/**
 * The visit list of care-services §2 (Treatment history, CCNote admin, ICD10 admin): one row
 * per visit; clicking a row expands or collapses it (several may be open).
 */
export function VisitList({ visits, loading, summary, detail, emptyText }: VisitListProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (key: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  if (loading) {
    return (
      <div className="visit-empty" data-testid="visit-list-loading">
        <Spinner label="กำลังโหลดข้อมูล" />
      </div>
    );
  }
  if (visits.length === 0) {
    return (
      <p className="visit-empty card" data-testid="visit-list-empty">
        {emptyText}
      </p>
    );
  }
  return (
    <ul className="visit-list" data-testid="visit-list">
      {visits.map((visit) => {
        const key = visit.ClinicVisitKey;
        const isOpen = open.has(key);
        const detailId = `visit-detail-${key}`;
        return (
          <li key={key} className="visit-item" data-testid="visit-row" data-visit-key={key}>
            <button
              type="button"
              className="visit-toggle"
              aria-expanded={isOpen}
              aria-controls={detailId}
              onClick={() => toggle(key)}
              data-testid="visit-toggle"
            >
              {summary(visit)}
              <span className="chevron" aria-hidden="true">
                ▾
              </span>
            </button>
            {isOpen && (
              <div id={detailId} className="visit-detail" data-testid="visit-detail">
                {detail(visit)}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
