import { Stack } from '@mantine/core';
import type { Product } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { RecordPage } from '../../../components/admin-kit';
import { notifySuccess } from '../../../lib/notify';
import { useProduct } from '../api/get-product';
import { productScreens } from '../api/product-keys';
import { useUpdateProduct } from '../api/save-product';
import { DuplicateProductButton } from '../components/duplicate-product-button';
import { FormSection } from '../components/form-section';
import { ImagesSection } from '../components/images-section';
import { PriceHistorySection } from '../components/price-history-section';
import { ProductForm } from '../components/product-form';
import { SpecSheetSection } from '../components/spec-sheet-section';
import { StockHistorySection } from '../components/stock-history-section';
import { VariationsEditor } from '../components/variations-editor';
import { productToValues } from '../lib/form-values';

// The editor starts again from the server's set when the set itself changed (new rows got their ids).
const variationsKey = (product: Product) => `${product.id}:${product.variations.map((v) => v.id).join()}`;

/**
 * /admin/products/:slug/edit (and /Products/:slug/edit): the product's fields, then what only an existing product
 * has: its images, its spec sheet, for a variable product its variations, its price history, and the stock history
 * where staff adjust stock with a reason. Each part saves on its own.
 */
export function Component() {
  const { t } = useTranslation('admin-products');
  const navigate = useNavigate();
  const slug = useParams().slug ?? '';
  const product = useProduct(slug);
  const updateProduct = useUpdateProduct();

  return (
    <RecordPage
      query={product}
      title={(data) => (data ? t('edit_title', { name: data.name }) : t('edit_title_loading'))}
      actions={(data) => <DuplicateProductButton product={data} />}
      notFound={{
        title: t('not_found.title'),
        description: t('not_found.description'),
        backTo: productScreens.list,
        backLabel: t('not_found.back'),
      }}
    >
      {(data) => (
        <Stack gap="lg">
          <ProductForm
            key={data.id}
            productId={data.id}
            initialValues={productToValues(data)}
            mode="edit"
            onSubmit={async (body) => {
              const saved = await updateProduct.mutateAsync({ slug, body });
              notifySuccess(t('notifications.updated', { name: saved.name }));
              if (saved.slug !== slug) await navigate(productScreens.edit(saved.slug), { replace: true });
              // The form goes on from what the server kept (upper-cased sku, derived slug).
              return productToValues(saved);
            }}
          />
          <FormSection legend={t('sections.images')}>
            <ImagesSection product={data} />
          </FormSection>
          <FormSection legend={t('sections.spec_sheet')}>
            <SpecSheetSection product={data} />
          </FormSection>
          {data.kind === 'variable' && (
            <FormSection legend={t('sections.variations')}>
              <VariationsEditor key={variationsKey(data)} product={data} />
            </FormSection>
          )}
          <FormSection legend={t('sections.price_history')}>
            <PriceHistorySection product={data} />
          </FormSection>
          {(data.kind === 'simple' || data.kind === 'variable') && (
            <FormSection legend={t('sections.stock_history')}>
              <StockHistorySection product={data} />
            </FormSection>
          )}
        </Stack>
      )}
    </RecordPage>
  );
}
