import { useParams } from 'react-router-dom';
import { ProfileHeader } from '../../components/ProfileHeader';
import { TeleBoard, serviceTypeOfParam } from './TeleBoard';

/** /visit and /visit/:ServiceType (care-services §2 Staff pages): the same live board as /admin. */
export function VisitPage() {
  const { ServiceType } = useParams();
  return (
    <>
      <ProfileHeader title="รายการผู้รับบริการ" />
      <section className="container grid" data-testid="admin-board">
        <TeleBoard serviceType={serviceTypeOfParam(ServiceType)} />
      </section>
    </>
  );
}
