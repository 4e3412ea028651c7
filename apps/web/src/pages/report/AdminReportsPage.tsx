import { AdminFrame } from '../admin/AdminFrame';
import { CasesReport } from './CasesReport';

/** Issue 14 item 4: /admin/reports — the cases report for Admin (the same as /hospital/report's, every case). */
export function AdminReportsPage() {
  return (
    <AdminFrame title="รายงาน">
      <section className="container">
        <CasesReport />
      </section>
    </AdminFrame>
  );
}
