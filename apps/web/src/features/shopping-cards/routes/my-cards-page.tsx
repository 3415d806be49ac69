import {
  Anchor,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { GiftCardTile } from '../../../components/gift-card-tile';
import { PageTitle } from '../../../components/page-title';
import { QueryError } from '../../../components/query-error';
import { useCardInfo, useMyCardSales, useMyCards } from '../api/cards';
import { BuyCardForm } from '../components/buy-card-form';
import { CardSalesList } from '../components/card-sales-list';
import { OnlinePaymentReturn } from '../components/online-payment-return';

/**
 * /Profile/shopping_card: the shopper's gift cards, buying a new one, and the purchases waiting for payment. A
 * provider brings the shopper back here (`?sale=…`), where the sale is watched until the provider's word arrives.
 */
export function Component() {
  const { t } = useTranslation('shopping-cards');
  const [params] = useSearchParams();
  const returning = Number(params.get('sale')) || undefined;
  const cards = useMyCards();
  const sales = useMyCardSales(returning);
  const info = useCardInfo();
  const returnedSale = sales.data?.data.find((sale) => sale.id === returning);

  return (
    <Stack maw={960} mx="auto" w="100%" gap="lg">
      <div>
        <PageTitle>{t('mine.title')}</PageTitle>
        <Text c="dimmed">
          {t('mine.subtitle')}{' '}
          <Anchor component={Link} to="/shopping-card-info" underline="always">
            {t('mine.how')}
          </Anchor>
        </Text>
      </div>
      {returnedSale && <OnlinePaymentReturn sale={returnedSale} />}
      {cards.isPending && <Skeleton h={180} />}
      {cards.isError && (
        <QueryError error={cards.error} retryLabel={t('retry')} onRetry={() => void cards.refetch()} />
      )}
      {cards.data && cards.data.data.length === 0 && (
        <Paper withBorder p="xl" ta="center">
          <Text fw={600}>{t('mine.empty_title')}</Text>
          <Text size="sm" c="dimmed">
            {t('mine.empty_text')}
          </Text>
        </Paper>
      )}
      {cards.data && cards.data.data.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {cards.data.data.map((card) => (
            <UnstyledButton key={card.id} component={Link} to={`/Profile/shopping_card/${card.id}`}>
              {/* The link's name holds the tile's words, after what it does (WCAG 2.5.3, label in name). */}
              <VisuallyHidden>{t('mine.open')}</VisuallyHidden>
              <GiftCardTile card={card} />
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}

      <Paper withBorder p="md">
        <Stack gap="md">
          <Title order={2} size="h3">
            {t('buy.title')}
          </Title>
          {info.isPending && <Skeleton h={120} />}
          {info.data && <BuyCardForm info={info.data} onBought={() => void sales.refetch()} />}
        </Stack>
      </Paper>

      {sales.data && sales.data.data.length > 0 && (
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t('sales.title')}
          </Title>
          <CardSalesList sales={sales.data.data} />
        </Stack>
      )}
    </Stack>
  );
}
