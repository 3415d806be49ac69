import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { RecordPage } from '../../../components/admin-kit';
import { notifySuccess } from '../../../lib/notify';
import { useCoin } from '../api/get-coin';
import { useUpdateCoin } from '../api/update-coin';
import { CoinForm } from '../components/coin-form';

/** /admin/coins/:id (guard check-edit-coin) */
export function Component() {
  const { t } = useTranslation('admin-coins');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const coin = useCoin(id);
  const updateCoin = useUpdateCoin();

  return (
    <RecordPage
      query={coin}
      title={(data) => (data ? t('edit_title', { name: data.short_name }) : t('edit_title_loading'))}
      notFound={{
        title: t('not_found.title'),
        description: t('not_found.description'),
        backTo: '/admin/coins',
        backLabel: t('not_found.back'),
      }}
    >
      {(data) => (
        <CoinForm
          key={data.id}
          initialValues={{
            short_name: data.short_name,
            name: data.name,
            symbol: data.symbol,
            enabled: data.enabled,
          }}
          mode="edit"
          isBase={data.is_base}
          onSubmit={async (body) => {
            await updateCoin.mutateAsync({ id, body });
            notifySuccess(t('notifications.updated'));
            await navigate('/admin/coins');
          }}
        />
      )}
    </RecordPage>
  );
}
