import type { ReportCaseRow } from '@hospital/contracts';
import { reportColumnsFor } from '@hospital/rules';

const money = (n: number | null) => (n === null ? '—' : n.toLocaleString('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/**
 * Issue 14 item 4: the cases of the report, in the export's columns (names and HN only where the
 * reader may see them); on a phone each row is a card with its labels (styles.css .table-cards, issue 16 item 4).
 */
export function ReportCasesTable({ rows, showsIdentity }: { rows: ReportCaseRow[]; showsIdentity: boolean }) {
  const columns = reportColumnsFor(showsIdentity);
  return (
    <div className="table-wrap">
      <table className="table table-cards report-cases" data-testid="report-cases-table">
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key}>{c.label}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.teleID} data-testid="report-case-row" data-tele-id={row.teleID}>
              {columns.map((c) => (
                <td key={c.key} data-field={c.key} data-label={c.label} className={c.key === 'costTotal' ? 'num' : undefined}>
                  {c.key === 'costTotal' ? money(row.costTotal) : (row[c.key] ?? '—')}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
