import { Badge, Text } from '@mantine/core';
import { changeAreaKey, type SettingsChange, settingsChangesQuerySchema } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { AdminListPage } from '../../../components/admin-kit';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { useListParams } from '../../../lib/use-list-params';
import { useSettingsChanges } from '../api/settings-changes';

const ACTION_COLORS = { create: 'green', update: 'blue', delete: 'red' } as const;

/** /admin/settings/History: who changed which setting and when, newest first. */
export function Component() {
  const { t } = useTranslation('admin-settings');
  const locale = useLocale();
  const list = useListParams(settingsChangesQuerySchema);
  const changes = useSettingsChanges(list[0]);

  return (
    <AdminListPage
      title={t('history.title')}
      list={list}
      result={changes}
      filtered={false}
      empty={{ title: t('history.empty_title'), none: t('history.empty'), filtered: t('history.empty') }}
      totalLabel={(count) => t('history.total', { count })}
      table={{
        caption: t('history.title'),
        rowKey: (change: SettingsChange) => change.id,
        minWidth: 640,
        columns: [
          {
            key: 'created_at',
            header: t('history.columns.when'),
            render: (change) => <Text size="sm">{formatDateTime(change.created_at, locale)}</Text>,
          },
          {
            key: 'user',
            header: t('history.columns.who'),
            render: (change) => <Text size="sm">{change.user_name}</Text>,
          },
          {
            key: 'action',
            header: t('history.columns.action'),
            render: (change) => (
              <Badge variant="light" color={ACTION_COLORS[change.action]}>
                {t(`history.actions.${change.action}`)}
              </Badge>
            ),
          },
          {
            key: 'area',
            header: t('history.columns.what'),
            render: (change) => (
              <Text size="sm">
                {t(`history.areas.${changeAreaKey(change.area)}`, { defaultValue: change.area })}
                {change.record_id !== null ? ` #${change.record_id}` : ''}
              </Text>
            ),
          },
        ],
      }}
    />
  );
}
