import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FILE_CATEGORY } from '@hospital/contracts';
import { TELE_MESSAGES } from '@hospital/rules';
import { teleKeys } from '../../api/tele';
import { errorText } from '../../line/alerts';
import { ImagePicker, ProgressBar, uploadImages, type PickedPhoto } from '../../components/images';

/** §3 category 1: staff attach images to the case, one by one, with the progress of each. */
export function StaffUpload({ teleID, onError, onDone }: { teleID: string; onError(message: string): void; onDone(message: string): void }) {
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<PickedPhoto[]>([]);
  const [progress, setProgress] = useState<{ loaded: number; total: number } | null>(null);

  async function upload() {
    if (files.length === 0 || progress !== null) return;
    try {
      await uploadImages(teleID, files, FILE_CATEGORY.staff, (p) => setProgress({ loaded: p.loaded, total: p.total }));
      onDone(TELE_MESSAGES.saved);
      setFiles([]);
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
        {/* issue 16 item 9: the same picker as the patient's (thumbnails, remove, camera) */}
        <ImagePicker photos={files} onChange={setFiles} checkQuality={false} disabled={progress !== null} testId="staff-upload" inputTestId="staff-upload-input" />
        <button type="button" className="btn btn-primary" disabled={files.length === 0 || progress !== null} onClick={() => void upload()} data-testid="staff-upload-submit">
          อัปโหลดรูปภาพ
        </button>
      </div>
      {progress !== null && <ProgressBar bytes={progress} testId="staff-upload-progress" />}
    </div>
  );
}
