import { SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Unit, type UnitBody, unitBodySchema } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/admin-kit';
import { zodValidate } from '../../../lib/forms';
import { notifySuccess } from '../../../lib/notify';
import { useSaveUnit } from '../api/save-unit';

/** Creates a unit (`unit` null) or edits one. Mounted per opening, so it starts from the unit's values. */
export function UnitDialog({ unit, onClose }: { unit: Unit | null; onClose: () => void }) {
  const { t } = useTranslation(['admin-units', 'common']);
  const save = useSaveUnit();
  const form = useForm({
    initialValues: { name: unit?.name ?? '', short_name: unit?.short_name ?? '' },
    validate: zodValidate(unitBodySchema),
    transformValues: (values): UnitBody => unitBodySchema.parse(values),
  });

  return (
    <FormDialog
      opened
      title={t(unit ? 'edit_title' : 'create_title')}
      onClose={onClose}
      form={form}
      submitLabel={t(unit ? 'common:save' : 'common:create')}
      onSubmit={async (body: UnitBody) => {
        await save.mutateAsync({ id: unit?.id, body });
        notifySuccess(t(unit ? 'notifications.updated' : 'notifications.created'));
      }}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          label={t('fields.name')}
          placeholder={t('fields.name_placeholder')}
          withAsterisk
          autoComplete="off"
          data-autofocus
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('fields.short_name')}
          placeholder={t('fields.short_name_placeholder')}
          withAsterisk
          autoComplete="off"
          {...form.getInputProps('short_name')}
        />
      </SimpleGrid>
    </FormDialog>
  );
}
