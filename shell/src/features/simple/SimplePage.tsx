import { BUSINESS } from 'shared-contracts';
import { useNavItems } from '../../lib/federation/page-table-context';
import { Link } from 'react-router-dom';

/**
 * /simple: the spec leaves its content open. We serve a minimal text-only landing page rendered by the shell
 * itself (no remote, no images), so it works even when every remote is down and suits slow connections.
 */
export function SimplePage() {
  const navItems = useNavItems('public');
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
