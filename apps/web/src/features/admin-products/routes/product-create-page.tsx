import { Stack } from '@mantine/core';
import { PRODUCT_KINDS } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { notifySuccess } from '../../../lib/notify';
import { productScreens } from '../api/product-keys';
import { useCreateProduct } from '../api/save-product';
import { ProductForm } from '../components/product-form';
import { EMPTY_PRODUCT } from '../lib/form-values';

/** /admin/products/Create (and /Products/Create): once saved, the edit screen adds images, sheet and variations. */
export function Component() {
  const { t } = useTranslation('admin-products');
  const navigate = useNavigate();
  const createProduct = useCreateProduct();
  const canEdit = userCan(useCurrentUser(), ['update_products']);
  // The combos and services areas open the form set to their kind (`?kind=combo`).
  const asked = useSearchParams()[0].get('kind');
  const kind = PRODUCT_KINDS.find((k) => k === asked) ?? EMPTY_PRODUCT.kind;

  return (
    <Stack gap="md">
      <PageTitle fz="h2">{t('create_title')}</PageTitle>
      <ProductForm
        initialValues={{ ...EMPTY_PRODUCT, kind }}
        mode="create"
        onSubmit={async (body) => {
          const product = await createProduct.mutateAsync(body);
          notifySuccess(t('notifications.created', { name: product.name }));
          // Images, sheet and variations are added on the edit screen, which takes update_products.
          await navigate(canEdit ? productScreens.edit(product.slug) : productScreens.list);
          return undefined;
        }}
      />
    </Stack>
  );
}
