import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { RecordPage } from '../../../components/admin-kit';
import { notifySuccess } from '../../../lib/notify';
import { DISCOUNTS_SCREEN, useDiscount, useSaveDiscount } from '../api/discounts';
import { DiscountForm, discountValuesOf } from '../components/discount-form';

/** /admin/discounts/:id (update_offers). */
export function Component() {
  const { t } = useTranslation('admin-offers');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const discount = useDiscount(id);
  const save = useSaveDiscount();
  return (
    <RecordPage
      query={discount}
      title={(data) => (data ? t('discounts.edit_title', { name: data.name }) : t('discounts.title'))}
      notFound={{
        title: t('discounts.not_found.title'),
        description: t('not_found.description'),
        backTo: DISCOUNTS_SCREEN,
        backLabel: t('discounts.not_found.back'),
      }}
    >
      {(data) => (
        <DiscountForm
          key={data.id}
          initialValues={discountValuesOf(data)}
          mode="edit"
          onSubmit={async (body) => {
            await save.mutateAsync({ id, body });
            notifySuccess(t('discounts.notifications.updated'));
            await navigate(DISCOUNTS_SCREEN);
          }}
        />
      )}
    </RecordPage>
  );
}
