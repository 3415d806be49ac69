import { type NotificationSettings, type NotificationStaff, SETTINGS_PATHS } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsKeys } from './settings-keys';

export function useNotificationSettings() {
  return useQuery({
    queryKey: settingsKeys.notifications(),
    queryFn: ({ signal }) => api<NotificationSettings>(SETTINGS_PATHS.notifications, { signal }),
  });
}

/** The people who may be chosen: the back office's staff. */
export function useNotificationStaff() {
  return useQuery({
    queryKey: settingsKeys.notificationStaff(),
    queryFn: ({ signal }) => api<NotificationStaff>(SETTINGS_PATHS.notificationStaff, { signal }),
  });
}

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettings) =>
      api<NotificationSettings>(SETTINGS_PATHS.notifications, { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.notifications(), saved),
  });
}
