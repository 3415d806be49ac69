import { Badge, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Cart } from '@shop/contracts';
import { IconArrowRight, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShippingOptions } from '../../../lib/shipping-options';
import { lineSignature } from '../lib/line-signature';
import { ClearCartButton } from './clear-cart-button';
import { ShareCart } from './share-cart';
import { SummaryRow } from './summary-row';

/** SPEC §3 Cart: the amounts as the server computed them, and what the shopper can do next. */
export function CartSummary({ cart }: { cart: Cart }) {
  const { t } = useTranslation('cart');
  const freeShipping = useShippingOptions().data?.free_shipping;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="cart-summary">
      <Stack gap="sm">
        <Title id="cart-summary" order={2} fz="h4">
          {t('summary.title')}
        </Title>
        {cart.is_wholesaler ? (
          <Badge variant="light" w="fit-content">
            {t('summary.wholesale')}
          </Badge>
        ) : null}
        <SummaryRow label={t('summary.subtotal')} value={cart.subtotal_formatted} />
        <SummaryRow
          label={t('summary.shipment')}
          value={
            <Text span size="sm" c="dimmed">
              {t('summary.shipment_at_checkout')}
            </Text>
          }
        />
        {freeShipping ? (
          <Group gap="xs" wrap="nowrap" c="teal">
            <IconTruckDelivery size={18} aria-hidden />
            <Text size="sm">{freeShipping.message}</Text>
          </Group>
        ) : null}
        {/* Prices include their tax (line-pricing.ts): the tax is part of the subtotal, not added to it, and reads
            as the checkout and the order read it. */}
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text size="sm" c="dimmed">
            {t('summary.tax')}
          </Text>
          <Text size="sm" c="dimmed" ta="right">
            {cart.tax_formatted}
          </Text>
        </Group>
        <Divider />
        <SummaryRow label={t('summary.to_pay')} value={cart.to_pay_formatted} strong />
        <Button component={Link} to="/checkout" size="md" rightSection={<IconArrowRight size={18} />}>
          {t('summary.checkout')}
        </Button>
        {/* A link made before a change would no longer match the cart: a new one is asked for. */}
        <ShareCart key={lineSignature(cart)} />
        <ClearCartButton />
      </Stack>
    </Paper>
  );
}
