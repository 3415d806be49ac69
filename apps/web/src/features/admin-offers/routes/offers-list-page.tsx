import { Badge, Button, Group, Select, Text, Tooltip } from '@mantine/core';
import { OFFER_STATES, type Offer, type OfferState, offerListQuerySchema } from '@shop/contracts';
import { IconAlertTriangle, IconPencil, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminListPage, type RowAction, useDeleteRow } from '../../../components/admin-kit';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { useListParams } from '../../../lib/use-list-params';
import { OFFERS_SCREEN, useDeleteOffer, useOffers } from '../api/offers';
import { offerTerms } from '../lib/offer-terms';
import { STATE_COLORS } from '../lib/state-colors';

/** /admin/offers (SPEC §2, read_offers): the offers, newest start first, with where each stands and who it clashes with. */
export function Component() {
  const { t } = useTranslation('admin-offers');
  const locale = useLocale();
  const list = useListParams(offerListQuerySchema);
  const [query, setQuery] = list;
  const offers = useOffers(query);
  const deleteOffer = useDeleteOffer();
  const user = useCurrentUser();
  const deleteRow = useDeleteRow<Offer>({
    label: (offer) => t('delete_offer', { name: offer.name }),
    title: t('delete.title'),
    message: (offer) => t('delete.confirm', { name: offer.name }),
    done: () => t('notifications.deleted'),
    remove: (offer) => deleteOffer.mutateAsync(offer.id),
  });
  const actions: RowAction<Offer>[] = [
    ...(userCan(user, ['update_offers'])
      ? [
          {
            label: (offer: Offer) => t('edit_offer', { name: offer.name }),
            icon: IconPencil,
            to: (offer: Offer) => `${OFFERS_SCREEN}/${offer.id}`,
          },
        ]
      : []),
    ...(userCan(user, ['delete_offers']) ? [deleteRow.action] : []),
  ];

  return (
    <AdminListPage
      title={t('title')}
      actions={
        userCan(user, ['create_offers']) && (
          <Button component={Link} to={`${OFFERS_SCREEN}/Create`} leftSection={<IconPlus size={18} />}>
            {t('new')}
          </Button>
        )
      }
      list={list}
      result={offers}
      search={{ label: t('search'), placeholder: t('search_placeholder') }}
      filters={
        <Select
          label={t('filters.state')}
          placeholder={t('filters.any_state')}
          data={OFFER_STATES.map((value) => ({ value, label: t(`states.${value}`) }))}
          value={query.state ?? null}
          onChange={(state) => setQuery({ state: (state as OfferState | null) ?? undefined, page: 1 })}
          clearable
          w={200}
        />
      }
      empty={{ title: t('empty.title'), none: t('empty.none'), filtered: t('empty.filtered') }}
      totalLabel={(count) => t('total', { count })}
      table={{
        caption: t('title'),
        rowKey: (offer: Offer) => offer.id,
        minWidth: 860,
        columns: [
          {
            key: 'name',
            header: t('columns.name'),
            sort: 'name',
            render: (offer) => (
              <Group gap={6} wrap="nowrap">
                <Text size="sm" fw={500}>
                  {offer.name}
                </Text>
                {offer.conflicts.length > 0 && (
                  <Tooltip
                    label={t('conflicts', {
                      names: offer.conflicts.map((c) => c.name).join(', '),
                      count: offer.conflicts.length,
                    })}
                    multiline
                    w={260}
                  >
                    <Badge
                      color="orange"
                      variant="light"
                      leftSection={<IconAlertTriangle size={12} />}
                      aria-label={t('conflicts', {
                        names: offer.conflicts.map((c) => c.name).join(', '),
                        count: offer.conflicts.length,
                      })}
                    >
                      {offer.conflicts.length}
                    </Badge>
                  </Tooltip>
                )}
              </Group>
            ),
          },
          {
            key: 'terms',
            header: t('columns.terms'),
            render: (offer) => <Text size="sm">{offerTerms(offer, locale, t)}</Text>,
          },
          {
            key: 'when',
            header: t('columns.when'),
            sort: 'starts_at',
            render: (offer) => (
              <Text size="sm">
                {t('when', {
                  start: formatDateTime(offer.starts_at, locale),
                  end: formatDateTime(offer.ends_at, locale),
                })}
              </Text>
            ),
          },
          {
            key: 'state',
            header: t('columns.state'),
            render: (offer) => (
              <Badge color={STATE_COLORS[offer.state]} variant="light" miw="max-content">
                {t(`states.${offer.state}`)}
              </Badge>
            ),
          },
          {
            key: 'products',
            header: t('columns.products'),
            render: (offer) => <Text size="sm">{offer.product_count}</Text>,
          },
          {
            key: 'priority',
            header: t('columns.priority'),
            sort: 'priority',
            render: (offer) => <Text size="sm">{offer.priority}</Text>,
          },
        ],
        actions,
      }}
    >
      {deleteRow.dialog}
    </AdminListPage>
  );
}
