import { focusFirstInvalid } from './focus-first-invalid';

function formWith(names: string[]): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = names.map((name) => `<input name="${name}" aria-label="${name}">`).join('');
  document.body.replaceChildren(form);
  return form;
}

describe('focusFirstInvalid', () => {
  beforeEach(() => {
    // jsdom has no layout: scrolling is only recorded.
    Element.prototype.scrollIntoView = jest.fn();
  });

  it('focuses the first invalid control in document order, whatever order the errors come in', () => {
    const form = formWith(['name', 'email', 'zipCode']);
    focusFirstInvalid(form, { zipCode: { type: 'too_small' }, email: { type: 'invalid' } });
    expect(document.activeElement).toBe(form.elements.namedItem('email'));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' });
  });

  it('does nothing when no control is invalid', () => {
    const form = formWith(['name']);
    focusFirstInvalid(form, {});
    expect(document.activeElement).toBe(document.body);
  });
});
