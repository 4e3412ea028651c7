import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Role } from '@hospital/contracts';
import { AUDIT_PAGE_SIZE, AUDIT_VIEWER_MESSAGES } from '@hospital/rules';
import { fetchAuditLog } from '../../../api/admin';
import { Pager } from '../../../components/Pager';
import { Spinner } from '../../../components/Spinner';
import { useSession } from '../../../session/useSession';
import '../../report/report.css';
import { AdminFrame } from '../AdminFrame';
import { AuditFilters } from './AuditFilters';
import { AuditTable } from './AuditTable';
import { EMPTY_AUDIT_FILTERS, auditQueryString, type AuditFilterValues } from './audit-query';

/** Issue 14 item 5: /admin/audit — Admin searches the audit log (GET /api/v1/audit/log), newest first, 50 a page. */
export function AuditPage() {
  const { user } = useSession();
  const isAdmin = user?.role === Role.Admin;
  const [filters, setFilters] = useState<AuditFilterValues>(EMPTY_AUDIT_FILTERS);
  const [pageNumber, setPageNumber] = useState(1);
  const log = useQuery({
    queryKey: ['audit', 'log', filters, pageNumber],
    queryFn: () => fetchAuditLog(auditQueryString(filters, pageNumber, AUDIT_PAGE_SIZE)),
    enabled: isAdmin,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 0,
  });
  const result = log.data;

  return (
    <AdminFrame title={AUDIT_VIEWER_MESSAGES.title}>
      <section className="container grid" data-testid="audit-page">
        <div className="card">
          <AuditFilters
            value={filters}
            onSearch={(next) => {
              setFilters(next);
              setPageNumber(1);
            }}
          />
        </div>
        <div className="card">
          {log.isError && (
            <p className="alert alert-danger" role="alert" data-testid="audit-error">
              {log.error.message}
            </p>
          )}
          {!result && !log.isError && <Spinner label="กำลังโหลด" />}
          {result && (
            <>
              <p className="muted" data-testid="audit-count">
                ทั้งหมด {result.totalCount.toLocaleString('th-TH')} รายการ
              </p>
              {result.totalCount === 0 ? <p data-testid="audit-empty">{AUDIT_VIEWER_MESSAGES.empty}</p> : <AuditTable rows={result.data} />}
              <Pager pageNumber={pageNumber} shownPage={result.pageNumber} totalCount={result.totalCount} pageSize={AUDIT_PAGE_SIZE} onPage={setPageNumber} testId="audit" />
            </>
          )}
        </div>
      </section>
    </AdminFrame>
  );
}
