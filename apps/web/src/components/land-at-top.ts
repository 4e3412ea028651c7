import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * Issue 35 item 2: after a telemedicine booking or a profile save the patient lands at the top of
 * the page that shows the result, not mid-form where the button was. A navigation carrying
 * LAND_AT_TOP as its state (or landAtTop() after a save that stays on the page) scrolls to the
 * top and moves the focus to the page's heading, so a screen reader reads where the person is.
 * Any other new page (a link, not Back) also opens at its top, as a page loaded afresh does.
 */
export const LAND_AT_TOP = { landAtTop: true } as const;

function isLandAtTop(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { landAtTop?: unknown }).landAtTop === true;
}

/** The page's heading: the page header's title (h1), else the first card's (h2). */
function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main h2');
}

/** How long a page that is still loading (its chunk, its data) is waited for to show its heading. */
const HEADING_WAIT_MS = 5000;

/** Scrolls to the top now and focuses the page heading as soon as there is one. */
export function landAtTop(): () => void {
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  const until = Date.now() + HEADING_WAIT_MS;
  let frame = 0;
  const focus = () => {
    const heading = pageHeading();
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    if (Date.now() < until) frame = window.requestAnimationFrame(focus);
  };
  focus();
  return () => window.cancelAnimationFrame(frame);
}

/** In the layout: every navigation to another page opens at its top; LAND_AT_TOP also focuses the heading. */
export function useLandAtTop(): void {
  const location = useLocation();
  const type = useNavigationType();
  const shown = useRef(location.pathname);
  useEffect(() => {
    const before = shown.current;
    shown.current = location.pathname;
    if (isLandAtTop(location.state)) return landAtTop();
    // Another page by a link; the search of the same page (a tab, a filter) and Back keep the place.
    if (type === 'PUSH' && location.pathname !== before && !location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    return undefined;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
}
