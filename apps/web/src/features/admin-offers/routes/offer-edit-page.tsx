import { Alert, List, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { RecordPage } from '../../../components/admin-kit';
import { notifySuccess } from '../../../lib/notify';
import { OFFERS_SCREEN, useOffer, useSaveOffer } from '../api/offers';
import { OfferForm, valuesOf } from '../components/offer-form';

/** /admin/offers/:id (update_offers): the offer's fields, and the offers that claim the same products at the same time. */
export function Component() {
  const { t } = useTranslation('admin-offers');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const offer = useOffer(id);
  const save = useSaveOffer();

  return (
    <RecordPage
      query={offer}
      title={(data) => (data ? t('edit_title', { name: data.name }) : t('edit_title_loading'))}
      notFound={{
        title: t('not_found.title'),
        description: t('not_found.description'),
        backTo: OFFERS_SCREEN,
        backLabel: t('not_found.back'),
      }}
    >
      {(data) => (
        <Stack gap="lg">
          {data.conflicts.length > 0 && (
            <Alert color="orange" icon={<IconAlertTriangle />} title={t('conflict_title')}>
              <List size="sm">
                {data.conflicts.map((other) => (
                  <List.Item key={other.id}>
                    {t(other.priority > data.priority ? 'conflict_loses' : 'conflict_wins', {
                      name: other.name,
                      count: other.products,
                      priority: other.priority,
                    })}
                  </List.Item>
                ))}
              </List>
            </Alert>
          )}
          <OfferForm
            key={data.id}
            initialValues={valuesOf(data)}
            mode="edit"
            onSubmit={async (body) => {
              const saved = await save.mutateAsync({ id, body });
              notifySuccess(t('notifications.updated', { count: saved.product_count }));
              await navigate(OFFERS_SCREEN);
            }}
          />
        </Stack>
      )}
    </RecordPage>
  );
}
