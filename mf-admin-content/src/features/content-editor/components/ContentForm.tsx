import { useState, type ReactNode } from 'react';
import { Alert, Button, Form, Radio, Space, Spin, Typography } from 'antd';
import { useWatch, type Control } from 'react-hook-form';
import {
  MESSAGES,
  PAGE_CONTENT_FIELDS,
  PAGE_IMAGE_FIELDS,
  TRANSLATABLE_CONTENT_FIELDS,
  type Locale,
  type PageName,
} from 'shared-contracts';
import { toast } from 'web-kit';
import { TextField } from 'web-kit/admin-form';
import { useLeaveGuard } from 'web-kit/leave-guard';
import { isTranslatable, useContentEditor, type ContentFields } from '../hooks/use-content-editor';
import { HeroPhotoField } from './HeroPhotoField';
import { SpanishTextField } from './SpanishTextField';

/** How one field is shown; which fields a page has, and in what order, is shared-contracts' PAGE_CONTENT_FIELDS. */
export interface ContentFieldLook {
  label: string;
  multiline?: boolean;
  type?: 'text' | 'email' | 'tel' | 'url';
}

/** One look per field of the page: a field added to or dropped from the page's list fails the type check here. */
export type ContentFieldLooks<P extends PageName> = Record<
  (typeof PAGE_CONTENT_FIELDS)[P][number],
  ContentFieldLook
>;

/** What the page's other tools (composed in src/app, e.g. version history) need to know about the editor. */
export interface ContentEditorState {
  page: PageName;
  fields: readonly { name: string; label: string }[];
  unsaved: boolean;
  offline: boolean;
  /** Reloads the stored page into the form (after something else published it). */
  reload: () => void;
  /** The published version the form was loaded from (0: the built-in defaults). */
  version: number | undefined;
  /** The form's current values (with `es`, the Spanish texts, on a page that has any: issue 30). */
  values: () => Record<string, unknown>;
  /** Checks the form with the page's schema, showing each field's message; true when it is valid. */
  validate: () => Promise<boolean>;
  /** Puts `fields` (and `es`) in the form as its new clean state (e.g. a draft, issue 29). */
  load: (fields: Record<string, unknown>) => void;
}

/** Extra buttons shown after 'Save Changes'. */
export type ContentEditorActions = (editor: ContentEditorState) => ReactNode;

export interface ContentFormProps<P extends PageName> {
  page: P;
  looks: ContentFieldLooks<P>;
  /** The home form reports inline (spec section 2); the others report through toasts. */
  inlineAlerts?: boolean;
  actions?: ContentEditorActions;
  /** Notices shown above the fields (e.g. that a draft exists, issue 29). */
  banner?: ContentEditorActions;
}

/** The props of one page's form (Home, Services, Contact). */
export type PageContentFormProps = Pick<ContentFormProps<PageName>, 'actions' | 'banner'>;

const m = MESSAGES.content;
const IMAGE_LABELS: Record<string, string> = { heroImagePath: 'Hero photo' };

/** One page's content editor: fields from config, validation from the shared zod schema. */
export function ContentForm<P extends PageName>({
  page,
  looks,
  inlineAlerts = false,
  actions,
  banner,
}: ContentFormProps<P>) {
  const fields = PAGE_CONTENT_FIELDS[page].map((name: keyof ContentFieldLooks<P>) => ({
    name,
    ...looks[name],
  }));
  // Issue 30: the page's texts in English or in Spanish, one language at a time; Save Changes and drafts carry both.
  const translatable = isTranslatable(page);
  const [language, setLanguage] = useState<Locale>('en');
  const editor = useContentEditor(page, {
    onSaved: inlineAlerts ? undefined : () => toast({ title: m.saveSuccess }),
    onFailed: inlineAlerts
      ? undefined
      : (message) => toast({ title: m.saveError, description: message, variant: 'destructive' }),
    // A field that stops the save is shown: its language's view opens.
    onInvalid: (spanish) => setLanguage(spanish ? 'es' : 'en'),
  });
  const english = useWatch({ control: editor.form.control }) as Record<string, unknown>;
  // Typed but not saved: leaving the page (or closing the tab) asks first. Switching tabs keeps the form.
  useLeaveGuard(editor.unsaved);

  const spanishFields = fields.filter(({ name }) =>
    (TRANSLATABLE_CONTENT_FIELDS[page] as readonly string[]).includes(name as string),
  );

  if (editor.loading) {
    return (
      <div role="status" aria-label={`Loading ${page} content`} style={{ padding: 48, textAlign: 'center' }}>
        <Spin />
      </div>
    );
  }

  const state: ContentEditorState = {
    page,
    // History compares the hero photo (issue 29) too, by its path.
    fields: [
      ...fields,
      ...(PAGE_IMAGE_FIELDS[page] as readonly string[]).map((name) => ({
        name,
        label: IMAGE_LABELS[name] ?? name,
      })),
      // History compares the Spanish texts (issue 30) too.
      ...spanishFields.map(({ name, label }) => ({ name: `es.${name}`, label: m.spanishFieldLabel(label) })),
    ],
    unsaved: editor.unsaved,
    offline: editor.offline,
    reload: () => void editor.reload(),
    version: editor.version,
    values: () => editor.form.getValues(),
    validate: () => editor.form.trigger(),
    load: (values) => editor.form.reset(values as ContentFields),
  };

  const reloadButton = (
    <Button size="small" onClick={() => void editor.reload()}>
      Reload
    </Button>
  );

  return (
    <form onSubmit={editor.submit} noValidate aria-label={`${page} content`}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {editor.fallback && (
          <Alert
            type="warning"
            showIcon
            title={MESSAGES.frame.fallbackBanner}
            action={editor.offline ? null : reloadButton}
          />
        )}
        {editor.stale && (
          <Alert type="warning" showIcon role="alert" title={m.staleVersion} action={reloadButton} />
        )}
        {inlineAlerts && editor.offline && <Alert type="info" showIcon title={m.offlineEditingNotice} />}
        {inlineAlerts && editor.saved && <Alert type="success" showIcon title={m.saveSuccess} />}
        {inlineAlerts && editor.saveError && (
          <Alert type="error" showIcon role="alert" title={m.saveError} description={editor.saveError} />
        )}
        {banner?.(state)}
        {translatable && (
          <Radio.Group
            aria-label={m.languageSwitch}
            optionType="button"
            buttonStyle="solid"
            value={language}
            onChange={(event) => setLanguage(event.target.value as Locale)}
            options={[
              { value: 'en', label: <span title={m.languageEnglishName}>{m.languageEnglish}</span> },
              { value: 'es', label: <span title={m.languageSpanishName}>{m.languageSpanish}</span> },
            ]}
          />
        )}
        <Form component={false} layout="vertical">
          {language === 'en' ? (
            <>
              {fields.map(({ name, label, multiline, type = 'text' }) => (
                <TextField
                  key={name}
                  control={editor.form.control}
                  name={name}
                  label={label}
                  rows={multiline ? 4 : undefined}
                  type={type}
                />
              ))}
              {(PAGE_IMAGE_FIELDS[page] as readonly string[]).includes('heroImagePath') && (
                <HeroPhotoField
                  control={editor.form.control as unknown as Control<Record<string, string>>}
                  disabled={editor.offline}
                />
              )}
            </>
          ) : (
            <>
              <Typography.Paragraph type="secondary">
                {m.spanishIntro}
                {spanishFields.length < fields.length && ` ${m.spanishSameInBoth}`}
              </Typography.Paragraph>
              {spanishFields.map(({ name, label, multiline }) => (
                <SpanishTextField
                  key={name}
                  control={editor.form.control}
                  field={name as string}
                  label={label}
                  english={
                    typeof english[name as string] === 'string' ? (english[name as string] as string) : ''
                  }
                  rows={multiline ? 4 : undefined}
                />
              ))}
            </>
          )}
        </Form>
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={editor.saving} disabled={editor.offline}>
            {editor.offline ? m.saveUnavailableOffline : editor.saving ? m.saving : m.saveChanges}
          </Button>
          {actions?.(state)}
        </Space>
      </Space>
    </form>
  );
}
