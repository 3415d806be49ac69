import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { notifySuccess } from '../../../lib/notify';
import { OFFERS_SCREEN, useSaveOffer } from '../api/offers';
import { emptyOffer, OfferForm } from '../components/offer-form';

/** /admin/offers/Create (create_offers). */
export function Component() {
  const { t } = useTranslation('admin-offers');
  const navigate = useNavigate();
  const save = useSaveOffer();

  return (
    <Stack gap="md">
      <div>
        <PageTitle fz="h2">{t('create_title')}</PageTitle>
        <Text c="dimmed">{t('create_hint')}</Text>
      </div>
      <OfferForm
        initialValues={emptyOffer()}
        mode="create"
        onSubmit={async (body) => {
          const offer = await save.mutateAsync({ body });
          notifySuccess(t('notifications.created', { count: offer.product_count }));
          await navigate(OFFERS_SCREEN);
        }}
      />
    </Stack>
  );
}
