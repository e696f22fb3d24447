import type { FormEvent, Ref } from 'react';
import { LIMITS, ZIP_CODE_LENGTH } from 'shared-contracts';
import { useTexts } from '../../../lib/i18n';
import { MESSAGE_ROWS, QUOTE_FIELD_ORDER, WIDE_QUOTE_FIELDS } from './quote-fields';
// The form's own styles come with the early form (the page's CSS, no script): it is drawn with them.
import './quote-form.css';
// The photo field's reserved height (issue 31), without its texts or code.
import './photo-picker/photo-field.css';

/** What each field of the real form asks the browser for, so the early one offers the same keyboard and autofill. */
const FIELD_ATTRIBUTES: Record<(typeof QUOTE_FIELD_ORDER)[number], object> = {
  name: { autoComplete: 'name', maxLength: LIMITS.quote.nameMax },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  phone: { type: 'tel', autoComplete: 'tel', maxLength: LIMITS.quote.phoneMax },
  zipCode: {
    inputMode: 'numeric',
    pattern: '[0-9]*',
    autoComplete: 'postal-code',
    maxLength: ZIP_CODE_LENGTH,
  },
  projectType: { maxLength: LIMITS.quote.projectTypeMax },
  message: {},
};

/** The id of an early field (only one quote form is on a page). */
const earlyId = (name: string) => `quote-early-${name}`;

interface Props {
  ref?: Ref<HTMLFormElement>;
  /** Send pressed (or Enter in a field) before the form's code is there. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * The quote form before its code (react-hook-form, the validation, the requests) has arrived (issue 44): the same
 * fields, labels, classes and order, plain HTML a visitor can already tap and type into, from the first paint. The
 * code is fetched at the first use (QuoteFormSlot); the real form then takes what was typed, the field with the focus
 * and its caret, and a send pressed meanwhile (QuoteForm's take-over), and this one goes in the same frame.
 */
export function EarlyQuoteForm({ ref, onSubmit }: Props) {
  const texts = useTexts().publicSite;
  return (
    <form
      ref={ref}
      className="mfp-quote__form mfp-quote__early"
      aria-label={texts.quoteFormLabel}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.(event);
      }}
    >
      <div className="mfp-quote__grid">
        {QUOTE_FIELD_ORDER.map((name) => (
          <div
            key={name}
            className={['mfp-quote__field', WIDE_QUOTE_FIELDS.has(name) ? 'mfp-quote__wide' : ''].join(' ')}
          >
            <label htmlFor={earlyId(name)} className="mfp-quote__label">
              {texts.quoteLabels[name]}
            </label>
            {name === 'message' ? (
              <textarea
                id={earlyId(name)}
                name={name}
                className="mfp-quote__control mfp-quote__textarea"
                rows={MESSAGE_ROWS}
                maxLength={LIMITS.quote.messageMax}
              />
            ) : (
              <input
                id={earlyId(name)}
                name={name}
                className="mfp-quote__control"
                placeholder={name === 'projectType' ? texts.projectTypePlaceholder : undefined}
                {...FIELD_ATTRIBUTES[name]}
              />
            )}
          </div>
        ))}
        <div className="mfp-quote__field mfp-quote__wide mfp-photos" />
      </div>
      <div className="mfp-quote__actions">
        <button type="submit" className="mfp-button mfp-quote__submit">
          {texts.submitQuote}
        </button>
      </div>
    </form>
  );
}
