import { FLOW_STATUSES, REPORT_FILTER_MESSAGES, TELE_SERVICE_NAMES, flowStatusName, formatThaiRange, reportRangeProblem } from '@hospital/rules';
import { ThaiDateInput } from '../../components/ThaiDateInput';
import type { ReportFilterValues } from './report-query';

/**
 * Issue 14 item 4: the report's filters — a date range (Thai date inputs, issue 16 item 6; the
 * chosen days read back in Buddhist era under them), a service type and a status. A range the API would refuse shows its
 * Thai message here at once.
 */
export function ReportFilters({ value, onChange }: { value: ReportFilterValues; onChange: (v: ReportFilterValues) => void }) {
  const problem = value.from && value.to ? reportRangeProblem(value.from, value.to) : REPORT_FILTER_MESSAGES.rangeNeeded;
  return (
    <div className="report-filters" data-testid="report-filters">
      <label>
        ตั้งแต่วันที่
        <ThaiDateInput label="ตั้งแต่วันที่" testId="report-from" value={value.from} onChange={(from) => onChange({ ...value, from })} />
      </label>
      <label>
        ถึงวันที่
        <ThaiDateInput label="ถึงวันที่" testId="report-to" value={value.to} onChange={(to) => onChange({ ...value, to })} />
      </label>
      <label>
        ประเภทบริการ
        <select data-testid="report-service" value={value.serviceType ?? 'all'} onChange={(e) => onChange({ ...value, serviceType: e.target.value === 'all' ? null : Number(e.target.value) })}>
          <option value="all">ทุกประเภท</option>
          {Object.entries(TELE_SERVICE_NAMES).map(([type, name]) => (
            <option key={type} value={type}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <label>
        สถานะ
        <select data-testid="report-status" value={value.flowStatus ?? 'all'} onChange={(e) => onChange({ ...value, flowStatus: e.target.value === 'all' ? null : Number(e.target.value) })}>
          <option value="all">ทุกสถานะ</option>
          {FLOW_STATUSES.map((s) => (
            <option key={s} value={s}>
              {flowStatusName(s)}
            </option>
          ))}
        </select>
      </label>
      {problem ? (
        <p className="report-range-text field-error" role="alert" data-testid="report-range-problem">
          {problem}
        </p>
      ) : (
        <p className="report-range-text muted" data-testid="report-range-text">
          ช่วงวันที่ {formatThaiRange(value.from, value.to)}
        </p>
      )}
    </div>
  );
}
