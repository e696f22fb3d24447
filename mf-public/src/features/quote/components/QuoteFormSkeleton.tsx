import { useTexts } from '../../../lib/i18n';
import { MESSAGE_ROWS, QUOTE_FIELD_ORDER, WIDE_QUOTE_FIELDS } from './quote-fields';
// The form's own styles come with the skeleton (the page's CSS, no script): it is drawn with them.
import './quote-form.css';
import { SKELETON_FIELD_ATTRIBUTE, SKELETON_SUBMIT } from './skeleton-tap';
// The photo field's reserved height (issue 31), without its texts or code.
import './photo-picker/photo-field.css';

/**
 * What the quote form's slot shows while the form's code loads: the form itself, drawn with the same elements,
 * classes and labels, so the card is never blank and nothing moves when the real form takes its place. It is only a
 * picture: inert and hidden from assistive technology (no label is tied to its boxes); the real fields arrive a
 * moment later, and a field tapped meanwhile takes the focus then (skeleton-tap.ts).
 */
export function QuoteFormSkeleton() {
  const texts = useTexts().publicSite;
  const box = 'mfp-quote__control mfp-quote__skeleton-box';
  return (
    <div className="mfp-quote__form mfp-quote__skeleton" aria-hidden="true" inert>
      <div className="mfp-quote__grid">
        {QUOTE_FIELD_ORDER.map((name) => (
          <div
            key={name}
            {...{ [SKELETON_FIELD_ATTRIBUTE]: name }}
            className={['mfp-quote__field', WIDE_QUOTE_FIELDS.has(name) ? 'mfp-quote__wide' : ''].join(' ')}
          >
            <span className="mfp-quote__label">{texts.quoteLabels[name]}</span>
            {name === 'message' ? (
              <textarea className={`${box} mfp-quote__textarea`} rows={MESSAGE_ROWS} readOnly tabIndex={-1} />
            ) : (
              <input className={box} readOnly tabIndex={-1} />
            )}
          </div>
        ))}
        <div className="mfp-quote__field mfp-quote__wide mfp-photos" />
      </div>
      <div className="mfp-quote__actions">
        <button
          type="button"
          className="mfp-button mfp-quote__submit"
          tabIndex={-1}
          {...{ [SKELETON_FIELD_ATTRIBUTE]: SKELETON_SUBMIT }}
        >
          {texts.submitQuote}
        </button>
      </div>
    </div>
  );
}
