import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { PEOPLE_MESSAGES } from '@hospital/contracts';
import { usePeople } from '../../api/people';
import { choosePerson, useActingFor } from '../../session/acting-for';
import { useSession } from '../../session/useSession';
import { personInitial } from './person-display';
import './people.css';

/**
 * Issue 33 item 2: the person switcher at the top of the patient's home (/home, also the LINE
 * home): myself and each person I may act for, one tap to choose (aria-pressed marks the
 * chosen one); pending adults greyed with 'รอยืนยัน'; '+ เพิ่ม' leads to /people. The chips
 * scroll sideways on a 390 px phone.
 */
export function PersonSwitcher() {
  const { user } = useSession();
  const patient = user !== null && !user.role;
  const people = usePeople(patient);
  const chosen = useActingFor();
  const rows = people.data?.data ?? [];

  // A chosen person who may no longer be acted for (the link ended): back to oneself.
  useEffect(() => {
    if (chosen && people.data && !people.data.data.some((p) => p.userID === chosen.userID && p.canAct)) choosePerson(null);
  }, [chosen, people.data]);

  if (!patient) return null;
  const actable = rows.filter((p) => p.isSelf || p.canAct);
  const pending = rows.filter((p) => !p.isSelf && !p.canAct && p.state === 'pending');
  const selectedID = chosen?.userID ?? user.userID;

  return (
    <nav className="person-switcher" aria-labelledby="person-switcher-title" data-testid="person-switcher">
      <div className="person-switcher-head">
        <h2 id="person-switcher-title" className="person-switcher-title">
          {PEOPLE_MESSAGES.switcherLabel}
        </h2>
        <Link to="/people" className="person-switcher-manage" data-testid="person-switcher-manage">
          ผู้ที่ฉันดูแล
        </Link>
      </div>
      <ul className="person-chips">
        {(actable.length ? actable : [{ userID: user.userID, fullName: user.fullName, isSelf: true }]).map((p) => {
          const pressed = p.userID === selectedID;
          return (
            <li key={p.userID}>
              <button
                type="button"
                className={`person-chip${pressed ? ' is-chosen' : ''}`}
                aria-pressed={pressed}
                onClick={() => choosePerson(p.isSelf ? null : p)}
                data-testid={p.isSelf ? 'person-chip-self' : `person-chip-${p.userID}`}
              >
                <span className="person-initial" aria-hidden="true">
                  {personInitial(p.fullName)}
                </span>
                <span className="person-chip-name">{p.isSelf ? `${p.fullName} (ฉัน)` : p.fullName}</span>
              </button>
            </li>
          );
        })}
        {pending.map((p) => (
          <li key={p.userID}>
            <span className="person-chip is-pending" data-testid={`person-chip-${p.userID}`}>
              <span className="person-initial" aria-hidden="true">
                {personInitial(p.fullName)}
              </span>
              <span className="person-chip-name">{p.fullName}</span>
              <span className="person-chip-state">รอยืนยัน</span>
            </span>
          </li>
        ))}
        <li>
          <Link to="/people#add" className="person-chip person-chip-add" data-testid="person-chip-add">
            <span className="person-initial" aria-hidden="true">
              +
            </span>
            <span className="person-chip-name">เพิ่ม</span>
          </Link>
        </li>
      </ul>
    </nav>
  );
}
