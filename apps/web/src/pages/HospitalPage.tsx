import { ProfileHeader } from '../components/ProfileHeader';
import { NetworkBoard } from './board/NetworkBoard';

/** /hospital: network-hospital telemedicine (care-services §2 Staff pages), N_ roles only. */
export function HospitalPage() {
  return (
    <>
      <ProfileHeader title="นัดหมายปรึกษา (โรงพยาบาลเครือข่าย)" />
      <section className="container" data-testid="hospital-board">
        <NetworkBoard />
      </section>
    </>
  );
}
