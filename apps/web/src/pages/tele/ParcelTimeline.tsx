import { useQuery, type QueryKey } from '@tanstack/react-query';
import { formatThaiLongDate, formatThaiShortDateTime } from '@hospital/rules';
import { fetchParcelTracking } from '../../api/tele';
import { Spinner } from '../../components/Spinner';
import './parcel-timeline.css';

/**
 * Issue 14 item 3: the case's parcel events under the key of the page's live room, so a
 * 'tele.changed' refetches them: the patient's home listens for ['mytele'], the staff case page
 * for ['tele', teleID] (both prefixes of these keys).
 */
export function parcelTrackingKey(teleID: string, viewer: 'patient' | 'staff'): QueryKey {
  return viewer === 'patient' ? ['mytele', teleID, 'parcels'] : ['tele', teleID, 'parcels'];
}

/** GET /api/v1/tele/{teleID}/tracking. */
export function useParcelTracking(teleID: string, viewer: 'patient' | 'staff', enabled = true) {
  return useQuery({
    queryKey: parcelTrackingKey(teleID, viewer),
    queryFn: () => fetchParcelTracking(teleID),
    enabled: enabled && teleID !== '',
    staleTime: 0,
  });
}

/** Who confirmed the medicine arrived, in words. */
const RECEIVED_BY = { patient: 'ผู้ป่วยยืนยันว่าได้รับยาแล้ว', staff: 'เจ้าหน้าที่บันทึกว่าผู้ป่วยได้รับยาแล้ว', system: 'ระบบบันทึกว่าได้รับยาแล้วโดยอัตโนมัติ' } as const;

export interface ParcelTimelineProps {
  teleID: string;
  viewer: 'patient' | 'staff';
  /** The patient's confirm button at 'delivered' (6 → 7); staff pages leave it out. */
  onConfirm?: () => void;
  busy?: boolean;
}

/**
 * Issue 14 item 3, parcels tracked by themselves: what Thailand Post said about each parcel, oldest
 * first, with Thai names and Buddhist-era dates; live through the page's room. At 'delivered' the
 * patient is asked to confirm ('ได้รับพัสดุแล้ว'), and told when the case will confirm itself; once
 * received, who confirmed it (the patient, staff, or the system N days after delivery).
 */
export function ParcelTimeline({ teleID, viewer, onConfirm, busy = false }: ParcelTimelineProps) {
  const tracking = useParcelTracking(teleID, viewer);
  const t = tracking.data;
  if (tracking.isLoading) return <Spinner small label="กำลังโหลดสถานะพัสดุ" />;
  if (!t) return null;
  const many = t.barcodes.length > 1;
  return (
    <section className="parcel-timeline" data-testid={`parcel-timeline-${teleID}`} aria-label="สถานะพัสดุ">
      <h4 className="parcel-title">สถานะพัสดุ</h4>
      {t.data.length === 0 ? (
        <p className="parcel-empty" data-testid="parcel-empty">
          รอข้อมูลจากไปรษณีย์ไทย
        </p>
      ) : (
        <ol className="parcel-events">
          {t.data.map((e) => (
            <li key={`${e.barcode}-${e.status}`} className={`parcel-event parcel-kind-${e.kind}`} data-testid="parcel-event" data-kind={e.kind}>
              <span className="parcel-name">{e.kindName}</span>
              <span className="parcel-when">{formatThaiShortDateTime(e.at)}</span>
              {(e.location || many) && (
                <span className="parcel-where">
                  {many && <span className="mono">{e.barcode} </span>}
                  {e.location}
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
      {t.received && (
        <p className="parcel-received" data-testid="parcel-received" data-by={t.received.by}>
          {RECEIVED_BY[t.received.by]} เมื่อ {formatThaiShortDateTime(t.received.at)}
        </p>
      )}
      {t.flowStatus === 6 && t.delivered && (
        <div className="parcel-delivered" data-testid="parcel-delivered">
          {viewer === 'patient' ? (
            <p className="parcel-ask">พัสดุนำจ่ายสำเร็จแล้ว เมื่อได้รับยาครบ กรุณากดยืนยัน</p>
          ) : (
            <p className="parcel-ask">พัสดุนำจ่ายสำเร็จแล้ว รอผู้ป่วยยืนยันการได้รับ</p>
          )}
          {t.autoReceiveAt && (
            <p className="parcel-auto" data-testid="parcel-auto">
              หากไม่มีการยืนยัน ระบบจะบันทึกว่าได้รับยาแล้วในวันที่ {formatThaiLongDate(t.autoReceiveAt)}
            </p>
          )}
          {onConfirm && (
            <button type="button" className="btn btn-primary parcel-confirm" disabled={busy} onClick={onConfirm} data-testid={`parcel-confirm-${teleID}`}>
              {busy && <Spinner small />}
              ได้รับพัสดุแล้ว
            </button>
          )}
        </div>
      )}
    </section>
  );
}
