// Issue 30: the browser tests as four jest files (suites), each a group of parts (`<part>.e2e.ts`)
// that run one after the other in one process and share the products they start (support.ts
// browserSuite). Every `*.e2e.ts` belongs to exactly one suite (test/browser-suites.spec.ts).
// One part: `npm test -- apps/web/e2e -t bookings`; each part as a file of its own: JEST_SEPARATE=1.
export const BROWSER_SUITES = {
  'patient-journeys': [
    // First: it reads Somchai's record as the demo left it (profile, privacy and deactivate change his account).
    'phr-plain-thai',
    'bookings',
    'reschedule',
    'earlier-offers',
    'calendar',
    'check-in',
    'check-in-camera',
    'receipt',
    'home-order',
    'patient-home-payment',
    'family',
    'profile',
    'consents',
    'privacy',
    'deactivate',
    'buddhist-dates',
  ],
  'sign-in-and-registration': ['login', 'web-register', 'line-register', 'thaid-register', 'patient-create', 'line-oa', 'roles', 'security-headers', 'slow-offline'],
  'telemedicine-and-staff': [
    'tele-board',
    'tele-case',
    'tele-pipeline',
    'video',
    'doctor-screen',
    'sla',
    'parcel-tracking',
    'images',
    'records-clinical',
    'records-images',
    'reports',
    'staff-form-errors',
    'after-save-top',
    'journey-whole-state',
    'vaccines',
    'opening-day',
  ],
  'phone-and-route-walk': ['phone-390-cosmetics', 'phone-polish', 'phone-polish-forms', 'phone-polish-pages', 'phone-polish-uploads', 'phone-polish-video', 'route-walk-1', 'route-walk-2'],
} as const;

export type SuiteName = keyof typeof BROWSER_SUITES;
