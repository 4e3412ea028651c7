import { buddhistYear } from '@hospital/rules';
import { usePublicConfig } from '../api/config';
import { APP_CONFIG } from '../config';

export function Footer() {
  const links = usePublicConfig().data?.links;
  return (
    <footer className="footer" data-testid="footer">
      <div className="footer-inner">
        <span>© {buddhistYear()} {APP_CONFIG.hospitalShortName} · บริการการแพทย์ทางไกลและนัดหมายออนไลน์</span>
        <span className="footer-links">
          <a href={links?.website} target="_blank" rel="noopener noreferrer">
            {APP_CONFIG.websiteLabel}
          </a>
          <a href={links?.facebook} target="_blank" rel="noopener noreferrer">
            {APP_CONFIG.socialLabel}
          </a>
        </span>
      </div>
    </footer>
  );
}
