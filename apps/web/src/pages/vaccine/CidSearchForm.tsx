import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { isValidNationalId } from '@hospital/rules';
import { Spinner } from '../../components/Spinner';
import { NationalIdField } from '../../components/forms/NationalIdField';

/**
 * The national-ID search card of the vaccine pages (§2 Vaccine history, School vaccine booking,
 * Admin vaccine editing). Searching a new valid ID moves to `${base}/${cid}` (the page's
 * `/:cid` route searches it, so the address can be shared); the ID already in the address, or an
 * invalid one (the search shows the problem), is searched at once.
 */
export function CidSearchForm({
  id,
  label,
  base,
  cidParam,
  cid,
  onChange,
  onInvalid,
  search,
  onSubmitted,
  busy,
  testId,
}: {
  id: string;
  label: string;
  base: string;
  cidParam: string;
  cid: string;
  onChange: (value: string) => void;
  onInvalid: (message: string) => void;
  search: (cid: string) => unknown;
  /** Called on each submit before the search (e.g. to clear an earlier notice). */
  onSubmitted?: () => void;
  busy: boolean;
  testId: string;
}) {
  const navigate = useNavigate();
  function onSubmit(e: FormEvent) {
    e.preventDefault();
    onSubmitted?.();
    if (cid !== cidParam && isValidNationalId(cid)) navigate(`${base}/${cid}`, { replace: true });
    else void search(cid);
  }
  return (
    <form className="card vaccine-search" onSubmit={onSubmit}>
      <div className="form-grid">
        <NationalIdField id={id} label={label} value={cid} onChange={onChange} onInvalid={onInvalid} required />
      </div>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy} data-testid={testId}>
          {busy && <Spinner small label="กำลังค้นหา" />}
          ค้นหา
        </button>
      </div>
    </form>
  );
}
