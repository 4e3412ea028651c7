import type { ComponentType } from 'react';
import type { Guard } from './guards';
import { lazyPage } from './lazy-page';
// The first screens of a new patient opening the app inside LINE stay in the main bundle (issue 34:
// a first visit ≤ 150 kB over the wire); every other page is its own chunk.
import { LineLiff2Page, LineLiffPage } from './line/LineLiffPage';
import { LineRegister2Page, LineRegisterPage } from './pages/registration/LineRegisterPage';

// Out of the main bundle since issue 34; of these, home and profile (a signed-in person's everyday
// pages) are fetched as soon as there is a session (EVERYDAY_PAGES).
const HomePage = lazyPage(() => import('./pages/HomePage'), 'HomePage');
const LoginPage = lazyPage(() => import('./pages/LoginPage'), 'LoginPage');
const LogoutPage = lazyPage(() => import('./pages/LogoutPage'), 'LogoutPage');
const MyProfilePage = lazyPage(() => import('./pages/profile/ProfilePages'), 'MyProfilePage');
const NetworkUserProfilePage = lazyPage(() => import('./pages/profile/ProfilePages'), 'NetworkUserProfilePage');
const UserEditPage = lazyPage(() => import('./pages/profile/ProfilePages'), 'UserEditPage');
const UserProfilePage = lazyPage(() => import('./pages/profile/ProfilePages'), 'UserProfilePage');
const LineThaidPage = lazyPage(() => import('./pages/registration/LineThaidPage'), 'LineThaidPage');
const WebRegisterPage = lazyPage(() => import('./pages/registration/WebRegisterPage'), 'WebRegisterPage');

/** Preloaded once someone is signed in (SessionEffects), so home and profile open offline too. */
export const EVERYDAY_PAGES = [HomePage, MyProfilePage];

// Every other page is downloaded on first visit (App.tsx shows PageLoading meanwhile).
const TelePage = lazyPage(() => import('./pages/tele/TelePage'), 'TelePage');
const Tele2Page = lazyPage(() => import('./pages/tele/TelePage'), 'Tele2Page');
const BookingPage = lazyPage(() => import('./pages/booking/BookingPage'), 'BookingPage');
const PaymentPage = lazyPage(() => import('./pages/payment/PaymentPage'), 'PaymentPage');
const ReceiptPage = lazyPage(() => import('./pages/receipt/ReceiptPage'), 'ReceiptPage');
const ReceiptVerifyPage = lazyPage(() => import('./pages/receipt/ReceiptVerifyPage'), 'ReceiptVerifyPage');
const ImageViewerPage = lazyPage(() => import('./pages/images/ImageViewerPage'), 'ImageViewerPage');
const CameraPage = lazyPage(() => import('./pages/video/CameraPage'), 'CameraPage');
const AnswerRedirectPage = lazyPage(() => import('./pages/video/MeetingRedirectPages'), 'AnswerRedirectPage');
const CallRedirectPage = lazyPage(() => import('./pages/video/MeetingRedirectPages'), 'CallRedirectPage');
const LatestVideoCallPage = lazyPage(() => import('./pages/video/VideoCallPages'), 'LatestVideoCallPage');
const PatientVideoCallPage = lazyPage(() => import('./pages/video/VideoCallPages'), 'PatientVideoCallPage');
const StaffVideoCallPage = lazyPage(() => import('./pages/video/VideoCallPages'), 'StaffVideoCallPage');
const PhrPage = lazyPage(() => import('./pages/records/PhrPage'), 'PhrPage');
const CCNotePage = lazyPage(() => import('./pages/records/CCNotePage'), 'CCNotePage');
const Icd10Page = lazyPage(() => import('./pages/records/Icd10Page'), 'Icd10Page');
const ImageListPage = lazyPage(() => import('./pages/records-images/ImageListPage'), 'ImageListPage');
const PatientImagePage = lazyPage(() => import('./pages/records-images/PatientImagePage'), 'PatientImagePage');
const DeactivatePage = lazyPage(() => import('./pages/deactivate/DeactivatePage'), 'DeactivatePage');
const VaccineHistoryPage = lazyPage(() => import('./pages/vaccine/VaccineHistoryPage'), 'VaccineHistoryPage');
const SchoolBookingPage = lazyPage(() => import('./pages/vaccine/SchoolBookingPage'), 'SchoolBookingPage');
const VaccineRegisterPage = lazyPage(() => import('./pages/vaccine/VaccineRegisterPage'), 'VaccineRegisterPage');
const VaccineQueuePage = lazyPage(() => import('./pages/vaccine/VaccineQueuePage'), 'VaccineQueuePage');
const VaccineAdminPage = lazyPage(() => import('./pages/vaccine/VaccineAdminPage'), 'VaccineAdminPage');
// Staff pages.
const AdminPage = lazyPage(() => import('./pages/admin/AdminPage'), 'AdminPage');
const SlaSettingsPage = lazyPage(() => import('./pages/admin/sla/SlaSettingsPage'), 'SlaSettingsPage');
const SlaBreachesPage = lazyPage(() => import('./pages/admin/sla/SlaBreachesPage'), 'SlaBreachesPage');
const VisitPage = lazyPage(() => import('./pages/board/VisitPage'), 'VisitPage');
const HospitalPage = lazyPage(() => import('./pages/HospitalPage'), 'HospitalPage');
const DoctorPage = lazyPage(() => import('./pages/DoctorPage'), 'DoctorPage');
const ConsultPage = lazyPage(() => import('./pages/consult/ConsultPage'), 'ConsultPage');
const TeleInfoPage = lazyPage(() => import('./pages/case/CasePage'), 'TeleInfoPage');
const ConsultInfoPage = lazyPage(() => import('./pages/case/CasePage'), 'ConsultInfoPage');
const PatientSearchPage = lazyPage(() => import('./pages/patients/PatientSearchPage'), 'PatientSearchPage');
const HospitalPatientPage = lazyPage(() => import('./pages/patients/HospitalPatientPage'), 'HospitalPatientPage');
const HospitalRegisterPage = lazyPage(() => import('./pages/patients/HospitalRegisterPage'), 'HospitalRegisterPage');
const HospitalRegisterShortPage = lazyPage(() => import('./pages/patients/HospitalRegisterShortPage'), 'HospitalRegisterShortPage');
const ReportPage = lazyPage(() => import('./pages/report/ReportPage'), 'ReportPage');
const AdminReportsPage = lazyPage(() => import('./pages/report/AdminReportsPage'), 'AdminReportsPage');
const AuditPage = lazyPage(() => import('./pages/admin/audit/AuditPage'), 'AuditPage');
const HisOrdersPage = lazyPage(() => import('./pages/his-stand-in/HisOrdersPage'), 'HisOrdersPage');
const ConsentRenewPage = lazyPage(() => import('./pages/consent-renew/ConsentRenewPage'), 'ConsentRenewPage');
const ConsentTextsPage = lazyPage(() => import('./pages/admin/consents/ConsentTextsPage'), 'ConsentTextsPage');
const LineAdminPage = lazyPage(() => import('./pages/admin/line/LineAdminPage'), 'LineAdminPage');
const PrivacyPage = lazyPage(() => import('./pages/privacy/PrivacyPage'), 'PrivacyPage');
const PeoplePage = lazyPage(() => import('./pages/people/PeoplePage'), 'PeoplePage');
const AgreePage = lazyPage(() => import('./pages/people/AgreePage'), 'AgreePage');

/**
 * Every route of the product, as data: accounts-and-identity.md §2 (full route table) and
 * care-services.md §2. A row either names its page component or, until a later issue builds
 * it, the spec section it will implement (rendered by PlaceholderPage). Anything else,
 * including '/', redirects to /login (App.tsx). Paths match case-insensitively, so
 * /consultinfo and /consultInfo, /PHR and /phr are one route.
 *
 * Guards: 'signedIn' → /login when signed out; 'staff' → also /home without a role;
 * 'network' → role must start with N_, else the user's home route.
 */
export interface RouteDef {
  path: string;
  guard: Guard;
  /** A built page. */
  page?: ComponentType;
  /** A page a later issue builds: Thai title and the spec section it will hold. */
  title?: string;
  spec?: string;
}

const A = 'accounts-and-identity.md';
const C = 'care-services.md';

export const ROUTES: readonly RouteDef[] = [
  // ── accounts-and-identity.md ────────────────────────────────────────────────
  { path: '/login', guard: 'public', page: LoginPage },
  { path: '/logout', guard: 'public', page: LogoutPage },
  { path: '/index', guard: 'public', title: 'หน้าแรก', spec: `${A} §2 (/index)` },
  { path: '/index2', guard: 'public', title: 'หน้าแรก', spec: `${A} §2 (/index2)` },
  { path: '/lineliff', guard: 'public', page: LineLiffPage, title: 'เข้าสู่ระบบผ่าน LINE', spec: `${A} §2 Messaging-app entry (/lineliff/:redirect), §4` },
  { path: '/lineliff/:redirect', guard: 'public', page: LineLiffPage, title: 'เข้าสู่ระบบผ่าน LINE', spec: `${A} §2 Messaging-app entry (/lineliff/:redirect), §4` },
  { path: '/lineliff2', guard: 'public', page: LineLiff2Page, title: 'เข้าสู่ระบบผ่าน LINE', spec: `${A} §2 Messaging-app entry (/lineliff2), §4` },
  { path: '/hn', guard: 'public', title: 'ลงทะเบียนเลขประจำตัวผู้ป่วย (HN)', spec: `${A} §2 (/hn), §8 hospital-number linking` },
  { path: '/register', guard: 'public', page: WebRegisterPage, title: 'ลงทะเบียนผู้ใช้ใหม่', spec: `${A} §2 Web registration (/register), §5` },
  { path: '/lineregister', guard: 'public', page: LineRegisterPage, title: 'ลงทะเบียนผ่าน LINE', spec: `${A} §2 Registration through the messaging app (/lineregister/:liffId); ${C} §2 Identity confirmation` },
  { path: '/lineregister/:liffId', guard: 'public', page: LineRegisterPage, title: 'ลงทะเบียนผ่าน LINE', spec: `${A} §2 Registration through the messaging app (/lineregister/:liffId)` },
  { path: '/linethaid', guard: 'public', page: LineThaidPage, title: 'ยืนยันตัวตนด้วย ThaiD', spec: `${A} §2 National digital ID callback (/linethaid)` },
  { path: '/lineregister2', guard: 'public', page: LineRegister2Page, title: 'ลงทะเบียนผ่าน LINE', spec: `${A} §2 Registration through the messaging app (/lineregister2/:liffId)` },
  { path: '/lineregister2/:liffId', guard: 'public', page: LineRegister2Page, title: 'ลงทะเบียนผ่าน LINE', spec: `${A} §2 Registration through the messaging app (/lineregister2/:liffId)` },
  { path: '/home', guard: 'signedIn', page: HomePage },
  { path: '/profile', guard: 'signedIn', page: MyProfilePage, title: 'ข้อมูลส่วนตัว', spec: `${A} §2 Profile view and edit (/profile)` },
  { path: '/profile/:liffId', guard: 'signedIn', page: MyProfilePage, title: 'ข้อมูลส่วนตัว', spec: `${A} §2 Profile view and edit (/profile/:liffId)` },
  { path: '/profile2', guard: 'public', page: MyProfilePage, title: 'ข้อมูลส่วนตัว', spec: `${A} §2 Profile view and edit (/profile2)` },
  { path: '/profile2/:liffId', guard: 'public', page: MyProfilePage, title: 'ข้อมูลส่วนตัว', spec: `${A} §2 Profile view and edit (/profile2/:liffId)` },
  { path: '/user/:Id', guard: 'public', page: UserProfilePage, title: 'ข้อมูลผู้ป่วย', spec: `${A} §2 Profile view and edit (/user/:Id)` },
  { path: '/usernetwork/:Id', guard: 'public', page: NetworkUserProfilePage, title: 'ข้อมูลผู้ป่วย (โรงพยาบาลเครือข่าย)', spec: `${A} §2 Profile view and edit (/usernetwork/:Id)` },
  { path: '/user2/:Id', guard: 'signedIn', page: UserEditPage, title: 'แก้ไขข้อมูลผู้ป่วย', spec: `${A} §2 Profile view and edit (/user2/:Id)` },

  // ── care-services.md §2 ─────────────────────────────────────────────────────
  { path: '/tele', guard: 'signedIn', page: TelePage, title: 'นัดหมาย Telemedicine', spec: `${C} §2 Telemedicine booking (/tele)` },
  { path: '/tele2', guard: 'signedIn', page: Tele2Page, title: 'นัดหมาย Telemedicine', spec: `${C} §2 Telemedicine booking (/tele2), Image upload entry` },
  { path: '/booking', guard: 'signedIn', page: BookingPage, title: 'จองคิวตรวจที่โรงพยาบาล', spec: `${C} §2 In-person booking wizard (/booking)` },
  { path: '/consult/:userID', guard: 'staff', page: ConsultPage, title: 'ขอปรึกษาแพทย์ให้ผู้ป่วย', spec: `${C} §2 Staff-requested consultation (/consult/{userID})` },
  { path: '/teleInfo/:teleID', guard: 'staff', page: TeleInfoPage, title: 'รายละเอียดการรับบริการ Telemedicine', spec: `${C} §2 Staff telemedicine case detail (/teleInfo/{teleID})` },
  { path: '/consultInfo/:teleID', guard: 'staff', page: ConsultInfoPage, title: 'รายละเอียดการปรึกษา', spec: `${C} §2 Staff telemedicine case detail (/consultInfo/{teleID})` },
  { path: '/his-stand-in/:teleID', guard: 'staff', page: HisOrdersPage, title: 'ระบบ HIS (จำลอง) — ค่าใช้จ่ายและยา', spec: 'issue 13 item 2: the HIS stand-in\'s page to enter a case\'s costs and drugs' },
  { path: '/payment/:teleID', guard: 'signedIn', page: PaymentPage, title: 'แจ้งหลักฐานการชำระเงิน', spec: `${C} §2 Payment proof (/payment/{teleID})` },
  { path: '/receipt/:teleID', guard: 'signedIn', page: ReceiptPage, title: 'ใบเสร็จรับเงิน', spec: 'issue 32 item 7 (the e-Receipt: where its LINE card leads)' },
  { path: '/receipt/verify/:code', guard: 'public', page: ReceiptVerifyPage, title: 'ตรวจสอบใบเสร็จรับเงิน', spec: 'issue 32 item 7 (the receipt QR: is it genuine)' },
  { path: '/camera/:teleID', guard: 'public', page: CameraPage, title: 'ตรวจสอบกล้องและไมโครโฟน', spec: `${C} §2 Device check (/camera/{teleID})` },
  { path: '/vdocall', guard: 'signedIn', page: LatestVideoCallPage, title: 'วิดีโอคอลกับแพทย์', spec: `${C} §2 Telemedicine session pages (/vdocall)` },
  { path: '/vdocall/:teleID', guard: 'public', page: PatientVideoCallPage, title: 'วิดีโอคอลกับแพทย์', spec: `${C} §2 Telemedicine session pages (/vdocall/{teleID})` },
  { path: '/vdoadmin/:teleID', guard: 'staff', page: StaffVideoCallPage, title: 'วิดีโอคอล (เจ้าหน้าที่)', spec: `${C} §2 Telemedicine session pages (/vdoadmin/{teleID})` },
  { path: '/call/:teleID', guard: 'staff', page: CallRedirectPage, title: 'เข้าห้องประชุมวิดีโอ', spec: `${C} §2 (/call/{teleID})` },
  { path: '/answer/:teleID', guard: 'public', page: AnswerRedirectPage, title: 'รับสายวิดีโอ', spec: `${C} §2 (/answer/{teleID})` },
  { path: '/sign', guard: 'public', title: 'ลงลายมือชื่อ', spec: `${C} §2 (/sign)` },
  { path: '/images/:fileID', guard: 'signedIn', page: ImageViewerPage, title: 'ดูรูปภาพ', spec: `${C} §2 (/images/{fileID})` },
  { path: '/softconimg/:DocDT', guard: 'staff', page: ImageListPage, title: 'รายการรูปภาพ', spec: `${C} §2 Image list (/softconimg/{DocDT})` },
  { path: '/patientimage', guard: 'staff', page: PatientImagePage, title: 'อัปโหลดรูปภาพเข้าเวชระเบียน', spec: `${C} §2 Image upload to the hospital record (/patientimage)` },
  { path: '/PHR', guard: 'signedIn', page: PhrPage, title: 'ประวัติการรักษา', spec: `${C} §2 Treatment history (/PHR)` },
  { path: '/privacy', guard: 'signedIn', page: PrivacyPage, title: 'ความเป็นส่วนตัวและข้อมูลของฉัน', spec: 'issue 15 items 2-4 (consents, a copy of my data, who has looked at my record)' },
  { path: '/people', guard: 'signedIn', page: PeoplePage, title: 'ผู้ที่ฉันดูแล', spec: 'issue 33 item 1 (the people I look after: the list, adding one)' },
  { path: '/people/agree/:linkID', guard: 'signedIn', page: AgreePage, title: 'ยืนยันผู้ดูแล', spec: 'issue 33 item 1 (an adult agrees to a caregiver from their own account)' },
  { path: '/consent-renew', guard: 'signedIn', page: ConsentRenewPage, title: 'ขอความยินยอมอีกครั้ง', spec: 'issue 15 item 1 (asked again before going on)' },
  { path: '/deactivate', guard: 'signedIn', page: DeactivatePage, title: 'ยกเลิกการใช้งาน', spec: `${C} §2 Deactivate (/deactivate)` },
  { path: '/ccnote/:serviceUnitKey/:startDate/:endDate', guard: 'signedIn', page: CCNotePage, title: 'Personal Health Record (CCNote)', spec: `${C} §2 CCNote admin` },
  { path: '/ccnote/:serviceUnitKey/:startDate/:endDate/:json', guard: 'signedIn', page: CCNotePage, title: 'Personal Health Record (CCNote)', spec: `${C} §2 CCNote admin` },
  { path: '/icd10/:serviceUnitKey/:startDate/:endDate', guard: 'signedIn', page: Icd10Page, title: 'บันทึกรหัสโรค ICD10', spec: `${C} §2 ICD10 admin` },
  { path: '/vaccine', guard: 'public', page: VaccineHistoryPage, title: 'ประวัติการรับวัคซีน', spec: `${C} §2 Vaccine history (/vaccine)` },
  { path: '/vaccine/:cid', guard: 'public', page: VaccineHistoryPage, title: 'ประวัติการรับวัคซีน', spec: `${C} §2 Vaccine history (/vaccine/{cid})` },
  { path: '/vaccinebooking', guard: 'public', page: SchoolBookingPage, title: 'จองคิววัคซีนนักเรียน', spec: `${C} §2 School vaccine booking (/vaccinebooking)` },
  { path: '/vaccinebooking/:cid', guard: 'public', page: SchoolBookingPage, title: 'จองคิววัคซีนนักเรียน', spec: `${C} §2 School vaccine booking (/vaccinebooking/{cid})` },
  { path: '/vaccinebooking2', guard: 'public', page: VaccineRegisterPage, title: 'ลงทะเบียนรับวัคซีน', spec: `${C} §2 Vaccine registration (/vaccinebooking2)` },
  { path: '/vaccinebooking2/:role', guard: 'public', page: VaccineRegisterPage, title: 'ลงทะเบียนรับวัคซีน', spec: `${C} §2 Vaccine registration (/vaccinebooking2/{role})` },
  { path: '/vaccinequeue', guard: 'public', page: VaccineQueuePage, title: 'บัตรคิววัคซีน', spec: `${C} §2 Vaccine queue (/vaccinequeue)` },
  { path: '/vaccinequeue/:cid', guard: 'public', page: VaccineQueuePage, title: 'บัตรคิววัคซีน', spec: `${C} §2 Vaccine queue (/vaccinequeue/{cid})` },
  { path: '/vaccineadmin', guard: 'staff', page: VaccineAdminPage, title: 'แก้ไขข้อมูลวัคซีน (ผู้ดูแล)', spec: `${C} §2 Admin vaccine editing (/vaccineadmin)` },
  { path: '/vaccineadmin/:cid', guard: 'staff', page: VaccineAdminPage, title: 'แก้ไขข้อมูลวัคซีน (ผู้ดูแล)', spec: `${C} §2 Admin vaccine editing (/vaccineadmin/{cid})` },
  { path: '/nursecall', guard: 'public', title: 'เรียกพยาบาล', spec: `${C} §2 (/nursecall: route defined, screen not shown)` },

  // ── Staff pages (care-services.md §2 Staff pages, §6) ───────────────────────
  { path: '/admin', guard: 'staff', page: AdminPage },
  { path: '/admin/:ServiceType', guard: 'staff', page: AdminPage },
  { path: '/admin/sla', guard: 'staff', page: SlaSettingsPage, title: 'เวลาที่กำหนดของแต่ละสถานะ', spec: 'issue 14 item 1 (SLA timers)' },
  { path: '/admin/sla/breaches', guard: 'staff', page: SlaBreachesPage, title: 'เคสที่เกินเวลาที่กำหนด', spec: 'issue 14 item 2 (stuck-case alerts)' },
  { path: '/admin/reports', guard: 'staff', page: AdminReportsPage, title: 'รายงาน', spec: 'issue 14 item 4: the Admin reports page' },
  { path: '/admin/consents', guard: 'staff', page: ConsentTextsPage, title: 'ข้อความความยินยอม', spec: 'issue 15 item 1 (consent text versions)' },
  { path: '/admin/line', guard: 'staff', page: LineAdminPage, title: 'LINE OA', spec: 'issue 31 item 4 (reminder lead times per appointment kind)' },
  { path: '/admin/audit', guard: 'staff', page: AuditPage, title: 'บันทึกการใช้งาน', spec: 'issue 14 item 5: the audit viewer' },
  { path: '/visit', guard: 'staff', page: VisitPage, title: 'รายการผู้รับบริการ', spec: `${C} §2 Staff pages (/visit)` },
  { path: '/visit/:ServiceType', guard: 'staff', page: VisitPage, title: 'รายการผู้รับบริการ', spec: `${C} §2 Staff pages (/visit/{ServiceType})` },
  { path: '/patient', guard: 'staff', page: PatientSearchPage, title: 'ค้นหาผู้ป่วย', spec: `${C} §2 Staff pages (/patient: patient search)` },
  { path: '/hospital', guard: 'network', page: HospitalPage },
  { path: '/hospital/doctor', guard: 'network', page: DoctorPage, title: 'ผู้ป่วยรอพบแพทย์', spec: 'issue 35 item 1 (the doctor\'s board: today\'s doctor-stage cases)' },
  { path: '/hospital/patient', guard: 'network', page: HospitalPatientPage, title: 'จัดการผู้ป่วย', spec: `${C} §2 Staff pages (/hospital/patient); ${A} §2 Patient creation by staff` },
  { path: '/hospital/report', guard: 'network', page: ReportPage, title: 'รายงาน', spec: `${C} §2 Staff pages (/hospital/report: report table)` },
  { path: '/hospital/register', guard: 'staff', page: HospitalRegisterPage, title: 'เพิ่มผู้ป่วยใหม่', spec: `${A} §2 Patient creation by staff (full form, /hospital/register)` },
  { path: '/hospital/register1', guard: 'staff', page: HospitalRegisterShortPage, title: 'เพิ่มผู้ป่วยใหม่ (แบบย่อ)', spec: `${A} §2 Patient creation by staff (short form, /hospital/register1)` },
];
