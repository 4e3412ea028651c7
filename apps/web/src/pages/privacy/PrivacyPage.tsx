import { ProfileHeader } from '../../components/ProfileHeader';
import { AccessLogList } from './AccessLogList';
import { CaregiversSection } from './CaregiversSection';
import { ConsentList } from './ConsentList';
import { DataCopy } from './DataCopy';
import './privacy.css';

/**
 * /privacy — issue 15 (PDPA): the person's consents with withdrawal (item 2), who has looked at
 * their record (item 4) and a copy of their data (item 3). Phone-first (390 px inside LINE).
 */
export function PrivacyPage() {
  return (
    <>
      <ProfileHeader title="ความเป็นส่วนตัวและข้อมูลของฉัน" />
      <section className="container privacy-page" data-testid="privacy-page">
        <div className="card privacy-block">
          <h2>ความยินยอมของฉัน</h2>
          <ConsentList />
        </div>
        <div className="card privacy-block">
          <h2>ผู้ที่ดูแลฉัน</h2>
          <CaregiversSection />
        </div>
        <div className="card privacy-block">
          <h2>ใครเข้าดูข้อมูลของฉัน</h2>
          <AccessLogList />
        </div>
        <div className="card privacy-block">
          <h2>สำเนาข้อมูลของฉัน</h2>
          <DataCopy />
        </div>
      </section>
    </>
  );
}
