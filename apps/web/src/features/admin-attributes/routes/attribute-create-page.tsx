import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { notifySuccess } from '../../../lib/notify';
import { attributePath } from '../api/attribute-keys';
import { useCreateAttribute } from '../api/create-attribute';
import { AttributeForm } from '../components/attribute-form';

/** /admin/attributes/create: the attribute first; its terms are added on its own page, where this leads. */
export function Component() {
  const { t } = useTranslation('admin-attributes');
  const navigate = useNavigate();
  const createAttribute = useCreateAttribute();

  return (
    <Stack gap="md">
      <PageTitle fz="h2">{t('create_title')}</PageTitle>
      <Text size="sm" c="dimmed">
        {t('create_hint')}
      </Text>
      <AttributeForm
        initialValues={{ name: '', slug: '' }}
        mode="create"
        onSubmit={async (body) => {
          const created = await createAttribute.mutateAsync(body);
          notifySuccess(t('notifications.created'));
          await navigate(attributePath(created.id));
        }}
      />
    </Stack>
  );
}
