import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { ClinicVisit } from '@hospital/contracts';
import { formatThaiDateRange, isDateKey, visitRangeProblem } from '@hospital/rules';
import { useNoteVisits, type NoteListKind, type VisitRange } from '../../api/records';
import { VisitPatient } from '../../components/PatientHeader';
import { ProfileHeader } from '../../components/ProfileHeader';
import { VisitList } from './VisitList';
import { VisitRangeInputs } from './VisitRangeInputs';
import { VisitFields, visitWhen } from './VisitFields';

/** The service unit and date range of /ccnote/… and /icd10/… (route parameters). */
export function useVisitRange(): VisitRange {
  const { serviceUnitKey = '', startDate = '', endDate = '' } = useParams();
  return { serviceUnitKey, startDate, endDate };
}

export interface StaffVisitsProps {
  kind: NoteListKind;
  title: string;
  range: VisitRange;
  /** ICD10 admin shows DX2 in red. */
  showDx2?: boolean;
  /** The editor under the clinical fields (the CCNote box, the ICD10 select). */
  tool(visit: ClinicVisit): ReactNode;
}

/**
 * The staff visit list shared by care-services §2 CCNote admin and ICD10 admin: rows with
 * patient name and time; an open row shows the demographics, every clinical field and the
 * page's editor. A failed load is silently ignored (§8): the list is empty.
 */
export function StaffVisits({ kind, title, range, showDx2 = false, tool }: StaffVisitsProps) {
  // The server checks the same range rule; a malformed address is said plainly, not asked.
  const problem = visitRangeProblem(range.startDate, range.endDate);
  const list = useNoteVisits(kind, range, problem === null);
  return (
    <>
      <ProfileHeader title={title} />
      <section className="container" data-testid={`${kind}-page`}>
        <p className="muted" data-testid="visit-range">
          {/* Issue 16 item 6: the range in Buddhist era (a malformed one is said by the problem below). */}
          หน่วยบริการ <strong className="mono">{range.serviceUnitKey}</strong>
          {isDateKey(range.startDate) && isDateKey(range.endDate) && (
            <> · {formatThaiDateRange(range.startDate, range.endDate)}</>
          )}
        </p>
        <VisitRangeInputs range={range} />
        {problem && (
          <div className="alert alert-danger" role="alert" data-testid="visit-range-problem">
            {problem}
          </div>
        )}
        <VisitList
          visits={list.data?.data ?? []}
          loading={problem === null && list.isLoading}
          emptyText="ไม่พบรายการผู้รับบริการในช่วงเวลานี้"
          summary={(v) => (
            <>
              <span className="visit-when" data-testid="visit-when">
                {visitWhen(v)}
              </span>
              <span data-testid="visit-name">{v.Patient}</span>
              <span className="visit-what">{v.ServiceUnit}</span>
            </>
          )}
          detail={(v) => (
            <>
              <VisitPatient visit={v} />
              <VisitFields visit={v} showDx2={showDx2} />
              {tool(v)}
            </>
          )}
        />
      </section>
    </>
  );
}
