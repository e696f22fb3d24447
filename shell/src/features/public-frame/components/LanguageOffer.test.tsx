import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { LanguageOffer } from './LanguageOffer';

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderOffer(path: string, languages: string[]) {
  jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <LanguageOffer />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('LanguageOffer', () => {
  it('offers Spanish, in Spanish, to a first visit whose browser prefers it, and goes to the same page on yes', async () => {
    renderOffer('/gallery', ['es-MX', 'en-US']);
    expect(screen.getByText('¿Prefiere ver este sitio en español?')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/gallery$/); // no redirect by itself
    await userEvent.click(screen.getByRole('button', { name: 'Ver en español' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/es/gallery');
    expect(localStorage.getItem('site-language')).toBe('es');
    expect(screen.queryByText('¿Prefiere ver este sitio en español?')).not.toBeInTheDocument();
  });

  it('stays where it is on no, and never asks again', async () => {
    const first = renderOffer('/services', ['es']);
    await userEvent.click(screen.getByRole('button', { name: 'No, gracias' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/services$/);
    expect(localStorage.getItem('site-language')).toBe('en');
    first.unmount();
    renderOffer('/services', ['es']);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('offers nothing when the page is already in the preferred language, or the site has none of them', () => {
    renderOffer('/es/contact', ['es-US']);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('offers English on a Spanish page to a browser that prefers English', () => {
    renderOffer('/es', ['en-GB', 'es']);
    expect(screen.getByRole('button', { name: 'View in English' })).toBeInTheDocument();
  });
});
