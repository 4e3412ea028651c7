import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import type { ConsentPurpose, ConsentPurposeState } from '@hospital/contracts';
import { formatThaiLongDate, homeRouteFor } from '@hospital/rules';
import { agreeConsent, fetchMyConsents, withdrawConsent } from '../../api/privacy';
import { ProfileHeader } from '../../components/ProfileHeader';
import { Spinner } from '../../components/Spinner';
import type { FromState } from '../../guards';
import { sessionStore } from '../../session/session-store';
import { useSession } from '../../session/useSession';
import './consent-renew.css';

export const MY_CONSENTS_KEY = ['me', 'consents'] as const;

/**
 * /consent-renew (issue 15 item 1, "asked again before going on"): each purpose whose text in
 * force the person has not agreed to, with the whole text and an agree button (and, for a
 * purpose that is not required for care, the choice to decline, with what that means). When
 * nothing is due any more the person goes on to the page they wanted. The session keeps the
 * list (`consentsDue`), so the route guard lets them through.
 */
export function ConsentRenewPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const query = useQuery({ queryKey: MY_CONSENTS_KEY, queryFn: fetchMyConsents });

  const goOn = () => {
    const from = (location.state as FromState | null)?.from;
    navigate(from ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : homeRouteFor(user?.role), { replace: true });
  };
  const answer = useMutation({
    mutationFn: ({ state, agree }: { state: ConsentPurposeState; agree: boolean }) =>
      agree ? agreeConsent(state.purpose, state.current.textSha256) : withdrawConsent(state.purpose),
    onMutate: () => setProblem(null),
    onSuccess: (next) => {
      client.setQueryData(MY_CONSENTS_KEY, next);
      const current = sessionStore.get();
      if (current) sessionStore.signIn({ ...current, consentsDue: next.due });
      if (next.due.length === 0) goOn();
    },
    // A text replaced meanwhile (409): read the new one.
    onError: (e) => {
      setProblem((e as Error).message);
      void query.refetch();
    },
  });

  if (!user) return <Navigate to="/login" replace />;
  const due = new Set<ConsentPurpose>(query.data?.due ?? []);
  const shown = query.data?.purposes.filter((p) => due.has(p.purpose)) ?? [];

  return (
    <>
      <ProfileHeader title="ขอความยินยอมอีกครั้ง" />
      <section className="container consent-renew" data-testid="consent-renew">
        <p className="consent-renew-lead">โรงพยาบาลปรับปรุงข้อความความยินยอม กรุณาอ่านและตอบก่อนใช้งานต่อ</p>
        {query.isPending && <Spinner />}
        {query.isError && (
          <div className="alert alert-danger" role="alert">
            {(query.error as Error).message}
          </div>
        )}
        {problem && (
          <div className="alert alert-danger" role="alert" data-testid="consent-renew-error">
            {problem}
          </div>
        )}
        {query.data && shown.length === 0 && (
          <div className="card">
            <p>ท่านให้ความยินยอมครบแล้ว</p>
            <button type="button" className="btn btn-primary btn-block" onClick={goOn} data-testid="consent-renew-continue">
              ใช้งานต่อ
            </button>
          </div>
        )}
        {shown.map((state) => (
          <article key={state.purpose} className="card consent-renew-item" data-testid={`consent-due-${state.purpose}`}>
            <h2>{state.title}</h2>
            <p className="muted">ข้อความฉบับวันที่ {formatThaiLongDate(state.current.publishedAt)}</p>
            <div className="consent-renew-text" data-testid={`consent-text-${state.purpose}`}>
              {state.current.text}
            </div>
            {!state.required && state.withdrawalMeans && (
              <p className="consent-renew-means">
                <strong>หากไม่ยินยอม:</strong> {state.withdrawalMeans}
              </p>
            )}
            <div className="consent-renew-actions">
              <button
                type="button"
                className="btn btn-primary btn-block"
                disabled={answer.isPending}
                onClick={() => answer.mutate({ state, agree: true })}
                data-testid={`consent-agree-${state.purpose}`}
              >
                ยินยอม
              </button>
              {!state.required && (
                <button
                  type="button"
                  className="btn btn-light btn-block"
                  disabled={answer.isPending}
                  onClick={() => answer.mutate({ state, agree: false })}
                  data-testid={`consent-decline-${state.purpose}`}
                >
                  ไม่ยินยอม
                </button>
              )}
            </div>
          </article>
        ))}
      </section>
    </>
  );
}
