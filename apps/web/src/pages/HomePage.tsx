import { Link } from 'react-router-dom';
import { Icon, type IconName } from '../components/Icon';
import { ProfileHeader } from '../components/ProfileHeader';
import { useSession } from '../session/useSession';

const SERVICES = [
  { to: '/tele', icon: 'video' as IconName, title: 'นัดหมาย Telemedicine', text: 'พบแพทย์ผ่านวิดีโอคอล หรือขอรับยาเดิมทางไปรษณีย์' },
  { to: '/booking', icon: 'calendar' as IconName, title: 'จองคิวตรวจที่โรงพยาบาล', text: 'เลือกวันและเวลา แล้วแจ้งอาการเบื้องต้น' },
  { to: '/PHR', icon: 'record' as IconName, title: 'ประวัติการรักษา', text: 'ดูประวัติการรับบริการของท่าน' },
];

/** /home: the patient's start page. */
export function HomePage() {
  const { user } = useSession();
  return (
    <>
      <ProfileHeader title="หน้าหลัก" />
      <section className="container">
        <h2 className="welcome" data-testid="home-welcome">
          ยินดีต้อนรับ {user?.fullName}
        </h2>
        <div className="service-grid">
          {SERVICES.map((s) => (
            <Link key={s.to} to={s.to} className="card service-card" data-testid={`home-link-${s.to}`}>
              <span className="service-icon">
                <Icon name={s.icon} />
              </span>
              <strong>{s.title}</strong>
              <span className="muted">{s.text}</span>
            </Link>
          ))}
        </div>
      </section>
    </>
  );
}
