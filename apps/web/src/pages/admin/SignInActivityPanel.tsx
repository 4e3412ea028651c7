import { useQuery } from '@tanstack/react-query';
import { formatThaiShortDateTime } from '@hospital/rules';
import { fetchSignInActivity } from '../../api/admin';
import { useRoom } from '../../realtime/useRoom';

export const SIGNINS_KEY = ['audit', 'signins'] as const;

/** Admin only: recent sign-in attempts, live through the board:admin room. */
export function SignInActivityPanel() {
  const query = useQuery({
    queryKey: SIGNINS_KEY,
    queryFn: fetchSignInActivity,
    select: (answer) => [...answer.data].sort((a, b) => Date.parse(b.at) - Date.parse(a.at)),
    staleTime: 0,
  });
  useRoom('board:admin', [SIGNINS_KEY]);

  return (
    <section className="card" data-testid="signin-panel">
      <div className="card-header">
        <h2>การเข้าสู่ระบบล่าสุด</h2>
        <span className="live-dot" title="อัปเดตอัตโนมัติ">
          อัปเดตอัตโนมัติ
        </span>
      </div>
      {query.isPending && <p className="muted">กำลังโหลดข้อมูล…</p>}
      {query.isError && (
        <div className="alert alert-danger" role="alert">
          {query.error.message}
        </div>
      )}
      {query.data && query.data.length === 0 && <p className="muted">ยังไม่มีการเข้าสู่ระบบ</p>}
      {query.data && query.data.length > 0 && (
        <div className="table-wrap">
          <table className="table table-cards" data-testid="signin-table">
            <thead>
              <tr>
                <th>เวลา</th>
                <th>ชื่อผู้ใช้</th>
                <th>ผล</th>
              </tr>
            </thead>
            <tbody>
              {query.data.map((row) => (
                <tr key={row.id} data-testid="signin-row" data-login={row.login} data-success={row.success}>
                  <td data-label="เวลา">{formatThaiShortDateTime(row.at)}</td>
                  <td className="mono table-cards-title">{row.login}</td>
                  <td data-label="ผล">
                    <span className={row.success ? 'badge badge-success' : 'badge badge-danger'}>
                      {row.success ? 'สำเร็จ' : 'ไม่สำเร็จ'}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
