import { useSyncExternalStore } from 'react';
import { NETWORK_MESSAGES } from '../api/client';
import './offline-banner.css';

/**
 * Issue 16 point 11 (slow and offline): a banner while the phone has no network (the browser's
 * navigator.onLine and its online/offline events). Queries wait meanwhile and load by themselves
 * when the network is back (react-query's onlineManager); a submit answers the client's message.
 */
function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function OfflineBanner() {
  const online = useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
  if (online) return null;
  return (
    <div className="offline-banner" role="status" aria-live="polite" data-testid="offline-banner">
      <svg className="offline-banner-icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <path d="M2 8.8a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0" />
        <circle cx="12" cy="19.5" r="1" fill="currentColor" />
        <path d="M3 3l18 18" />
      </svg>
      <span>{NETWORK_MESSAGES.banner}</span>
    </div>
  );
}
