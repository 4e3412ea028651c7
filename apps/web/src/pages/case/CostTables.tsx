import type { TeleCostRow, TeleDrugRow } from '@hospital/contracts';
import { baht } from '../../api/tele';

/** §3 cost rows (svname, totcost, netdisc, netcost) and their total. */
export function CostTable({ rows, total }: { rows: readonly TeleCostRow[]; total: number }) {
  if (rows.length === 0)
    return (
      <p className="muted" data-testid="cost-empty">
        ยังไม่มีรายการค่าใช้จ่ายจากระบบโรงพยาบาล
      </p>
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
