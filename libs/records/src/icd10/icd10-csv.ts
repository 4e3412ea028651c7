import { normalizeIcd10Code } from '@hospital/rules';

/** One problem of an import file: its line (1 = the header) and why. */
export interface Icd10CsvProblem {
  line: number;
  message: string;
}

export interface Icd10CsvParse {
  rows: Array<{ code: string; title: string }>;
  problems: Icd10CsvProblem[];
}

/** The fields of CSV text (RFC 4180: quoted fields may hold commas, quotes as "", line breaks), with the line each record starts on. */
function csvRecords(text: string): Array<{ line: number; fields: string[] }> {
  const records: Array<{ line: number; fields: string[] }> = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  let touched = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        field += c;
      }
      continue;
    }
    if (c === '"') {
      quoted = true;
      touched = true;
    } else if (c === ',') {
      fields.push(field);
      field = '';
      touched = true;
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      if (touched || field !== '') records.push({ line: start, fields: [...fields, field] });
      fields = [];
      field = '';
      touched = false;
      line++;
      start = line;
    } else {
      field += c;
    }
  }
  if (touched || field !== '') records.push({ line: start, fields: [...fields, field] });
  return records;
}

const CODE_HEADERS = ['code', 'icd10', 'icd10code', 'icd_10', 'icd-10'];
const TITLE_HEADERS = ['title', 'description', 'name', 'desc', 'label'];

/**
 * The hospital's ICD-10 list as CSV: a header row naming a code column (code, icd10…) and a
 * title column (title, description, name…), then one code a row. Every bad row is reported
 * with its line; the caller loads nothing when there is any.
 */
export function parseIcd10Csv(text: string): Icd10CsvParse {
  const records = csvRecords(text.replace(/^\uFEFF/, ''));
  const problems: Icd10CsvProblem[] = [];
  const header = records.shift();
  const names = (header?.fields ?? []).map((h) => h.trim().toLowerCase());
  const codeAt = names.findIndex((n) => CODE_HEADERS.includes(n));
  const titleAt = names.findIndex((n) => TITLE_HEADERS.includes(n));
  if (!header || codeAt < 0 || titleAt < 0) {
    return { rows: [], problems: [{ line: 1, message: 'the header row must name a code column (code) and a title column (title)' }] };
  }
  const rows: Array<{ code: string; title: string }> = [];
  const seen = new Map<string, number>();
  for (const { line, fields } of records) {
    const rawCode = (fields[codeAt] ?? '').trim();
    const title = (fields[titleAt] ?? '').trim().replace(/\s+/g, ' ');
    const code = normalizeIcd10Code(rawCode.replace(/\*$/, '').replace(/^([A-Za-z][0-9]{2})([0-9A-Za-z]{1,4})$/, '$1.$2'));
    if (fields.length > names.length) problems.push({ line, message: `more fields than the header row (quote a title that holds a comma)` });
    else if (!code) problems.push({ line, message: `not an ICD-10 code: '${rawCode}'` });
    else if (title === '') problems.push({ line, message: `${code}: no title` });
    else if (title.length > 500) problems.push({ line, message: `${code}: title longer than 500 characters` });
    else if (seen.has(code)) problems.push({ line, message: `${code}: also on line ${seen.get(code)}` });
    else {
      seen.set(code, line);
      rows.push({ code, title });
    }
  }
  if (rows.length === 0 && problems.length === 0) problems.push({ line: 1, message: 'no codes after the header row' });
  return { rows, problems };
}
