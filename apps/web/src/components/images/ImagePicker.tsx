import { useEffect, useRef, useState } from 'react';
import { BODY_SITES, PHOTO_QUALITY_MESSAGES, badFileText, type BodySite, type PhotoQualityProblem, type UploadAccepts } from '@hospital/rules';
import { checkPhoto } from './photo-check';
import { pickedPhoto, type PickedPhoto } from './picked-photo';
import { fileProblem } from './upload';
import './images.css';

export interface ImagePickerProps {
  photos: readonly PickedPhoto[];
  onChange(photos: PickedPhoto[]): void;
  /** Issue 16 item 10: ask the body site of each photo (case photos of a patient). */
  askBodySite?: boolean;
  /** Issue 16 item 10: warn about dark, blurred or tiny photos (default on). */
  checkQuality?: boolean;
  disabled?: boolean;
  /** What the files are, for the buttons' names ('รูปภาพ' by default, e.g. 'หลักฐานการชำระเงิน'). */
  what?: string;
  /** The file types offered from the library (default image/*). */
  accept?: string;
  /** data-testid prefix (default 'images': images-dropzone, images-list, clear-images …) and of the library input. */
  testId?: string;
  inputTestId?: string;
  /**
   * Issue 28 item 1: what each file must be (libs/rules categoryAccepts). Each chosen file is
   * checked at once (type sniffed from its bytes, size); one that may not be sent is marked in
   * its row, named, with its remove button. The page checks again before sending anything.
   */
  accepts?: UploadAccepts;
}

/**
 * The photos chosen before they are sent (telemedicine request, booking step 3, staff upload on
 * a case, payment slips) — issue 16 item 9: a thumbnail of each (an object URL, revoked when the
 * photo is removed or the picker goes away), a remove button per photo ('ลบรูปที่ 2'), and two
 * ways in: 'ถ่ายรูป' opens the phone's camera directly (capture="environment"), 'เลือกจากคลังภาพ'
 * the library; files can also be dropped on it. File names are never shown. Item 10: each
 * photo is checked (too dark, blurred, too small: libs/rules photo-quality) and a warning with
 * 'ถ่ายใหม่' (retake in place) and 'ใช้รูปนี้' (keep) shows under it — advice, never a block;
 * with askBodySite each photo gets a body-site choice.
 */
export function ImagePicker({
  photos,
  onChange,
  askBodySite = false,
  checkQuality = true,
  disabled = false,
  what = 'รูปภาพ',
  accept = 'image/*',
  testId = 'images',
  inputTestId = `${testId}-input`,
  accepts,
}: ImagePickerProps) {
  const library = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  /** The photo a retake replaces (null: the camera adds a photo). */
  const replacing = useRef<string | null>(null);

  const add = (list: FileList | null, input: HTMLInputElement | null) => {
    // Copy first: clearing the input empties its live FileList.
    const added = list ? Array.from(list).map(pickedPhoto) : [];
    if (input) input.value = '';
    const target = replacing.current;
    replacing.current = null;
    if (added.length === 0) return;
    if (target && photos.some((p) => p.id === target)) {
      onChange(photos.flatMap((p) => (p.id === target ? [{ ...added[0], bodySite: p.bodySite }, ...added.slice(1)] : [p])));
    } else {
      onChange([...photos, ...added]);
    }
  };
  const openCamera = (replace: string | null) => {
    replacing.current = replace;
    camera.current?.click();
  };

  return (
    <div className="photo-picker" data-testid={`${testId}-picker`}>
      <div
        className="tele-dropzone"
        onDragOver={(e) => e.preventDefault()}
        onDrop={(e) => {
          e.preventDefault();
          if (!disabled) add(e.dataTransfer.files, null);
        }}
        data-testid={`${testId}-dropzone`}
      >
        <p className="photo-picker-hint">ถ่ายรูปใหม่ หรือเลือก{what}จากคลังภาพ (ลากไฟล์มาวางที่นี่ก็ได้)</p>
        <div className="photo-picker-buttons">
          <button type="button" className="btn btn-primary" disabled={disabled} onClick={() => openCamera(null)} data-testid={`${testId}-camera-button`}>
            ถ่ายรูป
          </button>
          <button type="button" className="btn btn-outline" disabled={disabled} onClick={() => library.current?.click()} data-testid={`${testId}-library-button`}>
            เลือกจากคลังภาพ
          </button>
        </div>
        <input ref={camera} type="file" accept="image/*" capture="environment" hidden tabIndex={-1} aria-label={`ถ่ายรูป${what}`} onChange={(e) => add(e.target.files, e.target)} data-testid={`${testId}-camera`} />
        <input ref={library} type="file" accept={accept} multiple hidden tabIndex={-1} aria-label={`เลือก${what}จากคลังภาพ`} onChange={(e) => add(e.target.files, e.target)} data-testid={inputTestId} />
      </div>
      {photos.length > 0 && (
        <ol className="photo-list" data-testid={`${testId}-list`}>
          {photos.map((photo, i) => (
            <PhotoRow
              key={photo.id}
              photo={photo}
              position={i + 1}
              askBodySite={askBodySite}
              checkQuality={checkQuality}
              accepts={accepts}
              disabled={disabled}
              onRemove={() => onChange(photos.filter((p) => p.id !== photo.id))}
              onRetake={() => openCamera(photo.id)}
              onBodySite={(bodySite) => onChange(photos.map((p) => (p.id === photo.id ? { ...p, bodySite } : p)))}
            />
          ))}
        </ol>
      )}
      <button type="button" className="btn btn-light" onClick={() => onChange([])} disabled={disabled || photos.length === 0} data-testid={testId === 'images' ? 'clear-images' : `${testId}-clear`}>
        ล้างรูปภาพ ({photos.length})
      </button>
    </div>
  );
}

interface PhotoRowProps {
  photo: PickedPhoto;
  position: number;
  askBodySite: boolean;
  checkQuality: boolean;
  accepts?: UploadAccepts;
  disabled: boolean;
  onRemove(): void;
  onRetake(): void;
  onBodySite(site: BodySite | ''): void;
}

/** One chosen photo: its thumbnail, body site, quality advice and remove button. */
function PhotoRow({ photo, position, askBodySite, checkQuality, accepts, disabled, onRemove, onRetake, onBodySite }: PhotoRowProps) {
  const [url, setUrl] = useState<string | null>(null);
  const [unusable, setUnusable] = useState<string | null>(null);
  const [problems, setProblems] = useState<PhotoQualityProblem[]>([]);
  const [kept, setKept] = useState(false);

  useEffect(() => {
    let live = true;
    setUnusable(null);
    if (accepts) void fileProblem(photo.file, accepts).then((problem) => live && setUnusable(problem));
    return () => {
      live = false;
    };
  }, [photo.file, accepts]);

  useEffect(() => {
    const made = URL.createObjectURL(photo.file);
    let live = true;
    setUrl(made);
    setKept(false);
    setProblems([]);
    if (checkQuality && photo.file.type.startsWith('image/')) {
      void checkPhoto(made).then((found) => live && setProblems(found));
    }
    return () => {
      live = false;
      URL.revokeObjectURL(made);
    };
  }, [photo.file, checkQuality]);

  const name = `รูปที่ ${position}`;
  const warned = problems.length > 0 && !kept;
  return (
    <li
      className={`photo-row${warned || unusable ? ' photo-row-warned' : ''}`}
      data-testid="picked-photo"
      data-problems={problems.join(' ')}
      data-unusable={unusable ? 'true' : undefined}
    >
      <div className="photo-thumb">
        {url && photo.file.type.startsWith('image/') ? <img src={url} alt={name} data-testid="picked-thumbnail" /> : <span className="photo-thumb-file">{name}</span>}
      </div>
      <div className="photo-body">
        <strong className="photo-name">{name}</strong>
        {askBodySite && (
          <label className="photo-site">
            <span>ตำแหน่งบนร่างกาย</span>
            <select
              value={photo.bodySite}
              disabled={disabled}
              aria-label={`ตำแหน่งบนร่างกายของ${name}`}
              onChange={(e) => onBodySite(e.target.value as BodySite | '')}
              data-testid="photo-body-site"
            >
              <option value="">เลือกตำแหน่ง</option>
              {BODY_SITES.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <button type="button" className="photo-remove" disabled={disabled} aria-label={`ลบ${name}`} onClick={onRemove} data-testid="photo-remove">
        ×
      </button>
      {unusable && (
        <p className="photo-warning" role="alert" data-testid="photo-unusable">
          {badFileText(position, photo.file.name, unusable)}
        </p>
      )}
      {warned && (
        <div className="photo-warning" role="status" data-testid="photo-warning">
          <ul>
            {problems.map((p) => (
              <li key={p}>{PHOTO_QUALITY_MESSAGES[p]}</li>
            ))}
          </ul>
          <div className="photo-warning-actions">
            <button type="button" className="btn btn-primary btn-sm" disabled={disabled} onClick={onRetake} data-testid="photo-retake">
              ถ่ายใหม่
            </button>
            <button type="button" className="btn btn-light btn-sm" disabled={disabled} onClick={() => setKept(true)} data-testid="photo-keep">
              ใช้รูปนี้
            </button>
          </div>
        </div>
      )}
    </li>
  );
}
