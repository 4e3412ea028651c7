import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';
import { useLandAtTop } from './land-at-top';
import { Navbar } from './Navbar';

/** Shared chrome of every page: navbar, page content, footer. */
export function Layout() {
  useLandAtTop(); // issue 35 item 2: a new page opens at its top
  return (
    <div className="app-shell">
      <Navbar />
      <main className="app-main">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
