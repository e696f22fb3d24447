import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { MESSAGES } from 'shared-contracts';
import { NotFoundPage } from './NotFoundPage';

describe('NotFoundPage', () => {
  it('the 404 page sets its title and description and is not indexed', () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/nowhere']}>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: MESSAGES.frame.notFoundHeading }),
    ).toBeInTheDocument();
    // The heading says 404 once: no second, decorative "404" beside it.
    expect(container.textContent?.match(/404/g)).toHaveLength(1);
    expect(document.title).toMatch(/^Page Not Found/);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'The page you are looking for does not exist or has moved.',
    );
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});
