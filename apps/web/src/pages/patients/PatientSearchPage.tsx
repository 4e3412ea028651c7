import { ProfileHeader } from '../../components/ProfileHeader';
import { PatientSearch } from './PatientSearch';

/** /patient — care-services §2 Staff pages: the staff's patient search; a row opens /user/{userID}. */
export function PatientSearchPage() {
  return (
    <>
      <ProfileHeader title="ค้นหาผู้ป่วย" />
      <section className="container">
        <div className="card" data-testid="patient-search-page">
          <PatientSearch openPath={(id) => `/user/${id}`} createPath="/hospital/register" />
        </div>
      </section>
    </>
  );
}
