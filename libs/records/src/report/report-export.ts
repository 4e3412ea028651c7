import type { ReportCaseRow } from '@hospital/contracts';
import { reportColumnsFor, type ReportCaseColumn } from '@hospital/rules';

/**
 * Issue 14 item 4, the report's exports: the same rows as the JSON, in the columns of
 * REPORT_CASE_COLUMNS (names and HN only for readers who may see them).
 */

/** The UTF-8 byte order mark: Excel opens Thai text correctly only with it. */
export const UTF8_BOM = '\uFEFF';

/** A cell's value: numbers stay numbers (XLSX), missing is empty. */
function valueOf(row: ReportCaseRow, column: ReportCaseColumn): string | number {
  const value = row[column.key];
  return value === null || value === undefined ? '' : value;
}

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break; a text that a
 * spreadsheet would run as a formula (= + - @ first) gets a leading apostrophe.
 */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The CSV text: BOM, the Thai header line, one line per row, CRLF line ends. */
export function reportCsv(rows: readonly ReportCaseRow[], showsIdentity: boolean): string {
  const columns = reportColumnsFor(showsIdentity);
  const lines = [columns.map((c) => csvField(c.label)).join(','), ...rows.map((row) => columns.map((c) => csvField(valueOf(row, c))).join(','))];
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`;
}

/** The XLSX workbook (exceljs): one sheet, a bold header row, amounts as numbers. */
export async function reportXlsx(rows: readonly ReportCaseRow[], showsIdentity: boolean, title: string): Promise<Buffer> {
  const columns = reportColumnsFor(showsIdentity);
  // Loaded on the first export, not with the api: exceljs is some 700 files.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'โรงพยาบาล';
  const sheet = workbook.addWorksheet('รายงาน');
  sheet.columns = columns.map((c) => ({ header: c.label, key: c.key, width: c.key === 'fullName' || c.key === 'serviceTypeName' || c.key === 'flowStatusName' ? 32 : 16 }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(Object.fromEntries(columns.map((c) => [c.key, valueOf(row, c)])));
  sheet.getColumn('costTotal').numFmt = '#,##0.00';
  workbook.title = title;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
