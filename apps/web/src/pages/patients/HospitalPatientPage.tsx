import { Link } from 'react-router-dom';
import { ProfileHeader } from '../../components/ProfileHeader';

/**
 * /hospital/patient: the network hospitals' patient management (care-services §2 Staff pages).
 * The list comes with a later issue; the two ways to add a patient (accounts §2 Patient
 * creation by staff) are here now.
 */
export function HospitalPatientPage() {
  return (
    <>
      <ProfileHeader title="จัดการผู้ป่วย" />
      <section className="container">
        <div className="card" data-testid="hospital-patient">
          <div className="card-header">
            <h2>เพิ่มผู้ป่วยใหม่</h2>
          </div>
          <div className="button-row">
            <Link to="/hospital/register" className="btn btn-primary" data-testid="add-patient-full">
              เพิ่มผู้ป่วย (แบบเต็ม)
            </Link>
            <Link to="/hospital/register1" className="btn btn-outline" data-testid="add-patient-short">
              เพิ่มผู้ป่วย (แบบย่อ)
            </Link>
          </div>
          <p className="muted">
            รายชื่อผู้ป่วยจะทำงานตามข้อกำหนด <code>care-services.md §2 Staff pages (/hospital/patient)</code>
          </p>
        </div>
      </section>
    </>
  );
}
