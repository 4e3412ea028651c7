/** Front-end constants. The hospital's links come from the server (GET /api/config). */
export const APP_CONFIG = {
  hospitalShortName: 'ศูนย์โรคผิวหนัง',
  socialLabel: 'เฟซบุ๊กของโรงพยาบาล',
  websiteLabel: 'เว็บไซต์โรงพยาบาล',
  /** accounts §2 Shared chrome: the navbar turns solid after this many pixels. */
  navbarSolidAfterPx: 400,
} as const;
