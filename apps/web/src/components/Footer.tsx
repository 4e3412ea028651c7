import { APP_CONFIG } from '../config';

export function Footer() {
  return (
    <footer className="footer" data-testid="footer">
      <div className="footer-inner">
        <span>© {new Date().getFullYear() + 543} {APP_CONFIG.hospitalShortName} · บริการการแพทย์ทางไกลและนัดหมายออนไลน์</span>
        <span className="footer-links">
          <a href={APP_CONFIG.websiteUrl} target="_blank" rel="noopener noreferrer">
            {APP_CONFIG.websiteLabel}
          </a>
          <a href={APP_CONFIG.socialUrl} target="_blank" rel="noopener noreferrer">
            {APP_CONFIG.socialLabel}
          </a>
        </span>
      </div>
    </footer>
  );
}
