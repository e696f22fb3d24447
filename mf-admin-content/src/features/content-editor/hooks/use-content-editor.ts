import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_CONTENT,
  DEFAULT_CONTENT_ES,
  DEFAULT_CONTENT_VERSION,
  MESSAGES,
  TRANSLATABLE_CONTENT_FIELDS,
  contentTranslationSchemas,
  pageContentSchemas,
  type PageContentByName,
  type PageName,
} from 'shared-contracts';
import { ApiRequestError } from 'web-kit';
import type { FieldErrors } from 'react-hook-form';
import { isStaleVersionError } from '../../../lib/stale-version';
import { useIsOffline } from '../../../lib/use-is-offline';
import { useSaveContent } from '../api/save-content';
import { staffContentQueries } from '../../../lib/staff-content';

/**
 * Form values: every page's fields are strings, keyed by the schema's own field names; a page with translatable texts
 * (issue 30) also has `es`, its Spanish texts by field ('' = not translated), the shape the save and draft calls take.
 */
export type ContentFields = Record<string, string | Record<string, string>>;

export interface ContentEditorCallbacks {
  onSaved?: () => void;
  onFailed?: (message: string) => void;
  /** A save was stopped by invalid fields: which language's fields they are (the form shows one at a time). */
  onInvalid?: (spanish: boolean) => void;
}

/** Whether the page has texts staff write in Spanish too (business details have none). */
export const isTranslatable = (page: PageName) => TRANSLATABLE_CONTENT_FIELDS[page].length > 0;

function pickFields(page: PageName, source: object, names: readonly string[]): ContentFields {
  const record = source as Record<string, unknown>;
  const fields: ContentFields = Object.fromEntries(
    names.map((name) => [name, typeof record[name] === 'string' ? record[name] : '']),
  );
  if (isTranslatable(page)) {
    const es = (typeof record.es === 'object' && record.es !== null ? record.es : {}) as Record<
      string,
      unknown
    >;
    fields.es = Object.fromEntries(
      (TRANSLATABLE_CONTENT_FIELDS[page] as readonly string[]).map((name) => [
        name,
        typeof es[name] === 'string' ? es[name] : '',
      ]),
    );
  }
  return fields;
}

/** The built-in page with its built-in Spanish texts: what the editor shows when the page cannot be read. */
const BUILT_IN = Object.fromEntries(
  (Object.keys(DEFAULT_CONTENT) as PageName[]).map((page) => [
    page,
    { ...DEFAULT_CONTENT[page], es: DEFAULT_CONTENT_ES[page] },
  ]),
) as Record<PageName, object>;

/** The form's rules: the page's schema, plus its Spanish texts' (optional, capped) when it has any. */
const formSchemaOf = (page: PageName) =>
  isTranslatable(page)
    ? pageContentSchemas[page].extend({ es: contentTranslationSchemas[page] })
    : pageContentSchemas[page];

/** The server's message, else the spec's 'Failed to save content' (section 7). */
export function saveErrorMessage(error: unknown): string {
  return (error instanceof ApiRequestError && error.serverMessage) || MESSAGES.content.saveFailed;
}

/**
 * Loads a page's content into a react-hook-form form, remembers the `version` it came from and sends it back on save,
 * so a save based on content someone else has replaced since is refused (409 STALE_VERSION) instead of overwriting.
 */
export function useContentEditor(page: PageName, callbacks: ContentEditorCallbacks = {}) {
  const offline = useIsOffline();
  // Offline the page is not fetched (spec section 4); the editor shows what it has, else the built-in defaults. The
  // staff read (issue 30) carries the Spanish texts the public read leaves out.
  const query = useQuery({ ...staffContentQueries.page(page), enabled: !offline });
  const schema = formSchemaOf(page);
  const fieldNames = Object.keys(pageContentSchemas[page].shape);
  const form = useForm<ContentFields>({
    // The three schemas share one shape (string fields); the union type is too wide for the resolver's generics.
    resolver: zodResolver(schema) as unknown as Resolver<ContentFields>,
    defaultValues: pickFields(page, {}, fieldNames),
  });
  const { isDirty } = form.formState;
  const [version, setVersion] = useState<number | undefined>(undefined);
  const applied = useRef<object | undefined>(undefined);
  const save = useSaveContent();

  const fallback = !query.data && (query.isError || offline);
  const source: object | undefined = query.data ?? (fallback ? BUILT_IN[page] : undefined);

  const apply = useCallback(
    (next: object, nextVersion: number | undefined) => {
      applied.current = next;
      form.reset(pickFields(page, next, fieldNames));
      setVersion(nextVersion);
    },
    // fieldNames is derived from `page`, which never changes for one editor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [form, page],
  );

  useEffect(() => {
    // Newer content (first load, refetch after a save) replaces the form only while the user has no unsaved edits;
    // with edits the old version is kept, so saving them reports the conflict rather than losing someone's work.
    if (!source || source === applied.current || (applied.current && isDirty)) return;
    // The built-in defaults have their own version to the API, so a save of edited defaults (the load failed) is
    // refused with 409 if the page has stored content, instead of overwriting content this editor never saw.
    apply(source, source === query.data ? query.data.version : DEFAULT_CONTENT_VERSION);
  }, [source, isDirty, apply, query.data]);

  const reload = useCallback(async () => {
    save.reset();
    const { data } = await query.refetch();
    if (data) apply(data, data.version);
  }, [save, query, apply]);

  const onInvalid = (errors: FieldErrors<ContentFields>) =>
    callbacks.onInvalid?.(Object.keys(errors).every((name) => name === 'es'));

  const submit = form.handleSubmit(async (fields) => {
    if (offline) return;
    try {
      const saved = await save.mutateAsync({
        page,
        fields: fields as PageContentByName[typeof page],
        version,
      });
      // Keep what was typed, mark it clean, and adopt the version the server stored; the refetched page then
      // replaces the (now clean) form through the effect above.
      form.reset(fields);
      if (typeof saved?.version === 'number') setVersion(saved.version);
      callbacks.onSaved?.();
    } catch (error) {
      if (!isStaleVersionError(error)) callbacks.onFailed?.(saveErrorMessage(error));
    }
  }, onInvalid);

  return {
    form,
    submit,
    reload,
    /** The published version the form was loaded from (what a save, or a draft, is based on). */
    version,
    offline,
    loading: !source,
    /** Edited since loaded or saved. */
    unsaved: isDirty,
    fallback,
    saving: save.isPending,
    saved: save.isSuccess,
    stale: isStaleVersionError(save.error),
    saveError: save.error && !isStaleVersionError(save.error) ? saveErrorMessage(save.error) : undefined,
  };
}
