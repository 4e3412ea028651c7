import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CONSENT_PARAGRAPHS, CONSENT_TITLE, CONSENT_VERSION, MESSAGES } from '@hospital/rules';
import { fetchRegistrationConsentText } from '../../api/identity';

const KEY = ['identity', 'consent-text'] as const;

export interface RegistrationConsent {
  /** Sent back as line-register's consentVersion: the version the person read and signed. */
  version: string;
  title: string;
  paragraphs: readonly string[];
  loading: boolean;
  /** After a 409 'consent updated': fetch the text in force again, to be read and signed. */
  refresh(): Promise<void>;
  /** Whether a registration answer's message says the text changed meanwhile. */
  isOutdated(message: string | null): boolean;
}

/**
 * Issue 28 item 3: the registration consent in force (GET /api/v1/identity/consent-text), which
 * the registration pages show in the consent modal and sign — not the text built into the page,
 * so a registrant signs what Admin last published and is not asked again at the next visit.
 * Until it arrives (or when it cannot be fetched) the built-in first text is shown with its own
 * version; the server then answers 409 if a newer one is in force, and the page fetches it.
 */
export function useRegistrationConsent(): RegistrationConsent {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: KEY,
    queryFn: fetchRegistrationConsentText,
    staleTime: 60_000,
  });
  const lines = query.data?.text.split('\n').map((l) => l.trim()).filter((l) => l !== '');
  return {
    version: query.data?.version ?? CONSENT_VERSION,
    title: lines?.[0] ?? CONSENT_TITLE,
    paragraphs: lines ? lines.slice(1) : CONSENT_PARAGRAPHS,
    loading: query.isLoading,
    refresh: () => client.invalidateQueries({ queryKey: KEY }),
    isOutdated: (message) => message === MESSAGES.consentOutdated,
  };
}
