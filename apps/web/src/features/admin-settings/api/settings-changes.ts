import { SETTINGS_PATHS, type SettingsChangeList, type SettingsChangesQuery } from '@shop/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsKeys } from './settings-keys';

export function useSettingsChanges(query: SettingsChangesQuery) {
  return useQuery({
    queryKey: [...settingsKeys.changes(), query],
    queryFn: ({ signal }) => api<SettingsChangeList>(SETTINGS_PATHS.changes, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
