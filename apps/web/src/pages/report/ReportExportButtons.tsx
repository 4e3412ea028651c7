import { useState } from 'react';
import { saveFile } from '../../api/file-download';
import { downloadReport } from '../../api/reports';
import { reportQueryString, type ReportFilterValues } from './report-query';

/**
 * Issue 14 item 4: download the filtered report as CSV (UTF-8 with a BOM, opens in Excel with
 * Thai) or XLSX — every row of the filters, not only the page shown.
 */
export function ReportExportButtons({ filters, disabled }: { filters: ReportFilterValues; disabled: boolean }) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function download(format: 'csv' | 'xlsx') {
    setBusy(format);
    setError(null);
    try {
      saveFile(await downloadReport(reportQueryString(filters, { format }), format));
    } catch (e) {
      setError(e instanceof Error ? e.message : 'ดาวน์โหลดรายงานไม่สำเร็จ');
    } finally {
      setBusy(null);
    }
  }

  return (
    <div>
      <div className="report-exports">
        <button type="button" className="btn btn-outline" data-testid="report-export-csv" disabled={disabled || busy !== null} onClick={() => void download('csv')}>
          {busy === 'csv' ? 'กำลังเตรียมไฟล์…' : 'ดาวน์โหลด CSV'}
        </button>
        <button type="button" className="btn btn-outline" data-testid="report-export-xlsx" disabled={disabled || busy !== null} onClick={() => void download('xlsx')}>
          {busy === 'xlsx' ? 'กำลังเตรียมไฟล์…' : 'ดาวน์โหลด Excel (XLSX)'}
        </button>
      </div>
      {error && (
        <p className="field-error" role="alert" data-testid="report-export-error">
          {error}
        </p>
      )}
    </div>
  );
}
