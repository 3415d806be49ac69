import { Anchor } from '@mantine/core';
import type { AnalyticsQuery } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { usePagesMostVisited } from '../api/analytics';
import { PartialCard } from '../components/partial-card';
import { TopList } from '../components/top-list';

/** PagesMostVisited (SPEC partial): the storefront's paths shown most, each a link to the page itself. */
export function PagesMostVisited({ query }: { query: AnalyticsQuery }) {
  const { t } = useTranslation('admin-analytics');
  const reply = usePagesMostVisited(query).data;
  return (
    <PartialCard title={t('pages.title')} description={t('pages.description')} loading={!reply}>
      {reply && (
        <TopList
          caption={t('pages.title')}
          nameHead={t('pages.page')}
          countHead={t('pages.views')}
          rows={reply.rows.map((row) => ({
            key: row.path,
            label: (
              <Anchor href={row.path} target="_blank" size="sm" style={{ wordBreak: 'break-all' }}>
                {row.path}
              </Anchor>
            ),
            count: row.count,
            previous: row.previous,
          }))}
        />
      )}
    </PartialCard>
  );
}
