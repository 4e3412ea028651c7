import { Link } from 'react-router-dom';
import { ProfileHeader } from '../../components/ProfileHeader';
import { PatientSearch } from './PatientSearch';

/**
 * /hospital/patient: the network hospitals' patient management (care-services §2 Staff pages):
 * the patient search (a row opens /usernetwork/{userID}) and the two ways to add a patient
 * (accounts §2 Patient creation by staff).
 */
export function HospitalPatientPage() {
  return (
    <>
      <ProfileHeader title="จัดการผู้ป่วย" />
      <section className="container">
        <div className="card" data-testid="hospital-patient-search">
          <PatientSearch openPath={(id) => `/usernetwork/${id}`} createPath="/hospital/register" />
        </div>
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
        </div>
      </section>
    </>
  );
}
