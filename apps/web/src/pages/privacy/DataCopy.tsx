import { useState } from 'react';
import type { PersonalDataExport } from '@hospital/contracts';
import { bangkokDateKey } from '@hospital/rules';
import { Spinner } from '../../components/Spinner';
import { errorText } from '../../line/alerts';
import { ExportDocument } from './ExportDocument';
import { fetchMyData } from '../../api/privacy';

/** Issue 15 item 3: "a copy of my data" — download it as JSON, or read and print it as a document. */
export function DataCopy() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [doc, setDoc] = useState<PersonalDataExport | null>(null);

  async function load(): Promise<PersonalDataExport | null> {
    setBusy(true);
    setError(null);
    try {
      return await fetchMyData();
    } catch (e) {
      setError(errorText(e));
      return null;
    } finally {
      setBusy(false);
    }
  }

  async function download(): Promise<void> {
    const data = await load();
    if (!data) return;
    const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `my-data-${bangkokDateKey(data.exportedAt)}.json`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  return (
    <>
      <p>ข้อมูลทั้งหมดที่โรงพยาบาลเก็บเกี่ยวกับท่านในระบบนี้ (ขอได้ไม่เกิน 5 ครั้งต่อชั่วโมง)</p>
      {error && (
        <p className="alert alert-danger" role="alert" data-testid="export-error">
          {error}
        </p>
      )}
      <div className="button-row privacy-actions">
        <button type="button" className="btn btn-primary" onClick={() => void download()} disabled={busy} data-testid="export-json">
          {busy && <Spinner small />}
          ดาวน์โหลดไฟล์ข้อมูล (JSON)
        </button>
        <button type="button" className="btn btn-outline" onClick={() => void load().then((d) => d && setDoc(d))} disabled={busy} data-testid="export-view">
          ดูเป็นเอกสาร
        </button>
        {doc && (
          <button type="button" className="btn btn-light" onClick={() => window.print()} data-testid="export-print">
            พิมพ์เอกสาร
          </button>
        )}
      </div>
      {doc && <ExportDocument data={doc} />}
    </>
  );
}
