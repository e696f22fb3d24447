import {
  useCallback,
  useContext,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useForm, type FieldError, type UseFormRegisterReturn } from 'react-hook-form';
import { LIMITS, ZIP_CODE_LENGTH, zipInputValue, type QuoteRequest } from 'shared-contracts';
import { useTexts } from '../../../lib/i18n';
import { loadQuoteRequests, useQuoteSubmission, type QuotePhase } from '../hooks/use-quote-submission';
import { sendFunnelStep } from '../api/funnel';
import { useFormStartCount } from '../hooks/use-funnel';
import { focusFirstInvalid } from './focus-first-invalid';
import { lazyQuoteResolver } from './lazy-quote-resolver';
import { MESSAGE_ROWS, QUOTE_FIELD_ORDER } from './quote-fields';
import { QuoteFormHandoffContext, type EarlyQuoteInput } from './quote-form-handoff';
import { PhotoFieldSlot } from './photo-picker/PhotoFieldSlot';
import { newPhotoSlot } from './photo-picker/photo-slot';
import './quote-form.css';

const EMPTY: QuoteRequest = { name: '', email: '', phone: '', zipCode: '', projectType: '', message: '' };

interface FieldProps {
  id: string;
  label: string;
  error: FieldError | undefined;
  children: (a11y: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
  wide?: boolean;
}

/** A labelled control with its validation message tied to it (aria-describedby) for screen readers. */
function Field({ id, label, error, children, wide }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={['mfp-quote__field', wide ? 'mfp-quote__wide' : ''].join(' ')}>
      <label htmlFor={id} className="mfp-quote__label">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {error?.message ? (
        <p id={errorId} className="mfp-quote__error">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Keeps only the digits of what is typed or pasted into the ZIP box, before the form reads it, so a letter never
 * shows; the caret stays after the last digit the visitor typed.
 */
function keepZipDigits(box: HTMLInputElement) {
  const kept = zipInputValue(box.value);
  if (kept === box.value) return;
  const caret = zipInputValue(box.value.slice(0, box.selectionStart ?? box.value.length)).length;
  box.value = kept;
  box.setSelectionRange(caret, caret);
}

/**
 * The quote request form (spec sections 2, 5 and 8): validated with the shared schema on submit and then on every
 * change; the submission flow (ZIP check, submit, toasts) lives in useQuoteSubmission.
 */
export function QuoteForm() {
  const uid = useId();
  const texts = useTexts();
  const labels = texts.publicSite.quoteLabels;
  // The page's language's messages, the API's rules; loaded when the form is first used.
  const validation = useMemo(() => lazyQuoteResolver(texts.quote), [texts]);
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    formState: { errors },
  } = useForm<QuoteRequest>({
    resolver: validation.resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: EMPTY,
    // Focus goes to the first invalid field in reading order (focusFirstInvalid), not in registration order.
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  // First focus: the validation and the requests' code start loading while the visitor types.
  const warmOnFocus = useCallback(() => {
    validation.warm();
    void loadQuoteRequests().catch(() => undefined);
  }, [validation]);
  const countStart = useFormStartCount();
  const onSuccess = useCallback(() => {
    sendFunnelStep('send');
    reset(EMPTY);
  }, [reset]);
  const [photos] = useState(newPhotoSlot);
  const { phase, outsideArea, offline, submit } = useQuoteSubmission({ onSuccess, photos });
  const busy = phase !== 'idle';
  const buttonLabel: Record<QuotePhase, string> = {
    idle: texts.publicSite.submitQuote,
    validatingZip: texts.quote.validatingZip,
    submitting: texts.quote.submitting,
  };
  const offlineNoteId = `${uid}-offline`;

  // Takes the early form's place (issue 44): what was typed there, the focus and its caret, a send pressed meanwhile.
  const takeOver = ({ values, focused, submit: sendNow }: EarlyQuoteInput) => {
    for (const name of QUOTE_FIELD_ORDER) {
      const value = values[name];
      if (value) setValue(name, name === 'zipCode' ? zipInputValue(value) : value);
    }
    if (Object.keys(values).length) countStart();
    const form = formRef.current;
    const field = focused && form?.querySelector<HTMLInputElement>(`[name="${focused.name}"]`);
    if (field) {
      field.focus();
      try {
        field.setSelectionRange(focused.start, focused.end);
      } catch {
        // Email boxes have no caret position to set: the browser leaves it at the end.
      }
    }
    if (sendNow) form?.requestSubmit();
  };
  const handoff = useContext(QuoteFormHandoffContext);
  // Once, when the form first appears, before it is painted: the early form goes in the same frame.
  const takenOver = useRef(false);
  useLayoutEffect(() => {
    if (!handoff || takenOver.current) return;
    takenOver.current = true;
    const early = handoff.take();
    handoff.done();
    if (early) takeOver(early);
  });

  const input = (a11y: object, registered: UseFormRegisterReturn, extra: object = {}) => (
    <input className="mfp-quote__control" {...a11y} {...registered} {...extra} disabled={busy} />
  );
  const fieldId = (name: string) => `${uid}-${name}`;
  const zipCode = register('zipCode');

  return (
    <form
      ref={formRef}
      className="mfp-quote__form"
      onSubmit={handleSubmit(submit, (invalid) => focusFirstInvalid(formRef.current, invalid))}
      onInput={countStart}
      onFocus={warmOnFocus}
      noValidate
      aria-label={texts.publicSite.quoteFormLabel}
    >
      <div className="mfp-quote__grid">
        <Field id={fieldId('name')} label={labels.name} error={errors.name}>
          {(a11y) => input(a11y, register('name'), { autoComplete: 'name', maxLength: LIMITS.quote.nameMax })}
        </Field>
        <Field id={fieldId('email')} label={labels.email} error={errors.email}>
          {(a11y) =>
            input(a11y, register('email'), { type: 'email', autoComplete: 'email', inputMode: 'email' })
          }
        </Field>
        {/* Any usual US writing is fine ((210) 555-0123, +1 210 555 0123...): the schema stores the ten digits. */}
        <Field id={fieldId('phone')} label={labels.phone} error={errors.phone}>
          {(a11y) =>
            input(a11y, register('phone'), {
              type: 'tel',
              autoComplete: 'tel',
              maxLength: LIMITS.quote.phoneMax,
            })
          }
        </Field>
        <Field id={fieldId('zipCode')} label={labels.zipCode} error={errors.zipCode}>
          {(a11y) =>
            input(
              a11y,
              {
                ...zipCode,
                onChange: (event: { target: HTMLInputElement; type?: unknown }) => {
                  keepZipDigits(event.target);
                  return zipCode.onChange(event);
                },
              },
              {
                inputMode: 'numeric',
                pattern: '[0-9]*',
                autoComplete: 'postal-code',
                maxLength: ZIP_CODE_LENGTH,
              },
            )
          }
        </Field>
        <Field id={fieldId('projectType')} label={labels.projectType} error={errors.projectType} wide>
          {(a11y) =>
            input(a11y, register('projectType'), {
              placeholder: texts.publicSite.projectTypePlaceholder,
              maxLength: LIMITS.quote.projectTypeMax,
            })
          }
        </Field>
        <Field id={fieldId('message')} label={labels.message} error={errors.message} wide>
          {(a11y) => (
            <textarea
              className="mfp-quote__control mfp-quote__textarea"
              rows={MESSAGE_ROWS}
              maxLength={LIMITS.quote.messageMax}
              {...a11y}
              {...register('message')}
              disabled={busy}
            />
          )}
        </Field>
        <PhotoFieldSlot slot={photos} disabled={busy} offline={offline} />
      </div>

      {outsideArea ? (
        <div className="mfp-quote__alert" role="alert">
          <p className="mfp-quote__alert-title">{texts.quote.outsideAreaTitle}</p>
          <p className="mfp-quote__alert-text">{texts.quote.outsideArea}</p>
        </div>
      ) : null}

      <div className="mfp-quote__actions">
        {/* Always in the page, so screen readers announce the text when it appears. Fields stay editable offline. */}
        <p id={offlineNoteId} className="mfp-quote__offline" role="status">
          {offline ? texts.quote.offline : null}
        </p>
        <button
          type="submit"
          className="mfp-button mfp-quote__submit"
          disabled={busy || offline}
          aria-describedby={offline ? offlineNoteId : undefined}
        >
          {busy ? <span className="mfp-quote__button-spinner" aria-hidden="true" /> : null}
          {buttonLabel[phase]}
        </button>
      </div>
    </form>
  );
}
