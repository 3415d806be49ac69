import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconShoppingCartPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { data, Link, type LoaderFunctionArgs, useParams, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { QueryError } from '../../../components/query-error';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { storedLocale } from '../../../lib/i18n';
import { primeListing } from '../../../lib/prime';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { sharedCartQuery, useImportSharedCart, useSharedCartPreview } from '../api/shared-cart';
import { ImportResult } from '../components/import-result';
import { SharedLine } from '../components/shared-line';

const ORDER_CODE = /^P-\d{6,10}$/;

/**
 * "Volver a pedir P-000123" with the code kept on one line: a phone broke it after its hyphen ("P-" over "000123").
 * `PageTitle` takes text alone (and sits in the storefront's first load), so this heading names the tab itself.
 */
function ReorderTitle({ code }: { code: string }) {
  const { t } = useTranslation('cart');
  const text = t('shared.reorder_title', { id: code });
  useDocumentTitle(text);
  const [before, after] = text.split(code);
  return (
    <Title order={1}>
      {before}
      <span style={{ whiteSpace: 'nowrap' }}>{code}</span>
      {after}
    </Title>
  );
}

/** A link that is not a shared cart: the server's 422 says so in the shopper's language. */
function InvalidLink({ message }: { message: string }) {
  const { t } = useTranslation('cart');
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} />} title={message}>
      <Button component={Link} to="/store" size="xs" variant="light" color="red">
        {t('empty.to_store')}
      </Button>
    </Alert>
  );
}

/**
 * The shared lines are read before the screen renders, so that a phone opening the link from a message reads them in
 * the server's HTML (issue 13 §1). A link that does not decode names no cart: the page, with the API's message, is
 * answered as the 404 the server gives it (plugins/record-pages.ts).
 */
export async function loader({ context, params }: LoaderFunctionArgs) {
  const refused = await primeListing(context, sharedCartQuery(params.encoded ?? '', storedLocale()), []);
  return refused && data(null, { status: 404 });
}

/** /Cart/share-cart/:encoded — the lines someone shared, to add to this shopper's own cart. */
export function Component() {
  const { t } = useTranslation('cart');
  const encoded = useParams().encoded ?? '';
  // "Volver a pedir" on an order's page opens its lines here, naming the order (only a code of the shop's shape).
  const fromOrder = useSearchParams()[0].get('order');
  const reorder = fromOrder && ORDER_CODE.test(fromOrder) ? fromOrder : null;
  const preview = useSharedCartPreview(encoded);
  const importCart = useImportSharedCart(encoded);

  const heading = reorder ? <ReorderTitle code={reorder} /> : <PageTitle>{t('shared.title')}</PageTitle>;
  if (preview.isError && !preview.data) {
    const invalid = preview.error instanceof ApiError && preview.error.status === 422;
    return (
      <Stack gap="lg">
        {heading}
        {invalid ? (
          <InvalidLink message={errorMessage(preview.error)} />
        ) : (
          <QueryError error={preview.error} retryLabel={t('retry')} onRetry={() => preview.refetch()} />
        )}
      </Stack>
    );
  }
  if (!preview.data) {
    return (
      <Stack gap="lg" aria-busy="true">
        {heading}
        <Skeleton height={96} />
        <Skeleton height={96} />
      </Stack>
    );
  }

  const lines = preview.data.lines;
  const addable = lines.some((line) => line.problem === null);
  return (
    <Stack gap="lg" maw={760}>
      {heading}
      <Text c="dimmed">{reorder ? t('shared.reorder_intro', { id: reorder }) : t('shared.intro')}</Text>
      <Stack gap="sm">
        {lines.map((line, index) => (
          // A hand-made link may repeat a line: the position tells them apart, and the list never reorders.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <SharedLine key={index} line={line} />
        ))}
      </Stack>
      {addable ? (
        <Group justify="space-between" wrap="nowrap">
          <Stack gap={0}>
            <Text fw={600}>{t('shared.subtotal')}</Text>
            <Text size="sm" c="dimmed">
              {t('shared.shipment_later')}
            </Text>
          </Stack>
          <Text fw={700} size="xl" data-testid="shared-subtotal">
            {preview.data.subtotal_formatted}
          </Text>
        </Group>
      ) : null}
      {importCart.data ? (
        <ImportResult reply={importCart.data} />
      ) : (
        <Stack gap="xs" align="flex-start">
          {importCart.isError ? (
            <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
              {errorMessage(importCart.error)}
            </Alert>
          ) : null}
          <Button
            size="md"
            leftSection={<IconShoppingCartPlus size={18} />}
            onClick={() => importCart.mutate()}
            loading={importCart.isPending}
            disabled={!addable}
          >
            {t('shared.add')}
          </Button>
          {!addable ? (
            <Text size="sm" c="dimmed">
              {t('shared.nothing_to_add')}
            </Text>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}
