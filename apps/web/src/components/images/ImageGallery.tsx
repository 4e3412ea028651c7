/**
 * The images of a telemedicine case (care-services §3 Image, §7 GET /api/v1/tele/imagelist):
 *
 *   <ImageGallery teleID={teleID} categories={[1]} />
 *
 * Thumbnails come inline (data URLs); a file still with the image worker shows a 'processing'
 * tile, a file that is not an image a file tile. A click opens the viewer /images/{fileID}.
 * The query key is teleImagesKey(teleID) = ['tele', teleID, 'images']: a realtime
 * 'tele.changed' that invalidates ['tele', teleID] (useRoom) refetches it, so the thumbnail
 * appears once the worker is done. Load failure: the §8 'not found' alert and an empty list.
 * Issue 16 item 10: a photo the patient tagged shows its body site ('ตำแหน่ง: แขน') under it.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { TeleImage } from '@hospital/contracts';
import { BODY_SITE_MESSAGES, TELE_MESSAGES, bodySiteLabel } from '@hospital/rules';
import { fetchTeleImages } from '../../api/tele';
import './images.css';

export const teleImagesKey = (teleID: string) => ['tele', teleID, 'images'] as const;

export function useTeleImages(teleID: string) {
  return useQuery({
    queryKey: teleImagesKey(teleID),
    queryFn: () => fetchTeleImages(teleID),
    enabled: teleID !== '',
    staleTime: 0,
  });
}

export interface ImageGalleryProps {
  teleID: string;
  /** Only these §3 categories (0 patient, 1 staff, 2 payment); all when absent. */
  categories?: readonly number[];
  /** Shown when there is nothing (default 'ไม่มีรูปภาพ'). */
  emptyText?: string;
  testId?: string;
}

export function ImageGallery({ teleID, categories, emptyText = 'ไม่มีรูปภาพ', testId = 'image-gallery' }: ImageGalleryProps) {
  const images = useTeleImages(teleID);
  if (images.isLoading) return <p className="muted">กำลังโหลดรูปภาพ…</p>;
  const shown = (images.data ?? []).filter((i) => !categories || categories.includes(i.fileCategoryID));
  return (
    <div data-testid={testId}>
      {images.isError && (
        <div className="alert alert-danger" role="alert" data-testid={`${testId}-error`}>
          {TELE_MESSAGES.fileNotFound}
        </div>
      )}
      {shown.length === 0 ? (
        <p className="muted" data-testid={`${testId}-empty`}>
          {emptyText}
        </p>
      ) : (
        <ul className="image-gallery">
          {shown.map((image) => (
            <li key={image.fileID} data-testid="gallery-image" data-state={image.state} data-category={image.fileCategoryID}>
              <Link to={image.fileSrc} className="image-tile" title={image.fileName}>
                <Tile image={image} />
                {bodySiteLabel(image.bodySite) && (
                  <span className="image-tile-site" data-testid="gallery-body-site">
                    {BODY_SITE_MESSAGES.caption}: {bodySiteLabel(image.bodySite)}
                  </span>
                )}
                <span className="image-tile-name">{image.fileName}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Tile({ image }: { image: TeleImage }) {
  if (image.thumbnail) return <img src={image.thumbnail} alt={image.fileName} data-testid="gallery-thumbnail" />;
  if (image.state === 'processing')
    return (
      <span className="image-tile-placeholder" data-testid="gallery-processing">
        กำลังประมวลผล…
      </span>
    );
  return (
    <span className="image-tile-placeholder" data-testid="gallery-file">
      {image.state === 'failed' ? 'เปิดรูปไม่ได้' : fileLabel(image.fileType)}
    </span>
  );
}

function fileLabel(type: string): string {
  if (type === 'application/pdf') return 'PDF';
  if (type.startsWith('image/')) return type.slice(6).toUpperCase();
  return 'ไฟล์';
}
