import { useSearchParams } from 'react-router-dom';
import { MyBookingList } from './MyBookingList';
import { MyTeleList } from './MyTeleList';

/**
 * The patient's profile area tabs (care-services §2 In-person booking wizard): in-person
 * bookings and the telemedicine list. Entry from LINE carries `?ServiceType=booking` for the
 * bookings tab; any other value (or none) opens the telemedicine list.
 */
export function PatientServiceTabs({ userID }: { userID: string }) {
  const [params, setParams] = useSearchParams();
  const tab = params.get('ServiceType')?.toLowerCase() === 'booking' ? 'booking' : 'tele';
  const choose = (next: 'booking' | 'tele') =>
    setParams(
      (p) => {
        const copy = new URLSearchParams(p);
        copy.set('ServiceType', next);
        return copy;
      },
      { replace: true },
    );
  return (
    <div className="card patient-service-tabs" data-testid="patient-service-tabs">
      <div className="tabs" role="tablist">
        <button type="button" role="tab" className="tab" aria-selected={tab === 'booking'} onClick={() => choose('booking')} data-testid="profile-tab-booking">
          รายการจองคิวตรวจที่โรงพยาบาล
        </button>
        <button type="button" role="tab" className="tab" aria-selected={tab === 'tele'} onClick={() => choose('tele')} data-testid="profile-tab-tele">
          รายการ Telemedicine
        </button>
      </div>
      {tab === 'booking' ? (
        <MyBookingList userID={userID} />
      ) : (
        <MyTeleList userID={userID} />
      )}
    </div>
  );
}
