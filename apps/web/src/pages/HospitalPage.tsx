import { ProfileHeader } from '../components/ProfileHeader';

/** /hospital: network-hospital telemedicine (care-services §2 Staff pages), N_ roles only. */
export function HospitalPage() {
  return (
    <>
      <ProfileHeader title="นัดหมายปรึกษา (โรงพยาบาลเครือข่าย)" />
      <section className="container">
        <div className="card placeholder" data-testid="hospital-board">
          <h2>รายการนัดหมายปรึกษาของโรงพยาบาลเครือข่าย</h2>
          <p className="muted">
            หน้านี้จะทำงานตามข้อกำหนด <code>care-services.md §2 Staff pages (/hospital)</code>
          </p>
        </div>
      </section>
    </>
  );
}
