import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_CONTENT,
  DEFAULT_CONTENT_VERSION,
  MESSAGES,
  pageContentSchemas,
  type PageContentByName,
  type PageName,
} from 'shared-contracts';
import { ApiRequestError } from 'web-kit';
import { isStaleVersionError } from '../../../lib/stale-version';
import { useIsOffline } from '../../../lib/use-is-offline';
import { contentQueries } from 'web-kit/queries';
import { useSaveContent } from '../api/save-content';

/** Form values: every page's fields are strings, keyed by the schema's own field names. */
export type ContentFields = Record<string, string>;

export interface ContentEditorCallbacks {
  onSaved?: () => void;
  onFailed?: (message: string) => void;
}

function pickFields(source: object, names: readonly string[]): ContentFields {
  const record = source as Record<string, unknown>;
  return Object.fromEntries(
    names.map((name) => [name, typeof record[name] === 'string' ? record[name] : '']),
  );
}

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
  // Offline the page is not fetched (spec section 4); the editor shows what it has, else the built-in defaults.
  const query = useQuery({ ...contentQueries.page(page), enabled: !offline });
  const schema = pageContentSchemas[page];
  const fieldNames = Object.keys(schema.shape);
  const form = useForm<ContentFields>({
    // The three schemas share one shape (string fields); the union type is too wide for the resolver's generics.
    resolver: zodResolver(schema) as unknown as Resolver<ContentFields>,
    defaultValues: pickFields({}, fieldNames),
  });
  const { isDirty } = form.formState;
  const [version, setVersion] = useState<number | undefined>(undefined);
  const applied = useRef<object | undefined>(undefined);
  const save = useSaveContent();

  const fallback = !query.data && (query.isError || offline);
  const source: object | undefined = query.data ?? (fallback ? DEFAULT_CONTENT[page] : undefined);

  const apply = useCallback(
    (next: object, nextVersion: number | undefined) => {
      applied.current = next;
      form.reset(pickFields(next, fieldNames));
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
  });

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
