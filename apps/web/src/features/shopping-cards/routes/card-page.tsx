import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { MovementsList } from '../../../components/card-movements-list';
import { GiftCardTile } from '../../../components/gift-card-tile';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { QueryError } from '../../../components/query-error';
import { ApiError } from '../../../lib/api-client';
import { useReaderTimeZone } from '../../../lib/reader-time-zone';
import { useCard } from '../api/cards';
import { BeneficiaryForm } from '../components/beneficiary-form';
import { PinForm } from '../components/pin-form';

/** /Profile/shopping_card/{id}: one card, its movements, its PIN and its beneficiary. */
export function Component() {
  const { t } = useTranslation('shopping-cards');
  const timeZone = useReaderTimeZone();
  const id = Number(useParams().id);
  const query = useCard(id);
  if (query.error instanceof ApiError && query.error.status === 404) throw query.error;
  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return <QueryError error={query.error} retryLabel={t('retry')} onRetry={() => void query.refetch()} />;
  const card = query.data;

  return (
    <Stack maw={960} mx="auto" w="100%" gap="lg">
      <Anchor component={Link} to="/Profile/shopping_card" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} />
          {t('card.back')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <PageTitle>{t('card.title')}</PageTitle>
        {card.enabled && (
          <Button
            component={Link}
            to={`/Profile/shopping_card/recharge/${card.id}`}
            leftSection={<IconPlus size={18} />}
          >
            {t('card.recharge')}
          </Button>
        )}
      </Group>
      <Stack maw={420}>
        <GiftCardTile card={card} />
      </Stack>
      {card.beneficiary && <Text>{t('card.beneficiary', { name: card.beneficiary.name })}</Text>}
      {!card.is_owner && <Text c="dimmed">{t('card.owned_by', { name: card.owner.name })}</Text>}

      {card.is_owner && (
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('pin.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {card.has_pin ? t('pin.hint_change') : t('pin.hint_first')}
            </Text>
            <PinForm card={card} />
          </Stack>
        </Paper>
      )}
      {card.is_owner && (
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('beneficiary.title')}
            </Title>
            <BeneficiaryForm card={card} />
          </Stack>
        </Paper>
      )}
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('movements.title')}
          </Title>
          <MovementsList
            movements={card.movements}
            orderLink={(order) => `/orders/${order}/show`}
            timeZone={timeZone}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
