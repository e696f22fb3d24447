import { BUSINESS } from 'shared-contracts';
import { usePublicMenu } from '../../lib/i18n/site-language';
import { Link } from 'react-router-dom';

/**
 * /simple: the spec leaves its content open. We serve a minimal text-only landing page rendered by the shell
 * itself (no remote, no images), so it works even when every remote is down and suits slow connections.
 */
export function SimplePage() {
  const navItems = usePublicMenu();
  return (
    <section style={{ maxWidth: '40rem', margin: '0 auto', padding: '3rem 1.5rem' }}>
      <h1>{BUSINESS.name}</h1>
      <p>{BUSINESS.blurb}</p>
      <ul>
        {navItems.map((item) => (
          <li key={item.href}>
            <Link to={item.href}>{item.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
