import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from 'shared-contracts';
import { connectionStore } from 'web-kit';
import { renderWithQueryClient } from 'web-kit/testing';
import { DeferredQuoteForm, LazyQuoteForm, QUOTE_SECTION_ID } from './DeferredQuoteForm';
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

/** The real form (react-hook-form's), not the early one drawn before its code arrives. */
const realForm = () => document.querySelector('form:not(.mfp-quote__early)');
const earlyForm = () => document.querySelector('form.mfp-quote__early');
const realFormArrives = () => waitFor(() => expect(realForm()).not.toBeNull());

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
    expect(realForm()).toBeNull();
    expect(observed[0]?.options?.rootMargin).toBe('200px 0px');
    comeIntoView();
    await realFormArrives();
    expect(screen.getByRole('button', { name: 'Request Free Quote' })).toBeEnabled();
  });

  it('shows the early form while the code waits: the labelled fields and Send, usable, never a blank card', async () => {
    renderWithQueryClient(inPageLanguage(<DeferredQuoteForm />));
    const early = screen.getByRole('form', { name: 'Quote request' });
    expect(early).toBe(earlyForm());
    for (const label of ['Name', 'Email', 'Phone', 'ZIP Code', 'Project Type', 'Message'])
      expect(within(early).getByLabelText(label)).toBeEnabled();
    expect(within(early).getByRole('button', { name: 'Request Free Quote' })).toBeEnabled();
    expect(realForm()).toBeNull();
  });

  it("loads at the visitor's first scroll, before the slot is near the viewport", async () => {
    renderWithQueryClient(inPageLanguage(<DeferredQuoteForm />));
    expect(realForm()).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    await realFormArrives();
  });

  it('loads at once when the page is opened at #quote, and on navigation to it', async () => {
    window.history.replaceState(null, '', `/#${QUOTE_SECTION_ID}`);
    const first = renderWithQueryClient(inPageLanguage(<DeferredQuoteForm />));
    await realFormArrives();
    first.unmount();

    window.history.replaceState(null, '', '/');
    renderWithQueryClient(inPageLanguage(<DeferredQuoteForm />));
    expect(realForm()).toBeNull();
    act(() => {
      window.history.replaceState(null, '', `/#${QUOTE_SECTION_ID}`);
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await realFormArrives();
  });

  it('typing in the early form loads the form, which takes the text, the focus and the caret (issue 44)', async () => {
    renderWithQueryClient(inPageLanguage(<LazyQuoteForm />));
    await userEvent.click(screen.getByLabelText('Name'));
    await userEvent.keyboard('Maria Garza');
    screen.getByLabelText<HTMLInputElement>('Name').setSelectionRange(5, 5);
    await realFormArrives();
    expect(earlyForm()).toBeNull();
    const name = within(realForm() as HTMLElement).getByLabelText<HTMLInputElement>('Name');
    expect(name).toHaveValue('Maria Garza');
    expect(name).toHaveFocus();
    expect(name.selectionStart).toBe(5);
    await userEvent.keyboard(' L.');
    expect(name).toHaveValue('Maria L. Garza');
  });

  it('the Contact form loads only when used: nothing on its own, a tap in it loads it', async () => {
    renderWithQueryClient(inPageLanguage(<LazyQuoteForm />));
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(realForm()).toBeNull();
    await userEvent.click(screen.getByLabelText('Message'));
    await realFormArrives();
    expect(within(realForm() as HTMLElement).getByLabelText('Message')).toHaveFocus();
  });

  it('Send pressed in the early form sends the form once it is there: what is missing shows (issue 44)', async () => {
    // jsdom has no layout (nor scrollIntoView): the invalid submit's scroll is only recorded.
    Element.prototype.scrollIntoView = jest.fn();
    renderWithQueryClient(inPageLanguage(<LazyQuoteForm />));
    await userEvent.type(screen.getByLabelText('Email'), 'maria@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Request Free Quote' }));
    expect(await screen.findByText(MESSAGES.quote.name)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('maria@example.com');
  });

  it('loads at the first Tab so keyboard users reach the fields in order', async () => {
    const { container } = renderWithQueryClient(inPageLanguage(<DeferredQuoteForm />));
    expect(realForm()).toBeNull();
    await userEvent.keyboard('{Tab}');
    await realFormArrives();
    expect(within(container).getByLabelText('Name')).toBeInTheDocument();
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
    await userEvent.type(screen.getByLabelText('Name'), 'Maria');

    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.publicSite.quoteFormUnavailable);
    // The early form stays, with what was typed.
    expect(screen.getByLabelText('Name')).toHaveValue('Maria');
    expect(screen.getByRole('button', { name: MESSAGES.publicSite.retry })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Hero' })).toBeInTheDocument();
    expect(realForm()).toBeNull();

    mockFormChunkReachable = true;
    act(() => connectionStore.setState({ status: 'online' }));
    await realFormArrives();
    expect(screen.getByLabelText('Name')).toHaveValue('Maria');
    expect(screen.queryByText(MESSAGES.publicSite.quoteFormUnavailable)).not.toBeInTheDocument();
  });
});
