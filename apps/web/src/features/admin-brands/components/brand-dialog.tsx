import { Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Brand, type BrandBody, brandBodySchema } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { FormDialog, SlugInput } from '../../../components/admin-kit';
import { zodValidate } from '../../../lib/forms';
import { notifySuccess } from '../../../lib/notify';
import { useSaveBrand } from '../api/save-brand';

/** Creates a brand (`brand` null) or edits one. Mounted per opening, so it starts from the brand's values. */
export function BrandDialog({ brand, onClose }: { brand: Brand | null; onClose: () => void }) {
  const { t } = useTranslation(['admin-brands', 'common']);
  const save = useSaveBrand();
  const form = useForm({
    initialValues: { name: brand?.name ?? '', slug: brand?.slug ?? '', active: brand?.active ?? true },
    validate: zodValidate(brandBodySchema),
    transformValues: (values): BrandBody => brandBodySchema.parse(values),
  });

  return (
    <FormDialog
      opened
      title={t(brand ? 'edit_title' : 'create_title')}
      onClose={onClose}
      form={form}
      submitLabel={t(brand ? 'common:save' : 'common:create')}
      onSubmit={async (body: BrandBody) => {
        await save.mutateAsync({ id: brand?.id, body });
        notifySuccess(t(brand ? 'notifications.updated' : 'notifications.created'));
      }}
    >
      <TextInput
        label={t('fields.name')}
        withAsterisk
        autoComplete="off"
        data-autofocus
        {...form.getInputProps('name')}
      />
      <SlugInput source={form.values.name} from="name" {...form.getInputProps('slug')} />
      <Switch label={t('fields.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
    </FormDialog>
  );
}
