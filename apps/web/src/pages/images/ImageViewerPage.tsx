import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { BODY_SITE_MESSAGES, TELE_MESSAGES, bodySiteLabel } from '@hospital/rules';
import { fetchStoredFile } from '../../api/tele';
import { ProfileHeader } from '../../components/ProfileHeader';
import { Spinner } from '../../components/Spinner';
import '../../components/images/images.css';

/** Types every browser shows in an <img>; anything else (HEIC, PDF, …) is offered as a download. */
const SHOWN = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/bmp'];

/**
 * /images/:fileID — care-services §2 Image viewer: GET /api/v1/tele/upload/{fileID} and the
 * image (the resized copy once the worker is done, the upload as sent before), or a download
 * link for files that are not images. A file the user may not see answers 404: §8 'not found'.
 * While the worker still processes the file the page asks again every few seconds.
 * Issue 16 item 10: the body site the patient tagged is shown above the photo.
 */
export function ImageViewerPage() {
  const { fileID = '' } = useParams();
  const navigate = useNavigate();
  const file = useQuery({
    queryKey: ['tele-file', fileID],
    queryFn: () => fetchStoredFile(fileID),
    enabled: fileID !== '',
    retry: false,
    refetchInterval: (query) => (query.state.data?.data.state === 'processing' ? 3000 : false),
  });
  const data = file.data?.data;
  const src = data ? `data:${data.FileType};base64,${data.fileData}` : null;

  return (
    <>
      <ProfileHeader title="ดูรูปภาพ" />
      <section className="container">
        <div className="card image-viewer" data-testid="image-viewer">
          {file.isLoading && <Spinner label="กำลังโหลดรูปภาพ" />}
          {file.isError && (
            <div className="alert alert-danger" role="alert" data-testid="image-viewer-error">
              {TELE_MESSAGES.fileNotFound}
            </div>
          )}
          {data && src && (
            <>
              <h2 data-testid="image-viewer-name">{data.fileName}</h2>
              {bodySiteLabel(data.bodySite) && (
                <p className="image-viewer-site" data-testid="image-viewer-body-site">
                  {BODY_SITE_MESSAGES.caption}: {bodySiteLabel(data.bodySite)}
                </p>
              )}
              {data.state === 'processing' && (
                <p className="muted" data-testid="image-viewer-processing">
                  กำลังประมวลผลรูปภาพ…
                </p>
              )}
              {SHOWN.includes(data.FileType) ? (
                <img src={src} alt={data.fileName} data-testid="image-viewer-image" />
              ) : (
                <p className="muted">ไฟล์นี้แสดงในหน้าเว็บไม่ได้ กรุณาดาวน์โหลดเพื่อเปิดดู</p>
              )}
              <div className="image-viewer-actions">
                <a className="btn btn-outline" href={src} download={data.fileName} data-testid="image-viewer-download">
                  ดาวน์โหลด
                </a>
              </div>
            </>
          )}
          <div className="image-viewer-actions">
            <button type="button" className="btn btn-light" onClick={() => navigate(-1)}>
              ย้อนกลับ
            </button>
          </div>
        </div>
      </section>
    </>
  );
}
