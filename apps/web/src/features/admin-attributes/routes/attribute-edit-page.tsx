import { Divider, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { ApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useAttribute } from '../api/get-attribute';
import { useUpdateAttribute } from '../api/update-attribute';
import { AttributeForm } from '../components/attribute-form';
import { AttributeNotFound } from '../components/attribute-not-found';
import { TermsEditor } from '../components/terms-editor';

/** /admin/attributes/:id: the attribute's own fields, and below them its terms, each saved on its own. */
export function Component() {
  const { t } = useTranslation('admin-attributes');
  const id = Number(useParams().id);
  const attribute = useAttribute(id);
  const updateAttribute = useUpdateAttribute();

  if (attribute.error instanceof ApiError && attribute.error.status === 404) return <AttributeNotFound />;
  if (attribute.isError)
    return <QueryError error={attribute.error} retryLabel={t('retry')} onRetry={() => attribute.refetch()} />;

  const data = attribute.data;
  return (
    <Stack gap="md">
      <Title order={2}>{data ? t('edit_title', { name: data.name }) : t('edit_title_loading')}</Title>
      {data ? (
        <>
          <AttributeForm
            key={data.id}
            initialValues={{ name: data.name, slug: data.slug }}
            mode="edit"
            onSubmit={async (body) => {
              await updateAttribute.mutateAsync({ id, body });
              notifySuccess(t('notifications.updated'));
            }}
          />
          <Divider maw={720} />
          <TermsEditor attributeId={data.id} terms={data.terms} />
        </>
      ) : (
        <Skeleton height={320} maw={720} data-testid="form-skeleton" />
      )}
    </Stack>
  );
}
