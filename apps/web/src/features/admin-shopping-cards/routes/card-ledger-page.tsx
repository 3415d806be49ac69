import { Button, Group, Paper, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { SHOP_TIME_ZONE } from '@shop/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ConfirmDialog, RecordPage } from '../../../components/admin-kit';
import { MovementsList } from '../../../components/card-movements-list';
import { EmailAddress } from '../../../components/email-address';
import { GiftCardTile } from '../../../components/gift-card-tile';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAdminCard, useClearPin, useSetCardEnabled } from '../api/cards';

/** /admin/shopping_card/{id}: a card, who owns it and its ledger, each movement with who made it. */
export function Component() {
  const { t } = useTranslation('admin-shopping-cards');
  const locale = useLocale();
  const id = Number(useParams().id);
  const card = useAdminCard(id);
  const setEnabled = useSetCardEnabled();
  const clearPin = useClearPin();
  const [clearing, setClearing] = useState(false);
  const canEdit = userCan(useCurrentUser(), ['read_settings', 'update_settings']);

  return (
    <RecordPage
      query={card}
      title={(data) => (data ? t('ledger.title', { number: data.number }) : t('ledger.loading'))}
      notFound={{
        title: t('not_found.title'),
        description: t('not_found.description'),
        backTo: '/admin/gift_Cards',
        backLabel: t('not_found.back'),
      }}
    >
      {(data) => (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <GiftCardTile card={data} />
            <Paper withBorder p="md">
              <Stack gap={6}>
                <Text size="sm" c="dimmed">
                  {t('ledger.owner')}
                </Text>
                <Text fw={600}>{data.owner.name || t('no_owner')}</Text>
                <Text size="sm">
                  <EmailAddress email={data.owner.email} />
                </Text>
                {data.beneficiary && (
                  <Text size="sm">{t('ledger.beneficiary', { name: data.beneficiary.name })}</Text>
                )}
                <Text size="sm" c="dimmed">
                  {t(`ledger.origin.${data.origin}`, { date: formatDateTime(data.created_at, locale) })}
                </Text>
                <Group mt="xs" justify="space-between">
                  <Switch
                    label={t('ledger.enabled')}
                    checked={data.enabled}
                    disabled={!canEdit}
                    onChange={async (event) => {
                      const enabled = event.currentTarget.checked;
                      try {
                        await setEnabled.mutateAsync({ id: data.id, enabled });
                        notifySuccess(t(enabled ? 'enabled_done' : 'disabled_done', { number: data.number }));
                      } catch (error) {
                        notifyError(error);
                      }
                    }}
                  />
                  {data.has_pin && canEdit && (
                    <Button size="xs" variant="light" color="orange" onClick={() => setClearing(true)}>
                      {t('ledger.clear_pin')}
                    </Button>
                  )}
                </Group>
              </Stack>
            </Paper>
          </SimpleGrid>
          <ConfirmDialog
            opened={clearing}
            title={t('ledger.clear_pin_title')}
            message={t('ledger.clear_pin_message', { number: data.number })}
            confirmLabel={t('ledger.clear_pin')}
            color="orange"
            onConfirm={async () => {
              await clearPin.mutateAsync(data.id);
              notifySuccess(t('ledger.pin_cleared'));
            }}
            onDone={() => setClearing(false)}
            onClose={() => setClearing(false)}
          />
          <Paper withBorder p="md">
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('ledger.movements')}
              </Title>
              <MovementsList
                movements={data.movements}
                orderLink={(order) => `/admin/orders/${order}/show`}
                timeZone={SHOP_TIME_ZONE}
              />
            </Stack>
          </Paper>
        </Stack>
      )}
    </RecordPage>
  );
}
