import { Alert, Loader } from '@mantine/core';
import type { CardSale } from '@shop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { notifyError } from '../../../lib/notify';
import { cardKeys, useTakeApprovedCardSale } from '../api/cards';

/**
 * Back from a provider with a card sale: from PayPal (`token` and `PayerID`) the shop first takes the approved
 * payment, once; then the sale waits for the provider's event, and the new balance shows when it arrives.
 */
export function OnlinePaymentReturn({ sale }: { sale: CardSale }) {
  const { t } = useTranslation('shopping-cards');
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const take = useTakeApprovedCardSale(sale.id);
  const asked = useRef(false);
  const token = params.get('token');
  const approved = token !== null && params.has('PayerID') && sale.status === 'pending';
  useEffect(() => {
    if (!approved || asked.current) return;
    asked.current = true;
    take.mutateAsync({ provider: 'paypal', token }).catch(notifyError);
  }, [approved, token, take]);
  // The card a purchase issued, or the recharged balance, shows as soon as the sale is paid.
  useEffect(() => {
    if (sale.status === 'paid') void queryClient.invalidateQueries({ queryKey: cardKeys.mine() });
  }, [sale.status, queryClient]);

  if (sale.status === 'paid')
    return (
      <Alert color="green" title={t('online.paid_title')}>
        {t('online.paid')}
      </Alert>
    );
  if (sale.status === 'cancelled')
    return (
      <Alert color="red" title={t('online.cancelled_title')}>
        {t('online.cancelled')}
      </Alert>
    );
  return (
    <Alert color="blue" title={t('online.confirming_title')} icon={<Loader size="xs" />} role="status">
      {t('online.confirming')}
    </Alert>
  );
}
