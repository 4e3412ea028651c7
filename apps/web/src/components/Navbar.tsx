import { useEffect, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { isStaff, menuFor } from '@hospital/rules';
import { APP_CONFIG } from '../config';
import { usePublicConfig } from '../api/config';
import { useSession } from '../session/useSession';
import { ActingForBar } from './ActingForBar';

/** accounts §2 Shared chrome + §6 menu by role. */
export function Navbar() {
  const { user } = useSession();
  const config = usePublicConfig();
  const [solid, setSolid] = useState(false);
  const [open, setOpen] = useState(false);

  // accounts §2: transparent at the top, solid past 400 px. Issue 16 item 3: transparent only
  // while the teal page header lies behind the whole bar; over cards or plain page it is solid.
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const bar = document.querySelector('[data-testid="navbar"]')?.getBoundingClientRect();
      const header = document.querySelector('.page-header')?.getBoundingClientRect();
      const overHeader = !!bar && !!header && header.top <= bar.top && header.bottom >= bar.bottom;
      setSolid(window.scrollY > APP_CONFIG.navbarSolidAfterPx || !overHeader);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // Pages load lazily and headers come and go with the route: look again when the page changes.
    const pageChanges = new MutationObserver(schedule);
    pageChanges.observe(document.body, { childList: true, subtree: true });
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      pageChanges.disconnect();
    };
  }, []);

  const items = menuFor(user, config.data?.teleHospitalName ?? '');
  const homeTo = user && isStaff(user.role) ? '/admin' : '/home';

  return (
    <nav className={`navbar ${solid ? 'navbar-solid' : 'navbar-transparent'}`} data-testid="navbar" data-solid={solid}>
      <div className="navbar-inner">
        <Link to={homeTo} className="navbar-brand" data-testid="nav-home" onClick={() => setOpen(false)}>
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>{APP_CONFIG.hospitalShortName}</span>
        </Link>
        <button
          type="button"
          className="navbar-toggle"
          aria-label="เมนู"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
        >
          ☰
        </button>
        <ul className={`navbar-menu ${open ? 'open' : ''}`}>
          {items.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end
                className={({ isActive }) => (isActive ? 'nav-link active' : 'nav-link')}
                data-testid={`nav-item-${item.to}`}
                data-nav-item={item.to}
                onClick={() => setOpen(false)}
              >
                {item.label}
              </NavLink>
            </li>
          ))}
          <li className="nav-external">
            <a href={config.data?.links.facebook} target="_blank" rel="noopener noreferrer" data-testid="nav-social" title={APP_CONFIG.socialLabel}>
              {APP_CONFIG.socialLabel}
            </a>
          </li>
          <li className="nav-external">
            <a href={config.data?.links.website} target="_blank" rel="noopener noreferrer" data-testid="nav-website" title={APP_CONFIG.websiteLabel}>
              {APP_CONFIG.websiteLabel}
            </a>
          </li>
        </ul>
      </div>
      <ActingForBar />
    </nav>
  );
}
