/**
 * Front-end settings. External links are placeholders until the hospital gives its own;
 * set VITE_SOCIAL_URL / VITE_WEBSITE_URL at build time to replace them.
 */
export const APP_CONFIG = {
  hospitalShortName: 'ศูนย์โรคผิวหนัง',
  socialUrl: import.meta.env.VITE_SOCIAL_URL || 'https://www.facebook.com/',
  socialLabel: 'เฟซบุ๊กของโรงพยาบาล',
  websiteUrl: import.meta.env.VITE_WEBSITE_URL || 'https://www.example.go.th/',
  websiteLabel: 'เว็บไซต์โรงพยาบาล',
  /** accounts §2 Shared chrome: the navbar turns solid after this many pixels. */
  navbarSolidAfterPx: 400,
} as const;
