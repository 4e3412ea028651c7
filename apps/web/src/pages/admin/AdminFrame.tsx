import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Role } from '@hospital/contracts';
import { ProfileHeader } from '../../components/ProfileHeader';
import { useSession } from '../../session/useSession';

export interface AdminLink {
  to: string;
  label: string;
  testId?: string;
}

/**
 * The frame of Admin's own pages (calendar, SLA, reports, audit log): a header with the page's
 * links and the way back to /admin, and the content for Admin only (the server refuses the
 * calls to anyone else as well; this only says so in words).
 */
export function AdminFrame({ title, links = [], children }: { title: string; links?: AdminLink[]; children: ReactNode }) {
  const { user } = useSession();
  return (
    <>
      <ProfileHeader title={title}>
        <div className="header-actions">
          {links.map((link) => (
            <Link key={link.to} className="btn btn-light" to={link.to} data-testid={link.testId}>
              {link.label}
            </Link>
          ))}
          <Link className="btn btn-light" to="/admin">
            กลับหน้าจัดการ
          </Link>
        </div>
      </ProfileHeader>
      {user?.role === Role.Admin ? (
        children
      ) : (
        <section className="container">
          <div className="alert alert-danger" role="alert" data-testid="admin-only">
            เฉพาะผู้ดูแลระบบ (Admin)
          </div>
        </section>
      )}
    </>
  );
}
