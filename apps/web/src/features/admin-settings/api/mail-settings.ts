import { MAIL_SETTINGS_PATHS, type MailSettingsBody, type MailSettingsReply } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsKeys } from './settings-keys';

export function useMailSettings() {
  return useQuery({
    queryKey: settingsKeys.mail(),
    queryFn: ({ signal }) => api<MailSettingsReply>(MAIL_SETTINGS_PATHS.settings, { signal }),
  });
}

export function useUpdateMailSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MailSettingsBody) =>
      api<MailSettingsReply>(MAIL_SETTINGS_PATHS.settings, { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.mail(), saved),
  });
}

export const useSendTestMail = () =>
  useMutation({ mutationFn: () => api<{ message: string }>(MAIL_SETTINGS_PATHS.test, { method: 'POST' }) });
