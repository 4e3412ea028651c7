import { useParams } from 'react-router-dom';
import { Icon } from '../components/Icon';
import { ProfileHeader } from '../components/ProfileHeader';

export interface PlaceholderSpec {
  /** Thai page title. */
  title: string;
  /** Spec file and section this page will implement, e.g. 'care-services.md §2 Telemedicine booking (/tele)'. */
  spec: string;
}

/** Pages later issues build: the route exists, and names where its behaviour is written. */
export function PlaceholderPage({ title, spec }: PlaceholderSpec) {
  const params = useParams();
  const entries = Object.entries(params).filter(([k]) => k !== '*');
  return (
    <>
      <ProfileHeader title={title} />
      <section className="container">
        <div className="card placeholder" data-testid="placeholder-page">
          <div className="placeholder-icon">
            <Icon name="tools" size={40} />
          </div>
          <h2>หน้านี้อยู่ระหว่างการพัฒนา</h2>
          <p>
            หน้านี้จะทำงานตามข้อกำหนด <code data-testid="placeholder-spec">{spec}</code>
          </p>
          {entries.length > 0 && (
            <dl className="param-list" data-testid="placeholder-params">
              {entries.map(([k, v]) => (
                <div key={k}>
                  <dt>{k}</dt>
                  <dd>{v}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      </section>
    </>
  );
}
