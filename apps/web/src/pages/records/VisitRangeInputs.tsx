import { useLocation, useNavigate } from 'react-router-dom';
import type { VisitRange } from '../../api/records';
import { ThaiDateInput } from '../../components/ThaiDateInput';

/**
 * Issue 16 item 6: the date range of /ccnote/… and /icd10/… as two Thai date inputs; a new date
 * opens the same page for the new range (the range lives in the address, care-services §2).
 */
export function VisitRangeInputs({ range }: { range: VisitRange }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const go = (startDate: string, endDate: string) => {
    if (!startDate || !endDate) return;
    // '', page, unit, start, end (, json): only the two dates change.
    const parts = pathname.split('/');
    parts[3] = startDate;
    parts[4] = endDate;
    navigate(parts.join('/'), { replace: true });
  };
  return (
    <div className="visit-range-inputs">
      <label>
        ตั้งแต่วันที่
        <ThaiDateInput label="ตั้งแต่วันที่" testId="visit-range-from" value={range.startDate} onChange={(d) => go(d, range.endDate)} />
      </label>
      <label>
        ถึงวันที่
        <ThaiDateInput label="ถึงวันที่" testId="visit-range-to" value={range.endDate} onChange={(d) => go(range.startDate, d)} />
      </label>
    </div>
  );
}
