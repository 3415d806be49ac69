import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentHtml } from '../../../components/content-html';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { QueryError } from '../../../components/query-error';
import { useCardInfo } from '../api/cards';

/** /shopping-card-info (registered users): the shop's gift card page and what a card is sold for. */
export function Component() {
  const { t } = useTranslation('shopping-cards');
  const info = useCardInfo();
  if (info.isPending) return <PageLoader />;
  if (info.isError)
    return <QueryError error={info.error} retryLabel={t('retry')} onRetry={() => void info.refetch()} />;
  return (
    <Stack maw={800} mx="auto" w="100%" gap="lg">
      <PageTitle>{t('info.title')}</PageTitle>
      <ContentHtml html={info.data.page} />
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('info.amounts')}
          </Title>
          <Group gap="xs">
            {info.data.amounts.map((a) => (
              <Text
                key={`${a.coin}-${a.amount}`}
                fw={600}
                px="sm"
                py={4}
                bg="var(--mantine-color-default-hover)"
                style={{ borderRadius: 8 }}
              >
                {a.formatted}
              </Text>
            ))}
          </Group>
          <Text size="sm" c="dimmed">
            {t('info.recharge', {
              min: info.data.min_recharge_formatted,
              max: info.data.max_recharge_formatted,
            })}
          </Text>
          <Group>
            <Button component={Link} to="/Profile/shopping_card" leftSection={<IconGift size={18} />}>
              {t('info.buy')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
