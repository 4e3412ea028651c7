import { Link, Navigate, useLocation } from 'react-router-dom';
import { Icon } from '../components/Icon';
import { ProfileHeader } from '../components/ProfileHeader';

export interface PlaceholderSpec {
  /** Thai page title. */
  title: string;
  /** Spec file and section the route belongs to: for developers (routes.tsx), never shown to people (issue 16 item 7). */
  spec: string;
}

interface Onward {
  /** A plain Thai sentence: what this page is for and where to do it instead. */
  text: string;
  links: { to: string; label: string }[];
}

/**
 * Issue 16 item 7: routes of the spec with no screen of their own (/hn, /sign, /nursecall)
 * say in plain Thai where the person can do that instead, and /index, /index2 (the old home
 * pages) go to the home page. No spec or file name of ours is shown.
 */
const ONWARD: Record<string, Onward> = {
  '/hn': {
    text: 'การผูกเลขประจำตัวผู้ป่วย (HN) กับบัญชีของท่าน ทำได้จากหน้าข้อมูลส่วนตัว หากยังไม่มี HN เจ้าหน้าที่เวชระเบียนจะลงทะเบียนให้เมื่อท่านกรอกข้อมูลครบ',
    links: [{ to: '/profile', label: 'ไปที่ข้อมูลส่วนตัว' }],
  },
  '/sign': {
    text: 'การลงลายมือชื่อทำพร้อมกับการลงทะเบียนและการให้ความยินยอม ท่านไม่ต้องลงลายมือชื่อแยกที่หน้านี้',
    links: [{ to: '/privacy', label: 'ดูความยินยอมของฉัน' }],
  },
  '/nursecall': {
    text: 'หากต้องการปรึกษาพยาบาลหรือแพทย์ กรุณานัดหมาย Telemedicine แล้วเจ้าหน้าที่จะติดต่อกลับตามเวลานัด',
    links: [{ to: '/tele', label: 'นัดหมาย Telemedicine' }],
  },
};

const HOME = { to: '/home', label: 'กลับหน้าหลัก' };

export function PlaceholderPage({ title }: PlaceholderSpec) {
  const { pathname } = useLocation();
  const onward = ONWARD[pathname.toLowerCase()];
  // /index, /index2 and any route without a screen: the home page (signed out: its guard sends to /login).
  if (!onward) return <Navigate to="/home" replace />;
  return (
    <>
      <ProfileHeader title={title} />
      <section className="container">
        <div className="card placeholder" data-testid="placeholder-page">
          <div className="placeholder-icon">
            <Icon name="record" size={40} />
          </div>
          <p data-testid="placeholder-text">{onward.text}</p>
          <div className="button-row">
            {[...onward.links, HOME].map((l) => (
              <Link key={l.to} to={l.to} className={l === HOME ? 'btn btn-light' : 'btn btn-primary'}>
                {l.label}
              </Link>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}
