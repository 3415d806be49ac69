import { Button } from '@mantine/core';
import type { ListMeta } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyNotice } from './empty-notice';

/**
 * A listing's page past its last (an old link, `?page=999`): it says so and offers the first page, rather than
 * "nothing matches" or "none yet", which would be untrue. `lib/prime.ts` `pastTheEnd` tells when.
 */
export function PastTheEnd({ meta, onFirstPage }: { meta: ListMeta; onFirstPage: () => void }) {
  const { t } = useTranslation('common');
  return (
    <EmptyNotice
      title={t('past_end.title', { page: meta.current_page })}
      description={t('past_end.pages', { count: meta.last_page })}
      action={
        <Button variant="light" onClick={onFirstPage}>
          {t('past_end.first_page')}
        </Button>
      }
    />
  );
}
