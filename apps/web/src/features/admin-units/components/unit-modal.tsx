import { Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Unit, type UnitBody, unitBodySchema } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, zodValidate } from '../../../lib/forms';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSaveUnit } from '../api/save-unit';

interface UnitModalProps {
  opened: boolean;
  /** The unit to edit; null to create one. */
  unit: Unit | null;
  onClose: () => void;
}

export function UnitModal({ opened, unit, onClose }: UnitModalProps) {
  const { t } = useTranslation('admin-units');
  return (
    <Modal opened={opened} onClose={onClose} title={t(unit ? 'edit_title' : 'create_title')} centered>
      {/* Mounted per opening, so the form starts from the unit's values each time. */}
      {opened && <UnitForm unit={unit} onDone={onClose} />}
    </Modal>
  );
}

function UnitForm({ unit, onDone }: { unit: Unit | null; onDone: () => void }) {
  const { t } = useTranslation(['admin-units', 'common']);
  const save = useSaveUnit();
  const form = useForm({
    initialValues: { name: unit?.name ?? '', short_name: unit?.short_name ?? '' },
    validate: zodValidate(unitBodySchema),
    transformValues: (values): UnitBody => unitBodySchema.parse(values),
  });

  const submit = form.onSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: unit?.id, body });
      notifySuccess(t(unit ? 'notifications.updated' : 'notifications.created'));
      onDone();
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyError(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
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
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {t(unit ? 'common:save' : 'common:create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
