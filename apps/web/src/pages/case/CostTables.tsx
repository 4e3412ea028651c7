import { Link, useParams } from 'react-router-dom';
import { Role, type TeleCostRow, type TeleDrugRow } from '@hospital/contracts';
import { usePublicConfig } from '../../api/config';
import { baht } from '../../api/tele';
import { useSession } from '../../session/useSession';

/**
 * Issue 13 item 2: while the HIS is the local stand-in (GET /api/config hisStandIn), Admin and
 * Nurse get a link to the stand-in's page where the case's costs and drugs are entered.
 */
function HisStandInLink() {
  const { teleID = '' } = useParams();
  const { user } = useSession();
  const config = usePublicConfig();
  const staff = user?.role === Role.Admin || user?.role === Role.Nurse;
  if (!teleID || !staff || config.data?.hisStandIn !== true) return null;
  return (
    <Link className="his-stand-in-link" style={{ display: 'inline-block', margin: '8px 0' }} to={`/his-stand-in/${encodeURIComponent(teleID)}`} data-testid="his-stand-in-link">
      บันทึกค่าใช้จ่ายใน HIS (ระบบจำลอง)
    </Link>
  );
}

/** §3 cost rows (svname, totcost, netdisc, netcost) and their total; `hisLink` false leaves out the stand-in link. */
export function CostTable({ rows, total, hisLink = true }: { rows: readonly TeleCostRow[]; total: number; hisLink?: boolean }) {
  if (rows.length === 0)
    return (
      <>
        <p className="muted" data-testid="cost-empty">
          ยังไม่มีรายการค่าใช้จ่ายจากระบบโรงพยาบาล
        </p>
        {hisLink && <HisStandInLink />}
      </>
    );
  return (
    <div className="table-wrap">
      <table className="table" data-testid="cost-table">
        <thead>
          <tr>
            <th>รายการ</th>
            <th className="num">ราคา</th>
            <th className="num">ส่วนลด</th>
            <th className="num">ชำระ</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={`${r.svname}-${i}`} data-testid="cost-row">
              <td>{r.svname}</td>
              <td className="num">{baht(r.totcost)}</td>
              <td className="num">{baht(r.netdisc)}</td>
              <td className="num">{baht(r.netcost)}</td>
            </tr>
          ))}
          <tr className="total-row">
            <td colSpan={3}>รวมที่ต้องชำระ (บาท)</td>
            <td className="num" data-testid="cost-total">
              {baht(total)}
            </td>
          </tr>
        </tbody>
      </table>
      {hisLink && <HisStandInLink />}
    </div>
  );
}

/** §3 drug rows (itemName, itemNote, qty, itemUnit). */
export function DrugTable({ rows }: { rows: readonly TeleDrugRow[] }) {
  if (rows.length === 0)
    return (
      <p className="muted" data-testid="drug-empty">
        ไม่มีรายการยา
      </p>
    );
  return (
    <div className="table-wrap">
      <table className="table" data-testid="drug-table">
        <thead>
          <tr>
            <th>รายการยา</th>
            <th>วิธีใช้</th>
            <th className="num">จำนวน</th>
            <th>หน่วย</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={`${r.itemName}-${i}`} data-testid="drug-row">
              <td>{r.itemName}</td>
              <td>{r.itemNote}</td>
              <td className="num">{r.qty}</td>
              <td>{r.itemUnit}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
