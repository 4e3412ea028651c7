import { Link, useParams } from 'react-router-dom';
import { Role } from '@hospital/contracts';
import { ProfileHeader } from '../../components/ProfileHeader';
import { useSession } from '../../session/useSession';
import { AdminFrame } from './AdminFrame';
import { CalendarAdmin } from '../calendar/CalendarAdmin';
import { BookingBoard } from '../board/BookingBoard';
import { TeleBoard, serviceTypeOfParam } from '../board/TeleBoard';
import { QueuesButton } from './QueuesButton';
import { SignInActivityPanel } from './SignInActivityPanel';

/**
 * /admin and /admin/:ServiceType (care-services §2 Staff pages): 'booking' shows booking
 * management, 'calendar' the calendars (Admin: holidays, disabled dates, slot times), anything
 * else the live telemedicine board (pages/board/TeleBoard; /admin/1, /2, /5, /3 filter the
 * service type). Booking management: pages/board/BookingBoard.
 */
export function AdminPage() {
  const { ServiceType } = useParams();
  const { user } = useSession();
  const isBooking = ServiceType?.toLowerCase() === 'booking';
  const isAdmin = user?.role === Role.Admin;
  const isCalendar = ServiceType?.toLowerCase() === 'calendar';

  if (isCalendar) {
    return (
      <AdminFrame title="ปฏิทินบริการ">
        <CalendarAdmin />
      </AdminFrame>
    );
  }

  return (
    <>
      <ProfileHeader title={isBooking ? 'จัดการการจอง' : 'จัดการ Telemedicine'}>
        <div className="header-actions">
          {/* accounts §2 patient creation by staff: hospital staff reach the forms from here. */}
          <Link className="btn btn-light" to="/hospital/register" data-testid="add-patient">
            เพิ่มผู้ป่วยใหม่
          </Link>
          <Link className="btn btn-light" to="/hospital/register1" data-testid="add-patient-short">
            เพิ่มผู้ป่วย (แบบย่อ)
          </Link>
          {isAdmin && (
            <Link className="btn btn-light" to="/admin/calendar" data-testid="calendar-link">
              ปฏิทินบริการ
            </Link>
          )}
          {isAdmin && (
            <Link className="btn btn-light" to="/admin/reports" data-testid="reports-link">
              รายงาน
            </Link>
          )}
          {isAdmin && (
            <Link className="btn btn-light" to="/admin/audit" data-testid="audit-link">
              บันทึกการใช้งาน
            </Link>
          )}
          {isAdmin && (
            <Link className="btn btn-light" to="/admin/sla" data-testid="sla-link">
              เวลาที่กำหนด (SLA)
            </Link>
          )}
          {isAdmin && (
            <Link className="btn btn-light" to="/admin/consents" data-testid="consents-link">
              ข้อความความยินยอม
            </Link>
          )}
          {isAdmin && (
            <Link className="btn btn-light" to="/admin/line" data-testid="line-admin-link">
              LINE OA
            </Link>
          )}
          {isAdmin && <QueuesButton />}
        </div>
      </ProfileHeader>
      <section className="container grid" data-testid="admin-board">
        {isBooking ? (
          <BookingBoard />
        ) : (
          <TeleBoard serviceType={serviceTypeOfParam(ServiceType)} />
        )}
        {isAdmin && <SignInActivityPanel />}
      </section>
    </>
  );
}
