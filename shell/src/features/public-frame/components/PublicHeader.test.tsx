import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { authStore } from 'web-kit';
import { PageTableContext } from '../../../lib/federation/page-table-context';
import { TEST_PAGE_TABLE } from '../../../testing/page-table';
import { PublicHeader } from './PublicHeader';

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderHeader(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <PageTableContext.Provider value={TEST_PAGE_TABLE}>
        <PublicHeader />
      </PageTableContext.Provider>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const toggle = () => screen.getByRole('button', { name: /menu/i });
const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

beforeEach(() => authStore.setState({ ready: true, user: null, companyDomain: 'alamomasonry.com' }));

describe('PublicHeader', () => {
  it('links the logo to /, the four pages in the Main navigation, and Get Quote to /contact', () => {
    renderHeader('/gallery');
    expect(screen.getByRole('link', { name: 'Alamo Masonry Co.' })).toHaveAttribute('href', '/');
    const links = Array.from(mainNav().querySelectorAll('li > a')).map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Home', '/'],
      ['Services', '/services'],
      ['Gallery', '/gallery'],
      ['Contact', '/contact'],
    ]);
    expect(screen.getByRole('link', { name: 'Gallery' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Get Quote' })).toHaveAttribute('href', '/contact');
  });

  it('on a Spanish page, has the Spanish menu, logo and Get Quote in Spanish', () => {
    renderHeader('/es/gallery');
    expect(screen.getByRole('link', { name: 'Alamo Masonry Co.' })).toHaveAttribute('href', '/es');
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    const links = Array.from(nav.querySelectorAll('li > a')).map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Inicio', '/es'],
      ['Servicios', '/es/services'],
      ['Galería', '/es/gallery'],
      ['Contacto', '/es/contact'],
    ]);
    expect(screen.getByRole('link', { name: 'Cotización' })).toHaveAttribute('href', '/es/contact');
    expect(screen.getByRole('button', { name: 'Abrir menú' })).toBeInTheDocument();
  });

  it('switches EN | ES on the same page, marking the current language and remembering the choice', async () => {
    localStorage.clear();
    renderHeader('/gallery');
    const languages = screen.getByRole('group', { name: 'Language' });
    const english = screen.getByRole('link', { name: 'EN – English' });
    expect(english).toHaveAttribute('aria-current', 'true');
    expect(languages).toContainElement(english);
    await userEvent.click(screen.getByRole('link', { name: 'ES – Español' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/es/gallery');
    expect(localStorage.getItem('site-language')).toBe('es');
    expect(screen.getByRole('link', { name: 'ES – Español' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(screen.getByRole('link', { name: 'EN – English' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/gallery$/);
    expect(localStorage.getItem('site-language')).toBe('en');
  });

  it('shows the Admin link only to a signed-in company-domain user', () => {
    renderHeader();
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    act(() => authStore.setState({ user: { uid: 'v', email: 'visitor@example.com', emailVerified: true } }));
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    act(() =>
      authStore.setState({ user: { uid: 's', email: 'staff@alamomasonry.com', emailVerified: true } }),
    );
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it('mobile toggle: controls the menu, moves focus into it, Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    renderHeader();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveAttribute('aria-controls', mainNav().id);
    expect(mainNav()).toHaveAttribute('data-open', 'false');

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(toggle()).toHaveAccessibleName('Close menu');
    expect(mainNav()).toHaveAttribute('data-open', 'true');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
  });

  it('choosing a link closes the menu and navigates; so does choosing the current page', async () => {
    const user = userEvent.setup();
    renderHeader('/');
    await user.click(toggle());
    await user.click(screen.getByRole('link', { name: 'Services' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/services');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle());
    await user.click(screen.getByRole('link', { name: 'Services' }));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('a click on the backdrop closes the menu', async () => {
    const user = userEvent.setup();
    const { container } = renderHeader();
    await user.click(toggle());
    await user.click(container.querySelector('.pf-backdrop')!);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });
});
