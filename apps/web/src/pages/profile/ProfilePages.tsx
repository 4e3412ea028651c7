import { Link, useParams } from 'react-router-dom';
import { isNetworkRole } from '@hospital/rules';
import { useSession } from '../../session/useSession';
import { ProfileScreen } from './ProfileScreen';

/**
 * The profile routes of accounts §2 'Profile view and edit', one screen with different sources
 * and rights:
 * - /profile, /profile/:liffId (login required) and /profile2, /profile2/:liffId (viewable
 *   logged out; editing sends to /login): the signed-in user's own profile.
 * - /user/:Id (staff view) and /usernetwork/:Id (network view): another user, 'แก้ไขข้อมูล' for N_ roles.
 * - /user2/:Id (login required): edit another user.
 */
export function MyProfilePage() {
  const { liffId } = useParams();
  // Always offered: signed out (/profile2), the button leads to /login first.
  return <ProfileScreen key={liffId ?? ''} source={{ kind: 'me' }} title="ข้อมูลส่วนตัว" liffId={liffId} canEdit />;
}

export function UserProfilePage() {
  const { Id = '' } = useParams();
  const { user } = useSession();
  return <ProfileScreen key={Id} source={{ kind: 'user', id: Id }} title="ข้อมูลผู้ป่วย" canEdit={isNetworkRole(user?.role)} />;
}

export function NetworkUserProfilePage() {
  const { Id = '' } = useParams();
  const { user } = useSession();
  const network = isNetworkRole(user?.role);
  // care-services §2 /consult/{userID}: the network hospital asks a doctor about this patient.
  const actions = network ? (
    <div className="header-actions">
      <Link className="btn btn-light" to={`/consult/${encodeURIComponent(Id)}`} data-testid="ask-doctor">
        ขอปรึกษาแพทย์
      </Link>
    </div>
  ) : null;
  return <ProfileScreen key={Id} source={{ kind: 'network', id: Id }} title="ข้อมูลผู้ป่วย (โรงพยาบาลเครือข่าย)" canEdit={network} actions={actions} />;
}

export function UserEditPage() {
  const { Id = '' } = useParams();
  return (
    <ProfileScreen
      key={Id}
      source={{ kind: 'user', id: Id }}
      title="แก้ไขข้อมูลผู้ป่วย"
      canEdit
      startEditing
      afterSavePath={`/user/${encodeURIComponent(Id)}`}
    />
  );
}
