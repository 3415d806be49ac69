import { Anchor, Badge, Checkbox, Select, Text } from '@mantine/core';
import {
  adminCardSalesQuerySchema,
  CARD_SALE_SETTLERS,
  CARD_SALE_STATUSES,
  type CardSale,
  type CardSalePayment,
  isOnlineProvider,
  ONLINE_PROVIDER_NAMES,
} from '@shop/contracts';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminListPage, ConfirmDialog } from '../../../components/admin-kit';
import { EmailAddress } from '../../../components/email-address';
import { useConfirmed } from '../../../components/use-confirmed';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { useListParams } from '../../../lib/use-list-params';
import { useCardSales, useDecideSale, useRefundSalePayment } from '../api/cards';
import { SalePayments } from '../components/sale-payments';

const isStatus = (value: string | null) => CARD_SALE_STATUSES.find((status) => status === value);
const isSettler = (value: string | null) => CARD_SALE_SETTLERS.find((settler) => settler === value);
const COLORS = { pending: 'yellow', paid: 'green', cancelled: 'gray' } as const;

/** /admin/sales_buy_card: gift card purchases and recharges; staff confirm each payment (crediting the card) or cancel. */
export function Component() {
  const { t } = useTranslation('admin-shopping-cards');
  const locale = useLocale();
  const list = useListParams(adminCardSalesQuerySchema);
  const [query, update] = list;
  const sales = useCardSales(query);
  const decide = useDecideSale();
  const [deciding, setDeciding] = useState<{ sale: CardSale; result: 'paid' | 'cancelled' } | null>(null);
  const user = useCurrentUser();
  const canDecide = userCan(user, ['read_orders', 'update_orders']);
  const canReadCards = userCan(user, ['read_settings']);
  const refund = useRefundSalePayment();
  const refunding = useConfirmed<{ sale: CardSale; payment: CardSalePayment }>({
    title: t('sales.refund_title'),
    message: ({ sale, payment }) =>
      t('sales.refund_confirm', {
        amount: payment.amount_formatted,
        buyer: sale.buyer.name,
        provider: ONLINE_PROVIDER_NAMES[payment.provider],
      }),
    confirmLabel: t('sales.refund'),
    done: () => t('sales.refund_done'),
    run: ({ sale, payment }) => refund.mutateAsync({ sale: sale.id, payment: payment.id }),
  });

  return (
    <AdminListPage
      title={t('sales.title')}
      list={list}
      result={sales}
      search={{ label: t('sales.search'), placeholder: t('sales.search_placeholder') }}
      filters={
        <>
          <Select
            aria-label={t('sales.status_filter')}
            placeholder={t('filters.any')}
            data={CARD_SALE_STATUSES.map((status) => ({ value: status, label: t(`sales.status.${status}`) }))}
            value={query.status ?? null}
            onChange={(value) => update({ status: isStatus(value) })}
            clearable
            w={{ base: '100%', sm: 200 }}
          />
          <Select
            aria-label={t('sales.settled_by_filter')}
            placeholder={t('sales.settled_by_any')}
            data={CARD_SALE_SETTLERS.map((settler) => ({
              value: settler,
              label: t(`sales.settled_by.${settler}`),
            }))}
            value={query.settled_by ?? null}
            onChange={(value) => update({ settled_by: isSettler(value) })}
            clearable
            w={{ base: '100%', sm: 240 }}
          />
          <Checkbox
            label={t('sales.refund_filter')}
            checked={query.refund === 'due'}
            onChange={(event) => update({ refund: event.currentTarget.checked ? 'due' : undefined })}
            // Level with the bottom of the fields beside it.
            mb={8}
          />
        </>
      }
      empty={{
        title: t('sales.empty.title'),
        none: t('sales.empty.none'),
        filtered: t('sales.empty.filtered'),
      }}
      totalLabel={(count) => t('sales.total', { count })}
      table={{
        caption: t('sales.title'),
        rowKey: (sale: CardSale) => sale.id,
        minWidth: 820,
        columns: [
          {
            key: 'created_at',
            header: t('columns.created_at'),
            sort: 'created_at',
            render: (sale) => <Text size="sm">{formatDateTime(sale.created_at, locale)}</Text>,
          },
          {
            key: 'buyer',
            header: t('sales.buyer'),
            render: (sale) => (
              <div>
                <Text size="sm" fw={500}>
                  {sale.buyer.name}
                </Text>
                <Text size="xs" c="dimmed">
                  <EmailAddress email={sale.buyer.email} />
                </Text>
              </div>
            ),
          },
          {
            key: 'what',
            header: t('sales.what'),
            render: (sale) => (
              <div>
                <Text size="sm">{t(`sales.kind.${sale.kind}`)}</Text>
                {sale.card &&
                  // The card's page and its ledger, for staff who may read the cards (they sit in the settings).
                  (canReadCards ? (
                    <Anchor
                      component={Link}
                      to={`/admin/shopping_card/${sale.card.id}`}
                      size="xs"
                      ff="monospace"
                      display="block"
                    >
                      {sale.card.number}
                    </Anchor>
                  ) : (
                    <Text size="xs" c="dimmed" ff="monospace">
                      {sale.card.number}
                    </Text>
                  ))}
              </div>
            ),
          },
          {
            key: 'amount',
            header: t('sales.amount'),
            render: (sale) => (
              <div>
                <Text size="sm" fw={600}>
                  {sale.amount_formatted}
                </Text>
                <Text size="xs" c="dimmed">
                  {sale.pay_form.name}
                </Text>
                <SalePayments
                  sale={sale}
                  onRefund={canDecide ? (payment) => refunding.ask({ sale, payment }) : null}
                />
              </div>
            ),
          },
          {
            key: 'status',
            header: t('sales.status_filter'),
            render: (sale) => (
              <div>
                <Badge color={COLORS[sale.status]}>{t(`sales.status.${sale.status}`)}</Badge>
                {sale.refund_due && (
                  <Badge color="red" ml={4}>
                    {t('sales.refund_due')}
                  </Badge>
                )}
                {sale.decided_by && (
                  <Text size="xs" c="dimmed">
                    {sale.decided_by}
                  </Text>
                )}
              </div>
            ),
          },
        ],
        actions: [
          {
            label: (sale) => t('sales.confirm', { buyer: sale.buyer.name }),
            icon: IconCheck,
            color: 'green',
            // A provider's payment is confirmed by the provider's event, never by hand.
            hidden: (sale) => sale.status !== 'pending' || !canDecide || isOnlineProvider(sale.pay_form.code),
            onClick: (sale) => setDeciding({ sale, result: 'paid' }),
          },
          {
            label: (sale) => t('sales.cancel', { buyer: sale.buyer.name }),
            icon: IconX,
            color: 'red',
            hidden: (sale) => sale.status !== 'pending' || !canDecide,
            onClick: (sale) => setDeciding({ sale, result: 'cancelled' }),
          },
        ],
      }}
    >
      <ConfirmDialog
        opened={deciding !== null}
        title={deciding ? t(deciding.result === 'paid' ? 'sales.confirm_title' : 'sales.cancel_title') : ''}
        message={
          deciding
            ? t(deciding.result === 'paid' ? 'sales.confirm_message' : 'sales.cancel_message', {
                amount: deciding.sale.amount_formatted,
                buyer: deciding.sale.buyer.name,
              })
            : ''
        }
        confirmLabel={
          deciding ? t(deciding.result === 'paid' ? 'sales.confirm_button' : 'sales.cancel_button') : ''
        }
        color={deciding?.result === 'paid' ? 'green' : 'red'}
        onConfirm={async () => {
          if (!deciding) return;
          const { message } = await decide.mutateAsync({ id: deciding.sale.id, result: deciding.result });
          notifySuccess(message);
        }}
        onDone={() => setDeciding(null)}
        onClose={() => setDeciding(null)}
      />
      {refunding.dialog}
    </AdminListPage>
  );
}
