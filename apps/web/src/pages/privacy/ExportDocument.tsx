import type { PersonalDataExport } from '@hospital/contracts';
import { formatThaiShortDateTime } from '@hospital/rules';
import { cellText, columnLabel } from './export-format';

/** Issue 15 item 3: the copy of one's data as a readable, printable document — a heading per section, a table per row. */
export function ExportDocument({ data }: { data: PersonalDataExport }) {
  return (
    <article className="export-doc" data-testid="export-document">
      <h2>สำเนาข้อมูลส่วนบุคคล</h2>
      <p className="muted">จัดทำเมื่อ {formatThaiShortDateTime(data.exportedAt)}</p>
      {data.sections.map((s, i) => (
        <section key={`${s.table}-${i}`} className="export-section" data-testid={`export-section-${s.table}`}>
          <h3>{s.title}</h3>
          {s.rows.length === 0 ? (
            <p className="muted">ไม่มีข้อมูล</p>
          ) : (
            // One small two-column table per row (heading | value): readable on a phone and in print.
            s.rows.map((r, j) => (
              <table key={j} className="table export-table">
                <tbody>
                  {Object.entries(r).map(([key, value]) => (
                    <tr key={key}>
                      <th scope="row">{columnLabel(key)}</th>
                      <td>{key === 'link' && typeof value === 'string' ? <a href={value}>เปิดไฟล์</a> : cellText(value)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ))
          )}
        </section>
      ))}
    </article>
  );
}
