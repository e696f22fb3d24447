import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'web-kit';
import { serviceAreaQueries } from 'web-kit/queries';
import { clearCachedZipEntries } from '../utils/zip-cache';

export interface ServiceAreaMutationTexts {
  /** Toast title on success. */
  saved: string;
  /** Destructive toast title on failure (spec section 8), or a choice of title by what failed. */
  failed: string | ((error: Error) => string);
}

/**
 * Every service-area write ends the same way: on success the browser-storage copy of the list is cleared (spec
 * section 4), a toast confirms and the whole resource is refetched; on failure the spec's message is toasted.
 */
export function useServiceAreaMutation<Input, Result>(
  mutationFn: (input: Input) => Promise<Result>,
  texts: ServiceAreaMutationTexts,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      clearCachedZipEntries();
      toast({ title: texts.saved });
      await queryClient.invalidateQueries({ queryKey: serviceAreaQueries.all() });
    },
    onError: (error) => {
      console.error(error);
      toast({
        title: typeof texts.failed === 'string' ? texts.failed : texts.failed(error),
        variant: 'destructive',
      });
    },
  });
}
