import { Button, Select, Switch, Text } from '@mantine/core';
import { adminCardListQuerySchema, type ShoppingCard } from '@shop/contracts';
import { IconEye, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { AdminListPage } from '../../../components/admin-kit';
import { EmailAddress } from '../../../components/email-address';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useListParams } from '../../../lib/use-list-params';
import { useAdminCards, useSetCardEnabled } from '../api/cards';
import { CreateCardDialog } from '../components/create-card-dialog';

const isEnabledFilter = (value: string | null) => (value === 'true' || value === 'false' ? value : undefined);

/** /admin/gift_Cards (and /create): every gift card, found by number or owner; staff create cards and switch them off. */
export function Component() {
  const { t } = useTranslation('admin-shopping-cards');
  const locale = useLocale();
  const list = useListParams(adminCardListQuerySchema);
  const [query, update] = list;
  const cards = useAdminCards(query);
  const setEnabled = useSetCardEnabled();
  // SPEC's /admin/gift_Cards/create is this list with the new card's dialog open.
  const navigate = useNavigate();
  const createRoute = useLocation().pathname.toLowerCase().endsWith('/create');
  const [creating, setCreating] = useState(createRoute);
  const closeCreate = () => {
    setCreating(false);
    if (createRoute) void navigate('/admin/gift_Cards', { replace: true });
  };
  const canEdit = userCan(useCurrentUser(), ['read_settings', 'update_settings']);

  const toggle = async (card: ShoppingCard, enabled: boolean) => {
    try {
      await setEnabled.mutateAsync({ id: card.id, enabled });
      notifySuccess(t(enabled ? 'enabled_done' : 'disabled_done', { number: card.number }));
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <AdminListPage
      title={t('title')}
      actions={
        canEdit && (
          <Button leftSection={<IconPlus size={18} />} onClick={() => setCreating(true)}>
            {t('create.open')}
          </Button>
        )
      }
      list={list}
      result={cards}
      search={{ label: t('filters.search'), placeholder: t('filters.search_placeholder') }}
      filters={
        <Select
          aria-label={t('filters.enabled')}
          placeholder={t('filters.any')}
          data={[
            { value: 'true', label: t('filters.only_enabled') },
            { value: 'false', label: t('filters.only_disabled') },
          ]}
          value={query.enabled ?? null}
          onChange={(value) => update({ enabled: isEnabledFilter(value) })}
          clearable
          w={{ base: '100%', sm: 200 }}
        />
      }
      empty={{ title: t('empty.title'), none: t('empty.none'), filtered: t('empty.filtered') }}
      totalLabel={(count) => t('total', { count })}
      table={{
        caption: t('title'),
        rowKey: (card: ShoppingCard) => card.id,
        minWidth: 760,
        columns: [
          {
            key: 'number',
            header: t('columns.number'),
            render: (card) => (
              <Text size="sm" ff="monospace">
                {card.number}
              </Text>
            ),
          },
          {
            key: 'owner',
            header: t('columns.owner'),
            render: (card) => (
              <div>
                <Text size="sm" fw={500}>
                  {card.owner.name || t('no_owner')}
                </Text>
                <Text size="xs" c="dimmed">
                  <EmailAddress email={card.owner.email} />
                </Text>
              </div>
            ),
          },
          {
            key: 'balance',
            header: t('columns.balance'),
            sort: 'balance',
            render: (card) => (
              <Text size="sm" fw={600}>
                {card.balance_formatted}
              </Text>
            ),
          },
          {
            key: 'created_at',
            header: t('columns.created_at'),
            sort: 'created_at',
            render: (card) => <Text size="sm">{formatDateTime(card.created_at, locale)}</Text>,
          },
        ],
        rowControls: (card) => (
          <Switch
            checked={card.enabled}
            disabled={!canEdit}
            onChange={(event) => void toggle(card, event.currentTarget.checked)}
            aria-label={t('enabled_label', { number: card.number })}
          />
        ),
        actions: [
          {
            label: (card) => t('open', { number: card.number }),
            icon: IconEye,
            to: (card) => `/admin/shopping_card/${card.id}`,
          },
        ],
      }}
    >
      {creating && <CreateCardDialog opened onClose={closeCreate} />}
    </AdminListPage>
  );
}
