import { Switch } from '@mantine/core';
import type { ProductListItem } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useToggleProduct } from '../api/toggle-product';

interface ProductToggleSwitchProps {
  product: ProductListItem;
  field: 'active' | 'visible';
  disabled: boolean;
}

/** Turns a product's `active` or `visible` on or off right from the list. */
export function ProductToggleSwitch({ product, field, disabled }: ProductToggleSwitchProps) {
  const { t } = useTranslation('admin-products');
  const toggle = useToggleProduct();
  const checked = toggle.isPending && toggle.variables ? toggle.variables.body.value : product[field];

  return (
    <Switch
      checked={checked}
      disabled={disabled || toggle.isPending}
      aria-label={t(`toggle.${field}`, { name: product.name })}
      onChange={(event) => {
        const value = event.currentTarget.checked;
        toggle.mutate(
          { slug: product.slug, body: { field, value } },
          {
            onSuccess: () => notifySuccess(t(`notifications.${field}_${value}`, { name: product.name })),
            onError: notifyError,
          },
        );
      }}
    />
  );
}
