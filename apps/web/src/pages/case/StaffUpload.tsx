import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FILE_CATEGORY } from '@hospital/contracts';
import { TELE_MESSAGES } from '@hospital/rules';
import { teleKeys } from '../../api/tele';
import { errorText } from '../../line/alerts';
import { ProgressBar, uploadImages } from '../../components/images';

/** §3 category 1: staff attach images to the case, one by one, with the progress of each. */
export function StaffUpload({ teleID, onError, onDone }: { teleID: string; onError(message: string): void; onDone(message: string): void }) {
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [inputKey, setInputKey] = useState(0);

  async function upload() {
    if (files.length === 0 || progress !== null) return;
    try {
      await uploadImages(teleID, files, FILE_CATEGORY.staff, (p) => setProgress(p.percent));
      onDone(TELE_MESSAGES.saved);
      setFiles([]);
      setInputKey((k) => k + 1);
    } catch (e) {
      onError(TELE_MESSAGES.uploadError + errorText(e));
    } finally {
      setProgress(null);
      void queryClient.invalidateQueries({ queryKey: teleKeys.case(teleID) });
    }
  }

  return (
    <div className="form-section" data-testid="staff-upload">
      <div className="case-actions">
        <input key={inputKey} type="file" accept="image/*" multiple aria-label="เลือกรูปภาพ" onChange={(e) => setFiles([...(e.target.files ?? [])])} data-testid="staff-upload-input" />
        <button type="button" className="btn btn-primary" disabled={files.length === 0 || progress !== null} onClick={() => void upload()} data-testid="staff-upload-submit">
          อัปโหลดรูปภาพ
        </button>
      </div>
      {progress !== null && <ProgressBar percent={progress} testId="staff-upload-progress" />}
    </div>
  );
}
