import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { CHAT_MESSAGES, type PatientFields, type Profile } from '@hospital/contracts';
import { emptyPatientFields, homeRouteFor, patientFieldErrors, routeAfterProfileSave } from '@hospital/rules';
import { fieldsOfProfile, fullNameOf, profileQueryKey, saveProfile, useProfile, type ProfileSource } from '../../api/patients';
import { ErrorModal } from '../../components/ErrorModal';
import { LAND_AT_TOP, landAtTop } from '../../components/land-at-top';
import { PatientFieldset, fieldElementId } from '../../components/forms/PatientFieldset';
import { ServerErrorSummary, ServerFieldErrors, useServerFieldErrors } from '../../components/forms/server-field-errors';
import { ProfileHeader } from '../../components/ProfileHeader';
import { Spinner } from '../../components/Spinner';
import type { FromState } from '../../guards';
import { initLiff, sendChatMessage } from '../../line/liff';
import { loadPublicConfig } from '../../api/public-config';
import { useRoom } from '../../realtime/useRoom';
import { useSession } from '../../session/useSession';
import { LineMessagesPanel } from '../patients/LineMessagesPanel';
import { LineStatusBadge } from '../patients/LineStatusBadge';
import { HisRegistration } from './HisRegistration';
import { PatientServiceTabs } from './PatientServiceTabs';
import { useActingUserID } from '../../session/acting-for';

export interface ProfileScreenProps {
  source: ProfileSource;
  /** Page title in the header. */
  title: string;
  /** The LIFF id of the route (/profile/:liffId): the page runs inside LINE. */
  liffId?: string;
  /** Who may switch to edit mode here (the signed-in user on /profile, N_ roles on the user pages). */
  canEdit: boolean;
  /** /user2/:Id: the page opens in edit mode. */
  startEditing?: boolean;
  /** Where to go after saving another user's profile (default: back to the view). */
  afterSavePath?: string;
  /** Buttons in the page header (e.g. the network hospital's 'ask a doctor'). */
  actions?: ReactNode;
}

/**
 * The one profile form of accounts §2 'Profile view and edit': view (every field disabled) and
 * edit ('แก้ไขข้อมูล'). Saving checks the fields a first booking needs (issue 16 item 1, libs/rules
 * profile-required.ts): EVERY problem is shown beside its field at once and the first one is
 * scrolled to and focused; the server checks the same, and a refusal of its own (a code not in
 * its list, an address whose parts disagree) lands in the error modal.
 */
export function ProfileScreen({ source, title, liffId, canEdit, startEditing = false, afterSavePath, actions }: ProfileScreenProps) {
  const { user, signIn } = useSession();
  const actingUserID = useActingUserID(); // issue 33: the person acted for
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const signedIn = user !== null;
  const queryKey = profileQueryKey(source);
  const query = useProfile(source, signedIn);
  const profile: Profile | undefined = query.data;

  // Live: the HN from the HIS worker, or a save elsewhere, refetches the profile.
  useRoom(signedIn && profile?.userID ? `patient:${profile.userID}` : null, [queryKey]);

  const [editing, setEditing] = useState(startEditing);
  const [draft, setDraft] = useState<PatientFields | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const closeError = useCallback(() => setError(null), []);
  const server = useServerFieldErrors(); // issue 35 item 2: the fields the server refused, named
  // Issue 16 item 1: after a refused save, the first problem's control (a new object each press).
  const [focusTarget, setFocusTarget] = useState<{ id: string } | null>(null);
  useLayoutEffect(() => {
    if (!focusTarget) return;
    const el = document.getElementById(focusTarget.id);
    if (!el) return;
    el.scrollIntoView({ block: 'center' });
    el.focus({ preventScroll: true });
  }, [focusTarget]);
  const problemCount = editing && draft && showErrors ? patientFieldErrors('profile', draft).length : 0;

  useEffect(() => {
    if (query.error) console.warn('profile fetch failed', query.error);
  }, [query.error]);

  const saved = useMemo(() => (profile ? fieldsOfProfile(profile) : emptyPatientFields()), [profile]);
  // Entering edit mode starts from what was saved; a refetch while editing keeps the draft.
  useEffect(() => {
    if (editing && profile && draft === null) setDraft(fieldsOfProfile(profile));
  }, [editing, profile, draft]);

  const shown = editing && draft ? draft : saved;

  // Inside LINE, a person whose profile is not complete yet (isActive 0, accounts §4) is sent
  // here to fill it in: the form opens in edit mode once.
  const autoOpened = useRef(false);
  useEffect(() => {
    if (autoOpened.current || !liffId || !profile || !canEdit) return;
    autoOpened.current = true;
    if (profile.isActive !== 1) {
      setDraft(fieldsOfProfile(profile));
      setEditing(true);
    }
  }, [liffId, profile, canEdit]);

  function startEdit() {
    if (!signedIn) {
      // accounts §2: editing needs login.
      const state: FromState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
      navigate('/login', { state });
      return;
    }
    setDraft(profile ? fieldsOfProfile(profile) : null);
    setShowErrors(false);
    setEditing(true);
  }

  function cancelEdit() {
    setEditing(false);
    setDraft(null);
    setShowErrors(false);
  }

  async function afterSave() {
    if (liffId) {
      // Inside LINE: '#completed' to the chat, then by the LIFF id used; a failure goes on to /tele.
      let target = '/tele';
      try {
        await initLiff(liffId);
        await sendChatMessage(CHAT_MESSAGES.completed);
        target = routeAfterProfileSave(liffId, (await loadPublicConfig()).liff.ids);
      } catch (err) {
        console.warn('LIFF send failed', err);
      }
      navigate(target, { state: LAND_AT_TOP });
      return;
    }
    // Issue 35 item 2: wherever the save leads, the person lands at the top of that page.
    if (source.kind === 'me') {
      navigate(homeRouteFor(user?.role), { state: LAND_AT_TOP });
      return;
    }
    cancelEdit();
    if (afterSavePath) navigate(afterSavePath, { state: LAND_AT_TOP });
    else landAtTop(); // the saved profile, on this page, from its top
  }

  async function save() {
    if (!draft || !profile || saving) return;
    setShowErrors(true);
    server.clear();
    const problems = patientFieldErrors('profile', draft);
    if (problems.length > 0) {
      setFocusTarget({ id: fieldElementId(problems[0].field) });
      return;
    }
    setSaving(true);
    try {
      const answer = await saveProfile(profile.userID, draft);
      if (answer?.profile) queryClient.setQueryData(queryKey, answer.profile);
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
      // One's own name, phone and status change in the session too (header, later pages).
      if (user && answer?.profile && answer.profile.userID === user.userID) {
        const p = answer.profile;
        signIn({ ...user, fullName: fullNameOf(p), titleName: p.title || null, phone: p.phone || null, isActive: p.isActive ?? user.isActive, hn: p.hn ?? user.hn });
      }
    } catch (err) {
      setError(server.take(err));
      setSaving(false);
      return;
    }
    setSaving(false);
    await afterSave();
  }

  // Staff register patients with the HIS from the user pages, not their own profile.
  const own = source.kind === 'me';
  // Issue 13: the upcoming visits live on /home; the full lists stay here, first on the page when
  // asked for (?ServiceType=…, the home's history links and the LINE entry), else below the form.
  const serviceTabs = own && user && !user.role ? <PatientServiceTabs userID={actingUserID ?? user.userID} /> : null;
  const listsFirst = new URLSearchParams(location.search).has('ServiceType');
  // Issue 31 item 5: staff reading another person's profile see their LINE status and messages.
  const staffView = !own && Boolean(user?.role);
  return (
    <>
      <ProfileHeader title={title}>{actions}</ProfileHeader>
      <section className="container profile-page">
        {listsFirst && serviceTabs}
        <div className="card" data-testid="profile-card" data-mode={editing ? 'edit' : 'view'}>
          <div className="card-header profile-card-header">
            <div>
              <h2 data-testid="profile-name">{profile ? fullNameOf(profile) : own ? user?.fullName ?? '' : ''}</h2>
              {/* Issue 31 item 5: staff see whether LINE reaches the patient ('ติดต่อทาง LINE ไม่ได้'). */}
              {staffView && profile && <LineStatusBadge status={profile.lineStatus} />}
              {profile && <HisRegistration profile={profile} role={own ? null : user?.role} queryKey={queryKey} onError={setError} />}
            </div>
            {!editing && canEdit && (
              <button type="button" className="btn btn-outline" onClick={startEdit} data-testid="profile-edit" disabled={signedIn && !profile}>
                แก้ไขข้อมูล
              </button>
            )}
          </div>

          {!signedIn && (
            <p className="alert alert-info" data-testid="profile-login-hint">
              กรุณา <Link to="/login" state={{ from: { pathname: location.pathname, search: location.search } } satisfies FromState}>เข้าสู่ระบบ</Link> เพื่อดูและแก้ไขข้อมูล
            </p>
          )}
          {signedIn && query.isLoading ? (
            <div className="profile-loading" data-testid="profile-loading">
              <Spinner label="กำลังโหลดข้อมูล" />
            </div>
          ) : (
            <form
              noValidate
              data-testid="profile-form"
              onSubmit={(e) => {
                e.preventDefault();
                void save();
              }}
            >
              <ServerFieldErrors fields={server.fields}>
                <PatientFieldset
                  variant="profile"
                  value={shown}
                  onChange={setDraft}
                  idCard={profile?.idCard ?? ''}
                  disabled={!editing || saving}
                  showErrors={showErrors}
                />
              </ServerFieldErrors>
              <ServerErrorSummary problems={server.problems} />
              {problemCount > 0 && (
                <p className="alert alert-danger form-problems" role="alert" data-testid="profile-problems">
                  ยังกรอกข้อมูลไม่ครบหรือไม่ถูกต้อง {problemCount} รายการ ตามที่แสดงไว้ใต้แต่ละช่อง
                </p>
              )}
              {editing && (
                <div className="form-actions">
                  {!startEditing && (
                    <button type="button" className="btn btn-light" onClick={cancelEdit} disabled={saving} data-testid="profile-cancel">
                      ยกเลิก
                    </button>
                  )}
                  <button type="submit" className="btn btn-primary" disabled={saving || !draft} data-testid="profile-save">
                    {saving && <Spinner small />}
                    บันทึกข้อมูล
                  </button>
                </div>
              )}
            </form>
          )}
        </div>
        {/* care-services §2: the patient's profile area has the bookings and telemedicine tabs. */}
        {!listsFirst && serviceTabs}
        {staffView && profile && <LineMessagesPanel userID={profile.userID} />}
        {own && signedIn && <Link to="/privacy" className="btn btn-link" data-testid="profile-privacy-link">ความเป็นส่วนตัวและข้อมูลของฉัน</Link>}
      </section>
      <ErrorModal message={error} onClose={closeError} />
    </>
  );
}

