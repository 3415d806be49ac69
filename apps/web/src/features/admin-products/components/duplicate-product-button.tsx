import { Button } from '@mantine/core';
import type { Product } from '@shop/contracts';
import { IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { useDuplicateProduct } from '../api/duplicate-product';

/** The edit page's "Duplicar", for staff who may create products (the copy shows all of this one). */
export function DuplicateProductButton({ product }: { product: Product }) {
  const { t } = useTranslation('admin-products');
  const { duplicate, pending } = useDuplicateProduct();
  if (!userCan(useCurrentUser(), ['create_products', 'update_products'])) return null;
  return (
    <Button
      variant="default"
      leftSection={<IconCopy size={18} />}
      loading={pending}
      onClick={() => duplicate(product.slug)}
    >
      {t('duplicate.button')}
    </Button>
  );
}
