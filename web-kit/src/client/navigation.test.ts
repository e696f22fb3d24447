/** @jest-environment jsdom */
import { followInternalLink, navigateTo, registerNavigate, type LinkClickEvent } from './navigation.js';

function link(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  for (const [name, value] of Object.entries(attributes)) a.setAttribute(name, value);
  return a;
}

function click(anchor: HTMLAnchorElement, init: Partial<LinkClickEvent> = {}) {
  const event = {
    currentTarget: anchor,
    button: 0,
    metaKey: false,
    altKey: false,
    ctrlKey: false,
    shiftKey: false,
    defaultPrevented: false,
    preventDefault: jest.fn(),
    ...init,
  };
  followInternalLink(event);
  return event;
}

describe('followInternalLink', () => {
  const navigate = jest.fn();
  let unregister: () => void = () => {};
  beforeEach(() => {
    navigate.mockClear();
    window.history.replaceState(null, '', '/');
    unregister = registerNavigate(navigate);
  });
  afterEach(() => unregister());

  it('navigates a plain left click on an internal link client-side, keeping query and hash', () => {
    const event = click(link('/contact?from=home#quote'));
    expect(event.preventDefault).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/contact?from=home#quote', undefined);
  });

  it('replaces the entry when the link points at the current location (as React Router Link does)', () => {
    window.history.replaceState(null, '', '/gallery');
    click(link('/gallery'));
    expect(navigate).toHaveBeenCalledWith('/gallery', { replace: true });
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['meta (cmd)', { metaKey: true }],
    ['shift (new window)', { shiftKey: true }],
    ['alt (download)', { altKey: true }],
    ['middle button', { button: 1 }],
    ['already handled', { defaultPrevented: true }],
  ])('leaves a %s click to the browser', (_name, init) => {
    const event = click(link('/contact'), init);
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves new-tab targets, downloads and other origins to the browser', () => {
    for (const anchor of [
      link('/contact', { target: '_blank' }),
      link('/export.csv', { download: '' }),
      link('https://example.com/contact'),
    ]) {
      const event = click(anchor);
      expect(event.preventDefault).not.toHaveBeenCalled();
    }
    expect(navigate).not.toHaveBeenCalled();
  });

  it('follows target="_self" links client-side', () => {
    click(link('/services', { target: '_self' }));
    expect(navigate).toHaveBeenCalledWith('/services', undefined);
  });

  it('lets the browser follow the link when no router is registered', () => {
    unregister();
    const event = click(link('/contact'));
    expect(event.preventDefault).not.toHaveBeenCalled();
  });
});

describe('registerNavigate / navigateTo', () => {
  it('uses the registered router; unregistering an older router keeps the newer one', () => {
    const first = jest.fn();
    const second = jest.fn();
    const unregisterFirst = registerNavigate(first);
    const unregisterSecond = registerNavigate(second);
    unregisterFirst();
    navigateTo('/services');
    expect(second).toHaveBeenCalledWith('/services', undefined);
    expect(first).not.toHaveBeenCalled();
    unregisterSecond();
  });
});
