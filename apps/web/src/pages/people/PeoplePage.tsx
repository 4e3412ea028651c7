import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PEOPLE_MAX, PEOPLE_MESSAGES } from '@hospital/contracts';
import { usePeople } from '../../api/people';
import { ProfileHeader } from '../../components/ProfileHeader';
import { Spinner } from '../../components/Spinner';
import { useSession } from '../../session/useSession';
import { AddPersonForm } from './AddPersonForm';
import { PeopleList } from './PeopleList';
import './people.css';

/**
 * /people — issue 33 item 1, 'ผู้ที่ฉันดูแล': the people I look after (relation, state, a child's
 * end date) and the form to add one (at most PEOPLE_MAX). Phone-first (390 px inside LINE).
 */
export function PeoplePage() {
  const { user } = useSession();
  const patient = user !== null && !user.role;
  const people = usePeople(patient);
  const { hash } = useLocation();
  const [notice, setNotice] = useState<string | null>(null);
  const others = (people.data?.data ?? []).filter((p) => !p.isSelf);
  const counted = others.filter((p) => p.state !== 'ended').length;

  // The switcher's '+ เพิ่ม' opens the page at the form.
  useEffect(() => {
    if (hash === '#add' && people.data) document.getElementById('add')?.scrollIntoView();
  }, [hash, people.data]);

  return (
    <>
      <ProfileHeader title="ผู้ที่ฉันดูแล" />
      <section className="container people-page" data-testid="people-page">
        {!patient ? (
          <p className="alert alert-info">หน้านี้สำหรับผู้รับบริการ</p>
        ) : (
          <>
            {notice && (
              <div className="alert alert-info" role="status" data-testid="people-notice">
                {notice}
              </div>
            )}
            <div className="card people-block">
              <h2>รายชื่อผู้ที่ฉันดูแล</h2>
              <p className="muted small">เลือกผู้ที่จะทำรายการให้ได้ที่หน้าหลัก บุตรอายุต่ำกว่า 20 ปีใช้ได้ทันที ผู้ที่อายุ 20 ปีขึ้นไปต้องยืนยันด้วยตนเองก่อน</p>
              {people.isLoading ? (
                <Spinner label="กำลังโหลดข้อมูล" />
              ) : people.error ? (
                <p className="alert alert-danger" role="alert">
                  {people.error.message}
                </p>
              ) : (
                <PeopleList people={others} onNotice={setNotice} />
              )}
            </div>
            <div className="card people-block" id="add">
              <h2>เพิ่มผู้ที่ฉันดูแล</h2>
              {counted >= PEOPLE_MAX ? (
                <p className="alert alert-info" data-testid="people-full">
                  {PEOPLE_MESSAGES.tooMany}
                </p>
              ) : (
                <AddPersonForm onAdded={(_entry, message) => setNotice(message)} />
              )}
            </div>
          </>
        )}
      </section>
    </>
  );
}
