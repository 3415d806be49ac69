import { Badge, Button, Code, Text } from '@mantine/core';
import { type Discount, discountListQuerySchema } from '@shop/contracts';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminListPage, type RowAction, useDeleteRow } from '../../../components/admin-kit';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { useListParams } from '../../../lib/use-list-params';
import { DISCOUNTS_SCREEN, useDeleteDiscount, useDiscounts } from '../api/discounts';
import { offerTerms } from '../lib/offer-terms';
import { STATE_COLORS } from '../lib/state-colors';

/** /admin/discounts (SPEC §2 "discounts" area; the offers permissions): coupons and cart rules with their uses. */
export function Component() {
  const { t } = useTranslation('admin-offers');
  const locale = useLocale();
  const list = useListParams(discountListQuerySchema);
  const discounts = useDiscounts(list[0]);
  const remove = useDeleteDiscount();
  const user = useCurrentUser();
  const deleteRow = useDeleteRow<Discount>({
    label: (discount) => t('delete_offer', { name: discount.name }),
    title: t('discounts.delete.title'),
    message: (discount) => t('discounts.delete.confirm', { name: discount.name }),
    done: () => t('discounts.notifications.deleted'),
    remove: (discount) => remove.mutateAsync(discount.id),
  });
  const actions: RowAction<Discount>[] = [
    ...(userCan(user, ['update_offers'])
      ? [
          {
            label: (discount: Discount) => t('edit_offer', { name: discount.name }),
            icon: IconPencil,
            to: (discount: Discount) => `${DISCOUNTS_SCREEN}/${discount.id}`,
          },
        ]
      : []),
    ...(userCan(user, ['delete_offers']) ? [deleteRow.action] : []),
  ];

  return (
    <AdminListPage
      title={t('discounts.title')}
      actions={
        userCan(user, ['create_offers']) && (
          <Button component={Link} to={`${DISCOUNTS_SCREEN}/Create`} leftSection={<IconPlus size={18} />}>
            {t('discounts.new')}
          </Button>
        )
      }
      list={list}
      result={discounts}
      search={{ label: t('discounts.search'), placeholder: t('discounts.search_placeholder') }}
      empty={{
        title: t('discounts.empty.title'),
        none: t('discounts.empty.none'),
        filtered: t('discounts.empty.filtered'),
      }}
      totalLabel={(count) => t('discounts.total', { count })}
      table={{
        caption: t('discounts.title'),
        rowKey: (discount: Discount) => discount.id,
        minWidth: 860,
        columns: [
          {
            key: 'name',
            header: t('columns.name'),
            sort: 'name',
            render: (discount) => (
              <Text size="sm" fw={500}>
                {discount.name}
              </Text>
            ),
          },
          {
            key: 'code',
            header: t('discounts.columns.code'),
            render: (discount) =>
              discount.code ? (
                <Code>{discount.code}</Code>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('discounts.automatic')}
                </Text>
              ),
          },
          {
            key: 'terms',
            header: t('columns.terms'),
            render: (discount) => (
              <Text size="sm">
                {offerTerms(discount, locale, t)}
                {discount.min_subtotal > 0 &&
                  ` · ${t('discounts.from', { amount: formatMoney(discount.min_subtotal, 'USD', locale) })}`}
              </Text>
            ),
          },
          {
            key: 'when',
            header: t('columns.when'),
            sort: 'starts_at',
            render: (discount) => (
              <Text size="sm">
                {t('when', {
                  start: formatDateTime(discount.starts_at, locale),
                  end: formatDateTime(discount.ends_at, locale),
                })}
              </Text>
            ),
          },
          {
            key: 'state',
            header: t('columns.state'),
            render: (discount) => (
              <Badge color={STATE_COLORS[discount.state]} variant="light" miw="max-content">
                {t(`states.${discount.state}`)}
              </Badge>
            ),
          },
          {
            key: 'uses',
            header: t('discounts.columns.uses'),
            render: (discount) => (
              <Text size="sm">
                {discount.usage_limit === null
                  ? discount.uses
                  : t('discounts.uses_of', { uses: discount.uses, limit: discount.usage_limit })}
              </Text>
            ),
          },
        ],
        actions,
      }}
    >
      {deleteRow.dialog}
    </AdminListPage>
  );
}
