import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, MESSAGES, type GeneralSettings } from 'shared-contracts';
import { apiRequest, ApiRequestError, toast } from 'web-kit';
import { settingsQueries } from 'web-kit/queries';

/** PUT /api/admin/settings/general: the site name and the admin e-mail that gets new-quote e-mails. */
export function saveGeneralSettings(body: GeneralSettings): Promise<GeneralSettings> {
  return apiRequest<GeneralSettings>(API_PATHS.adminGeneralSettings(), { method: 'PUT', body, auth: true });
}

export function useSaveGeneralSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGeneralSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsQueries.general().queryKey, saved);
      toast({ title: MESSAGES.settings.generalSaved });
    },
    onError: (error) => {
      console.error(error);
      const detail = error instanceof ApiRequestError ? error.serverMessage : undefined;
      toast({ title: MESSAGES.settings.generalSaveFailed, description: detail, variant: 'destructive' });
    },
  });
}
