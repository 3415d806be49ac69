import { Button, Group, Modal, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Brand, type BrandBody, brandBodySchema, slugify } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, zodValidate } from '../../../lib/forms';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSaveBrand } from '../api/save-brand';

interface BrandModalProps {
  opened: boolean;
  /** The brand to edit; null to create one. */
  brand: Brand | null;
  onClose: () => void;
}

export function BrandModal({ opened, brand, onClose }: BrandModalProps) {
  const { t } = useTranslation(['admin-brands', 'common']);
  return (
    <Modal opened={opened} onClose={onClose} title={t(brand ? 'edit_title' : 'create_title')} centered>
      {/* Mounted per opening, so the form starts from the brand's values each time. */}
      {opened && <BrandForm brand={brand} onDone={onClose} />}
    </Modal>
  );
}

function BrandForm({ brand, onDone }: { brand: Brand | null; onDone: () => void }) {
  const { t } = useTranslation(['admin-brands', 'common']);
  const save = useSaveBrand();
  const form = useForm({
    initialValues: { name: brand?.name ?? '', slug: brand?.slug ?? '', active: brand?.active ?? true },
    validate: zodValidate(brandBodySchema),
    transformValues: (values): BrandBody => brandBodySchema.parse(values),
  });

  const submit = form.onSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: brand?.id, body });
      notifySuccess(t(brand ? 'notifications.updated' : 'notifications.created'));
      onDone();
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyError(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('fields.name')}
          withAsterisk
          autoComplete="off"
          data-autofocus
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('fields.slug')}
          description={t('fields.slug_hint')}
          placeholder={slugify(form.values.name)}
          autoComplete="off"
          {...form.getInputProps('slug')}
        />
        <Switch label={t('fields.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {t(brand ? 'common:save' : 'common:create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
