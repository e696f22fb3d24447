import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../testing/render';
import { DeferredQuoteForm, QUOTE_SECTION_ID } from './DeferredQuoteForm';

/** A controllable IntersectionObserver: the test says when the slot comes near the viewport. */
let observed: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
class FakeIntersectionObserver {
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    observed.push({ callback, options });
  }
  observe() {}
  unobserve() {}
  disconnect() {}
}

function comeIntoView() {
  act(() => {
    for (const { callback } of observed)
      callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
  });
}

const form = () => screen.queryByRole('form', { name: 'Quote request' });

describe('DeferredQuoteForm', () => {
  beforeEach(() => {
    observed = [];
    Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
    window.history.replaceState(null, '', '/');
  });
  afterEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('loads the form only when its slot approaches the viewport', async () => {
    renderPage(<DeferredQuoteForm />);
    expect(form()).not.toBeInTheDocument();
    expect(observed[0]?.options?.rootMargin).toBe('200px 0px');
    comeIntoView();
    expect(await screen.findByRole('form', { name: 'Quote request' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request Free Quote' })).toBeEnabled();
  });

  it('loads at once when the page is opened at #quote, and on navigation to it', async () => {
    window.history.replaceState(null, '', `/#${QUOTE_SECTION_ID}`);
    const first = renderPage(<DeferredQuoteForm />);
    expect(await screen.findByRole('form', { name: 'Quote request' })).toBeInTheDocument();
    first.unmount();

    window.history.replaceState(null, '', '/');
    renderPage(<DeferredQuoteForm />);
    expect(form()).not.toBeInTheDocument();
    act(() => {
      window.history.replaceState(null, '', `/#${QUOTE_SECTION_ID}`);
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(await screen.findByRole('form', { name: 'Quote request' })).toBeInTheDocument();
  });

  it('loads at the first Tab so keyboard users reach the fields in order', async () => {
    const { container } = renderPage(<DeferredQuoteForm />);
    expect(form()).not.toBeInTheDocument();
    await userEvent.keyboard('{Tab}');
    expect(await within(container).findByLabelText('Name')).toBeInTheDocument();
  });
});
