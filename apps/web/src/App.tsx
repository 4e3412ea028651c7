import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Layout } from './components/Layout';
import { Guarded } from './guards';
import { PageLoading } from './lazy-page';
import { PlaceholderPage } from './pages/PlaceholderPage';
import { ROUTES } from './routes';
import { SessionEffects } from './session/SessionEffects';

export function App() {
  return (
    <>
      <SessionEffects />
      <Routes>
        <Route element={<Layout />}>
          {ROUTES.map(({ path, guard, page: Page, title, spec }) => (
            <Route
              key={path}
              path={path}
              element={
                <Guarded guard={guard}>
                  {Page ? (
                    <Suspense fallback={<PageLoading />}>
                      <Page />
                    </Suspense>
                  ) : (
                    <PlaceholderPage title={title ?? ''} spec={spec ?? ''} />
                  )}
                </Guarded>
              }
            />
          ))}
        </Route>
        {/* accounts §2: every other path, including the root, redirects to /login. */}
        <Route path="*" element={<Navigate to="/login" replace />} />
      </Routes>
    </>
  );
}
