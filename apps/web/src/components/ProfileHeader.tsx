import type { ReactNode } from 'react';
import { useSession } from '../session/useSession';

/** The teal page header under the navbar: page title and the signed-in user's full name. */
export function ProfileHeader({ title, children }: { title?: ReactNode; children?: ReactNode }) {
  const { user } = useSession();
  return (
    <header className="page-header" data-testid="profile-header">
      <div className="page-header-inner">
        {title && <h1 className="page-title">{title}</h1>}
        {user && (
          <p className="page-user">
            <span className="avatar" aria-hidden="true">
              <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor">
                <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5Z" />
              </svg>
            </span>
            <span data-testid="profile-fullname">{user.fullName}</span>
          </p>
        )}
        {children}
      </div>
    </header>
  );
}
