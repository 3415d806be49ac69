import { Alert, Button, List, Stack, Text } from '@mantine/core';
import type { ImportSharedCartReply } from '@shop/contracts';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** What adding a shared cart did: how many lines went in, and each one that did not with its reason. */
export function ImportResult({ reply }: { reply: ImportSharedCartReply }) {
  const { t } = useTranslation('cart');
  return (
    <Stack gap="md">
      {reply.added > 0 ? (
        <Alert color="green" icon={<IconCircleCheck size={18} />} role="status">
          {t('shared.added', { count: reply.added })}
        </Alert>
      ) : null}
      {reply.refused.length > 0 ? (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} title={t('shared.refused_title')}>
          <List size="sm" spacing={4}>
            {reply.refused.map((line, index) => (
              // The same product may be refused twice (two variations): the position tells them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders.
              <List.Item key={`${line.product_id}-${index}`}>
                <Text span size="sm" fw={600}>
                  {line.name ?? t('shared.unknown_product')}
                </Text>
                {': '}
                {line.reason}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      <Button component={Link} to="/Cart" w="fit-content">
        {t('shared.to_cart')}
      </Button>
    </Stack>
  );
}
