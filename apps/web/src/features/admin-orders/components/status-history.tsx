import { Text, Timeline } from '@mantine/core';
import type { AdminOrder } from '@shop/contracts';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { SectionCard } from './section-card';

/** Every status the order went through, oldest first, with who moved it and why. */
export function StatusHistory({ history }: { history: AdminOrder['history'] }) {
  const { t } = useTranslation('admin-order');
  const locale = useLocale();
  return (
    <SectionCard title={t('history.title')}>
      {history.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('history.empty')}
        </Text>
      ) : (
        <Timeline bulletSize={14} lineWidth={2} active={history.length - 1}>
          {history.map((change) => (
            <Timeline.Item
              key={`${change.at}-${change.to}`}
              title={
                <Text size="sm" fw={600} component="span">
                  {change.from ?? t('history.created')} <IconArrowRight size={12} aria-label="→" />{' '}
                  {change.to ?? t('history.deleted_status')}
                </Text>
              }
            >
              {change.reason && <Text size="sm">{change.reason}</Text>}
              <Text size="xs" c="dimmed">
                {t('history.by', {
                  who: change.by ?? t('history.system'),
                  when: formatDateTime(change.at, locale),
                })}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </SectionCard>
  );
}
