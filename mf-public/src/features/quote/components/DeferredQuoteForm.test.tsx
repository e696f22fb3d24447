import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from 'shared-contracts';
import { connectionStore } from 'web-kit';
import { renderWithQueryClient } from 'web-kit/testing';
import { DeferredQuoteForm, QUOTE_SECTION_ID } from './DeferredQuoteForm';
import { inPageLanguage } from '../../../lib/i18n/testing';

/** Whether the form's chunk can be downloaded; reading QuoteForm from an unreachable chunk rejects the import. */
let mockFormChunkReachable = true;
jest.mock('./QuoteForm', () => {
  const actual = jest.requireActual<typeof import('./QuoteForm')>('./QuoteForm');
  return {
    __esModule: true,
    get QuoteForm() {
      if (!mockFormChunkReachable) throw new Error('Loading chunk quote-form failed.');
      return actual.QuoteForm;
    },
  };
});

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
    mockFormChunkReachable = true;
    connectionStore.setState({ status: 'online' });
    observed = [];
    Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
    window.history.replaceState(null, '', '/');
  });
  afterEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('loads the form only when its slot approaches the viewport', async () => {
    renderWithQueryClient(inPageLanguage(<DeferredQuoteForm />));
    expect(form()).not.toBeInTheDocument();
    expect(observed[0]?.options?.rootMargin).toBe('200px 0px');
    comeIntoView();
    expect(await screen.findByRole('form', { name: 'Quote request' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request Free Quote' })).toBeEnabled();
  });

  it('shows the form as a skeleton while it waits (never a blank card), hidden from assistive technology', () => {
    const { container } = renderWithQueryClient(inPageLanguage(<DeferredQuoteForm />));
    const skeleton = container.querySelector('.mfp-quote__skeleton');
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(skeleton).toHaveAttribute('inert');
    for (const label of [
      'Name',
      'Email',
      'Phone',
      'ZIP Code',
      'Project Type',
      'Message',
      'Request Free Quote',
    ])
      expect(skeleton).toHaveTextContent(label);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it("loads at the visitor's first scroll, before the slot is near the viewport", async () => {
    renderWithQueryClient(inPageLanguage(<DeferredQuoteForm />));
    expect(form()).not.toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(await screen.findByRole('form', { name: 'Quote request' })).toBeInTheDocument();
  });

  it('loads at once when the page is opened at #quote, and on navigation to it', async () => {
    window.history.replaceState(null, '', `/#${QUOTE_SECTION_ID}`);
    const first = renderWithQueryClient(inPageLanguage(<DeferredQuoteForm />));
    expect(await screen.findByRole('form', { name: 'Quote request' })).toBeInTheDocument();
    first.unmount();

    window.history.replaceState(null, '', '/');
    renderWithQueryClient(inPageLanguage(<DeferredQuoteForm />));
    expect(form()).not.toBeInTheDocument();
    act(() => {
      window.history.replaceState(null, '', `/#${QUOTE_SECTION_ID}`);
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(await screen.findByRole('form', { name: 'Quote request' })).toBeInTheDocument();
  });

  it('a tap on a skeleton field loads the form and gives that field the focus once it is there', async () => {
    const { container } = renderWithQueryClient(inPageLanguage(<DeferredQuoteForm />));
    // jsdom has no layout: the skeleton's Email box is placed where the tap lands, every other box elsewhere.
    for (const field of container.querySelectorAll<HTMLElement>('[data-quote-field]')) {
      const at = field.dataset.quoteField === 'email' ? 100 : 500;
      field.getBoundingClientRect = () => ({ left: at, right: at + 50, top: at, bottom: at + 20 }) as DOMRect;
    }
    // A click, as a tap makes and as the page's early events replay a tap made before the app had started.
    act(() => {
      container.firstElementChild!.dispatchEvent(
        new MouseEvent('click', { bubbles: true, clientX: 120, clientY: 110 }),
      );
    });
    const email = await within(container).findByLabelText('Email');
    await act(async () => undefined);
    expect(email).toHaveFocus();
  });

  it("a tap on the skeleton's send button sends the form once it is there: what is missing shows (issue 44)", async () => {
    // jsdom has no layout (nor scrollIntoView): the invalid submit's scroll is only recorded.
    Element.prototype.scrollIntoView = jest.fn();
    const { container } = renderWithQueryClient(inPageLanguage(<DeferredQuoteForm />));
    for (const field of container.querySelectorAll<HTMLElement>('[data-quote-field]')) {
      const at = field.dataset.quoteField === 'submit' ? 100 : 500;
      field.getBoundingClientRect = () => ({ left: at, right: at + 50, top: at, bottom: at + 20 }) as DOMRect;
    }
    act(() => {
      container.firstElementChild!.dispatchEvent(
        new MouseEvent('click', { bubbles: true, clientX: 120, clientY: 110 }),
      );
    });
    expect(await within(container).findByText(MESSAGES.quote.name)).toBeInTheDocument();
  });

  it('loads at the first Tab so keyboard users reach the fields in order', async () => {
    const { container } = renderWithQueryClient(inPageLanguage(<DeferredQuoteForm />));
    expect(form()).not.toBeInTheDocument();
    await userEvent.keyboard('{Tab}');
    expect(await within(container).findByLabelText('Name')).toBeInTheDocument();
  });

  it('offline, a form that cannot download shows its own fallback in the slot, and appears by itself on reconnect', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockFormChunkReachable = false;
    act(() => connectionStore.setState({ status: 'offline' }));
    renderWithQueryClient(
      inPageLanguage(
        <>
          <h1>Hero</h1>
          <DeferredQuoteForm />
        </>,
      ),
    );
    comeIntoView();

    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.publicSite.quoteFormUnavailable);
    expect(screen.getByRole('button', { name: MESSAGES.publicSite.retry })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Hero' })).toBeInTheDocument();
    expect(form()).not.toBeInTheDocument();

    mockFormChunkReachable = true;
    act(() => connectionStore.setState({ status: 'online' }));
    expect(await screen.findByRole('form', { name: 'Quote request' })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.publicSite.quoteFormUnavailable)).not.toBeInTheDocument();
  });
});
