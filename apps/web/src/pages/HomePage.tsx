import { Link } from 'react-router-dom';
import { bookingKeys, useMyBookings } from '../api/bookings';
import { teleKeys, useMyTele } from '../api/tele';
import { Icon, type IconName } from '../components/Icon';
import { ProfileHeader } from '../components/ProfileHeader';
import { Spinner } from '../components/Spinner';
import { useRoom } from '../realtime/useRoom';
import { useActingFor, useActingUserID } from '../session/acting-for';
import { useSession } from '../session/useSession';
import { useBookingMove } from './booking/useBookingMove';
import { BookingHomeCard } from './home/BookingHomeCard';
import { HomeHistory } from './home/HomeHistory';
import { homeItems } from './home/home-items';
import { TeleHomeCard } from './home/TeleHomeCard';
import { PersonSwitcher } from './people/PersonSwitcher';
import './home/home.css';

/** The services, their lines naming whose data they open (issue 33: 'ของท่าน', or the person acted for). */
const services = (whose: string) => [
  { to: '/tele', icon: 'video' as IconName, title: 'นัดหมาย Telemedicine', text: 'พบแพทย์ผ่านวิดีโอคอล หรือขอรับยาเดิมทางไปรษณีย์' },
  { to: '/booking', icon: 'calendar' as IconName, title: 'จองคิวตรวจที่โรงพยาบาล', text: 'เลือกวันและเวลา แล้วแจ้งอาการเบื้องต้น' },
  { to: '/PHR', icon: 'record' as IconName, title: 'ประวัติการรักษา', text: `ดูประวัติการรับบริการของ${whose}` },
  { to: '/privacy', icon: 'tools' as IconName, title: 'ความเป็นส่วนตัวและข้อมูลของฉัน', text: `ความยินยอม ผู้ที่เข้าดูข้อมูล และสำเนาข้อมูลของ${whose}` }, // issue 15
];

/**
 * /home: the patient's start page (issue 13 item 1, 'home first'). What is next, in time order
 * (issue 32 item 1, libs/rules homeOrder): the card whose turn it is ('ถึงคิวของท่านแล้ว', a video
 * call open) on top, then today's by time, then later days; telemedicine visits and clinic
 * bookings as cards with the one action of their state; past ones collapsed below, newest first;
 * then the three services. Live on the patient's own room: every
 * tele.changed, booking.changed and queue.moved refetches both lists.
 */
export function HomePage() {
  const { user } = useSession();
  const patient = user !== null && !user.role;
  const tele = useMyTele(patient);
  const bookings = useMyBookings(patient);
  // Issue 33 item 2: the room of the person acted for (oneself when none is chosen).
  const personID = useActingUserID();
  const actingFor = useActingFor();
  useRoom(patient && personID ? `patient:${personID}` : null, [teleKeys.mine(), bookingKeys.mine()]);
  const { ask, busy, notice, dialogs } = useBookingMove(bookingKeys.mine());

  const now = new Date();
  const teleRows = tele.data?.data ?? [];
  const bookingRows = bookings.data?.data ?? [];
  const { next: upcoming, past } = homeItems(teleRows, bookingRows, now);
  const loading = tele.isLoading || bookings.isLoading;
  const failed = tele.error ?? bookings.error;

  return (
    <>
      <ProfileHeader title="หน้าหลัก" />
      <section className="container home-page">
        <h2 className="welcome" data-testid="home-welcome">
          ยินดีต้อนรับ {user?.fullName}
        </h2>
        {patient && <PersonSwitcher />}
        {patient && (
          <div className="home-next" data-testid="home-next">
            <h3 className="home-next-title">นัดหมายถัดไป{actingFor ? `ของ${actingFor.fullName}` : ''}</h3>
            {notice && (
              <div className="alert alert-info" role="status" data-testid="home-notice">
                {notice}
              </div>
            )}
            {failed && (
              <div className="alert alert-danger" role="alert" data-testid="home-error">
                {failed.message}
              </div>
            )}
            {loading ? (
              <Spinner label="กำลังโหลดข้อมูล" />
            ) : upcoming.length === 0 ? (
              !failed && (
                <p className="home-empty" data-testid="home-empty">
                  ยังไม่มีนัดหมายที่กำลังจะถึง เลือกบริการด้านล่างเพื่อนัดหมาย
                </p>
              )
            ) : (
              <div className="home-cards">
                {upcoming.map((u) =>
                  u.kind === 'tele' ? (
                    <TeleHomeCard key={u.key} tele={u.tele} turnNow={u.turnNow} calendar={u.calendar} />
                  ) : (
                    <BookingHomeCard key={u.key} booking={u.booking} busy={busy} onMove={ask} turnNow={u.turnNow} calendar={u.calendar} />
                  ),
                )}
              </div>
            )}
            {!loading && <HomeHistory past={past} />}
          </div>
        )}
        <div className="service-grid home-services">
          {services(actingFor ? actingFor.fullName : 'ท่าน').map((s) => (
            <Link key={s.to} to={s.to} className="card service-card" data-testid={`home-link-${s.to}`}>
              <span className="service-icon">
                <Icon name={s.icon} size={22} />
              </span>
              <strong>{s.title}</strong>
              <span className="muted">{s.text}</span>
            </Link>
          ))}
        </div>
      </section>
      {dialogs}
    </>
  );
}
