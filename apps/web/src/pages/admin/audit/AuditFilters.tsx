import { useState, type FormEvent } from 'react';
import { AUDIT_ACTIONS, AUDIT_SEARCH_MAX_LENGTH, auditActionName } from '@hospital/rules';
import { ThaiDateInput } from '../../../components/ThaiDateInput';
import type { AuditFilterValues } from './audit-query';

/** Issue 14 item 5: the audit search's filters — who acted, whose data, what, which days (Thai date inputs, issue 16 item 6). Applied on submit. */
export function AuditFilters({ value, onSearch }: { value: AuditFilterValues; onSearch: (v: AuditFilterValues) => void }) {
  const [draft, setDraft] = useState(value);
  const set = (key: keyof AuditFilterValues) => (e: { target: { value: string } }) => setDraft({ ...draft, [key]: e.target.value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(draft);
  };
  return (
    <form className="report-filters" data-testid="audit-filters" onSubmit={submit}>
      <label>
        ผู้ใช้งาน
        <input type="search" data-testid="audit-actor" placeholder="ชื่อ, อีเมล, ชื่อผู้ใช้" maxLength={AUDIT_SEARCH_MAX_LENGTH} value={draft.actor} onChange={set('actor')} />
      </label>
      <label>
        ผู้ป่วย
        <input type="search" data-testid="audit-patient" placeholder="ชื่อ, HN, เลขบัตรประชาชน" maxLength={AUDIT_SEARCH_MAX_LENGTH} value={draft.patient} onChange={set('patient')} />
      </label>
      <label>
        การใช้งาน
        <select data-testid="audit-action" value={draft.action} onChange={set('action')}>
          <option value="">ทั้งหมด</option>
          {AUDIT_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {auditActionName(a)}
            </option>
          ))}
        </select>
      </label>
      <label>
        ตั้งแต่วันที่
        <ThaiDateInput label="ตั้งแต่วันที่" testId="audit-from" value={draft.from} onChange={(from) => setDraft({ ...draft, from })} />
      </label>
      <label>
        ถึงวันที่
        <ThaiDateInput label="ถึงวันที่" testId="audit-to" value={draft.to} onChange={(to) => setDraft({ ...draft, to })} />
      </label>
      <button type="submit" className="btn btn-primary" data-testid="audit-search">
        ค้นหา
      </button>
    </form>
  );
}
