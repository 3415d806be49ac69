import { Divider } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RecordPage } from '../../../components/admin-kit';
import { notifySuccess } from '../../../lib/notify';
import { useAttribute } from '../api/get-attribute';
import { useUpdateAttribute } from '../api/update-attribute';
import { AttributeForm } from '../components/attribute-form';
import { TermsEditor } from '../components/terms-editor';

/** /admin/attributes/:id: the attribute's own fields, and below them its terms, each saved on its own. */
export function Component() {
  const { t } = useTranslation('admin-attributes');
  const id = Number(useParams().id);
  const attribute = useAttribute(id);
  const updateAttribute = useUpdateAttribute();

  return (
    <RecordPage
      query={attribute}
      title={(data) => (data ? t('edit_title', { name: data.name }) : t('edit_title_loading'))}
      notFound={{
        title: t('not_found.title'),
        description: t('not_found.description'),
        backTo: '/admin/attributes',
        backLabel: t('not_found.back'),
      }}
    >
      {(data) => (
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
      )}
    </RecordPage>
  );
}
