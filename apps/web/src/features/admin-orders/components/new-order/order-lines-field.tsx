import { ActionIcon, Group, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { CART_LINES_MAX, type StaffOrderProduct } from '@shop/contracts';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleNumberInput } from '../../../../components/admin-kit';
import { useOrderProducts } from '../../api/new-order';

/** A line of the order being taken: the product as the search found it, which variation, and how many. */
export interface DraftLine {
  product: StaffOrderProduct;
  variationId: number | null;
  quantity: number | string;
}

export const lineKey = (productId: number, variationId: number | null) => `${productId}:${variationId ?? 0}`;

/** The product's name with its variation's terms ("Camisa de lino — M"). */
export function lineName(line: Pick<DraftLine, 'product' | 'variationId'>): string {
  const variation = line.product.variations.find((v) => v.id === line.variationId);
  return variation ? `${line.product.name} — ${variation.label}` : line.product.name;
}

/** Units free to sell of the line's product or variation; null when not counted (services). */
export function lineAvailable(line: Pick<DraftLine, 'product' | 'variationId'>): number | null {
  const variation = line.product.variations.find((v) => v.id === line.variationId);
  return variation ? variation.available : line.product.available;
}

/** Whether the line asks for a whole number of units between the customer's minimum and what is free. */
export function quantityFits(line: DraftLine): boolean {
  const available = lineAvailable(line);
  return (
    typeof line.quantity === 'number' &&
    Number.isInteger(line.quantity) &&
    line.quantity >= line.product.min_quantity &&
    (available === null || line.quantity <= available)
  );
}

/** What can be ordered: a product, or each variation of one with them, at the customer's price. */
function choicesOf(product: StaffOrderProduct) {
  if (product.kind !== 'variable')
    return [{ key: lineKey(product.id, null), variationId: null, price: product.price_formatted }];
  return product.variations.map((v) => ({
    key: lineKey(product.id, v.id),
    variationId: v.id,
    price: v.price_formatted,
  }));
}

/**
 * The order's products: found by name or SKU among those the customer may buy (at their price, with what is free),
 * each added as a line whose quantity starts at the customer's minimum.
 */
export function OrderLinesField({
  customerId,
  lines,
  onChange,
  error,
}: {
  customerId: number;
  lines: DraftLine[];
  onChange: (lines: DraftLine[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('admin-order');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const products = useOrderProducts(customerId, debounced);
  const chosen = new Set(lines.map((line) => lineKey(line.product.id, line.variationId)));
  const options = (products.data ?? []).flatMap((product) =>
    choicesOf(product)
      .filter((choice) => !chosen.has(choice.key))
      .map((choice) => {
        const line = { product, variationId: choice.variationId };
        const available = lineAvailable(line);
        return {
          value: choice.key,
          label: [
            lineName(line),
            product.sku,
            choice.price,
            available === null ? null : t('new.available', { count: available }),
          ]
            .filter(Boolean)
            .join(' · '),
          disabled: available === 0,
        };
      }),
  );

  const add = (key: string | null) => {
    for (const product of products.data ?? [])
      for (const choice of choicesOf(product))
        if (choice.key === key)
          onChange([...lines, { product, variationId: choice.variationId, quantity: product.min_quantity }]);
    setSearch('');
  };
  const setQuantity = (index: number, quantity: number | string) =>
    onChange(lines.map((line, i) => (i === index ? { ...line, quantity } : line)));

  return (
    <Stack gap="sm">
      <Select
        label={t('new.product')}
        placeholder={t('new.product_search')}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options: found }) => found}
        data={options}
        value={null}
        onChange={add}
        nothingFoundMessage={t('new.product_none')}
        disabled={lines.length >= CART_LINES_MAX}
        error={error}
      />
      {lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('new.no_lines')}
        </Text>
      ) : (
        <Stack gap="xs">
          {lines.map((line, index) => {
            const name = lineName(line);
            const available = lineAvailable(line);
            return (
              <Group
                key={lineKey(line.product.id, line.variationId)}
                align="flex-start"
                wrap="nowrap"
                gap="sm"
              >
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={500} size="sm">
                    {name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {[
                      line.product.sku,
                      available === null ? null : t('new.available', { count: available }),
                      line.product.min_quantity > 1
                        ? t('new.minimum', { count: line.product.min_quantity })
                        : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Stack>
                <LocaleNumberInput
                  aria-label={t('new.quantity', { name })}
                  allowDecimal={false}
                  min={line.product.min_quantity}
                  max={available ?? undefined}
                  w={96}
                  value={line.quantity}
                  onChange={(value) => setQuantity(index, value)}
                  error={
                    quantityFits(line)
                      ? undefined
                      : available === null
                        ? t('new.quantity_from', { min: line.product.min_quantity })
                        : t('new.quantity_between', { min: line.product.min_quantity, max: available })
                  }
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t('new.remove', { name })}
                  onClick={() => onChange(lines.filter((_, i) => i !== index))}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
