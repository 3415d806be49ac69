import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { notifySuccess } from '../../../lib/notify';
import { DISCOUNTS_SCREEN, useSaveDiscount } from '../api/discounts';
import { DiscountForm, emptyDiscount } from '../components/discount-form';

/** /admin/discounts/Create (create_offers). */
export function Component() {
  const { t } = useTranslation('admin-offers');
  const navigate = useNavigate();
  const save = useSaveDiscount();
  return (
    <Stack gap="md">
      <div>
        <PageTitle fz="h2">{t('discounts.create_title')}</PageTitle>
        <Text c="dimmed">{t('discounts.create_hint')}</Text>
      </div>
      <DiscountForm
        initialValues={emptyDiscount()}
        mode="create"
        onSubmit={async (body) => {
          await save.mutateAsync({ body });
          notifySuccess(t('discounts.notifications.created'));
          await navigate(DISCOUNTS_SCREEN);
        }}
      />
    </Stack>
  );
}
