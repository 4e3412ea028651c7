import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { RECORD_IMAGE_MESSAGES, docDateOf, formatThaiAppointment } from '@hospital/rules';
import { fetchRecordImages } from '../../api/records';
import { ProfileHeader } from '../../components/ProfileHeader';
import { Spinner } from '../../components/Spinner';
import './records-images.css';

/** While an image is still with the image worker, the list asks again this often, this many times. */
const REFRESH_MS = 2000;
const MAX_REFRESHES = 15;

/**
 * /softconimg/:DocDT — care-services §2 Image list, §3 Image list row, §8: the images filed to
 * the visits of one day (GET /api/v1/softconimg/{DocDT}) with Code (HN), Name, FileName and the
 * thumbnail; a row the worker has not finished shows a spinner and the list is fetched again a
 * few times. A failed load is the spec's alert 'not found' and an empty list.
 */
export function ImageListPage() {
  const { DocDT = '' } = useParams();
  const date = docDateOf(DocDT);
  const images = useQuery({
    queryKey: ['softconimg', DocDT],
    queryFn: () => fetchRecordImages(DocDT),
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.data.some((r) => r.state === 'processing') && query.state.dataUpdateCount <= MAX_REFRESHES ? REFRESH_MS : false,
  });
  useEffect(() => {
    if (images.isError) window.alert(RECORD_IMAGE_MESSAGES.listNotFound);
  }, [images.isError]);
  const rows = images.isError ? [] : (images.data?.data ?? []);

  return (
    <>
      <ProfileHeader title="รายการรูปภาพ" />
      <section className="container record-images-page" data-testid="image-list-page">
        <div className="card">
          <div className="card-header">
            <h2>รายการรูปภาพ{date ? ` วันที่ ${formatThaiAppointment(date)}` : ''}</h2>
            <Link className="btn btn-light" to="/patientimage">
              อัปโหลดรูปภาพ
            </Link>
          </div>
          {images.isLoading ? (
            <Spinner label="กำลังโหลดรายการรูปภาพ" />
          ) : (
            <div className="table-wrap">
              <table className="table" data-testid="image-list">
                <thead>
                  <tr>
                    <th>รหัส (HN)</th>
                    <th>ชื่อ-สกุล</th>
                    <th>ชื่อไฟล์</th>
                    <th>รูปภาพ</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.length === 0 && (
                    <tr>
                      <td colSpan={4} className="muted" data-testid="image-list-empty">
                        ไม่พบรูปภาพ
                      </td>
                    </tr>
                  )}
                  {rows.map((row) => (
                    <tr key={row.fileID} data-testid="image-row" data-state={row.state}>
                      <td data-testid="image-code">{row.Code}</td>
                      <td data-testid="image-name">{row.Name}</td>
                      <td data-testid="image-file-name">{row.FileName}</td>
                      <td>
                        {row.Thumbnail ? (
                          <Link to={`/images/${row.fileID}`}>
                            <img className="record-images-thumb" src={row.Thumbnail} alt={row.FileName} data-testid="image-thumbnail" />
                          </Link>
                        ) : row.state === 'processing' ? (
                          <Spinner small label={RECORD_IMAGE_MESSAGES.processing} />
                        ) : (
                          <span className="muted">{RECORD_IMAGE_MESSAGES.failed}</span>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      </section>
    </>
  );
}
