import { ProfileHeader } from '../components/ProfileHeader';
import { DoctorBoard } from './board/DoctorBoard';

/** Issue 35 item 1, /hospital/doctor: the network doctor's board of today's doctor-stage cases. */
export function DoctorPage() {
  return (
    <>
      <ProfileHeader title="ผู้ป่วยรอพบแพทย์" />
      <section className="container" data-testid="doctor-page">
        <DoctorBoard />
      </section>
    </>
  );
}
