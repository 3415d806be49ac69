import { Button, Text } from '@mantine/core';
import { type Unit, unitListQuerySchema } from '@shop/contracts';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminListPage, useDeleteRow } from '../../../components/admin-kit';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { useListParams } from '../../../lib/use-list-params';
import { useDeleteUnit } from '../api/delete-unit';
import { useUnits } from '../api/get-units';
import { UnitDialog } from '../components/unit-dialog';

/** /admin/units: the units products are sold by; creating and editing happen in a dialog. */
export function Component() {
  const { t } = useTranslation('admin-units');
  const list = useListParams(unitListQuerySchema);
  const units = useUnits(list[0]);
  const deleteUnit = useDeleteUnit();
  const [editing, setEditing] = useState<{ unit: Unit | null } | null>(null);
  const deleteRow = useDeleteRow<Unit>({
    label: (unit) => t('delete_unit', { name: unit.name }),
    title: t('delete.title'),
    message: (unit) => t('delete.confirm', { name: unit.name }),
    done: (unit) => t('notifications.deleted', { name: unit.name }),
    remove: (unit) => deleteUnit.mutateAsync(unit.id),
  });
  // The server's rule: units, like brands, are read with read_attributes and changed with update_products.
  const canWrite = userCan(useCurrentUser(), ['update_products']);

  return (
    <AdminListPage
      title={t('title')}
      actions={
        canWrite && (
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ unit: null })}>
            {t('new')}
          </Button>
        )
      }
      list={list}
      result={units}
      search={{ label: t('search'), placeholder: t('search_placeholder') }}
      empty={{ title: t('empty.title'), none: t('empty.none'), filtered: t('empty.filtered') }}
      totalLabel={(count) => t('total', { count })}
      table={{
        caption: t('title'),
        rowKey: (unit: Unit) => unit.id,
        minWidth: 420,
        columns: [
          {
            key: 'name',
            header: t('columns.name'),
            sort: 'name',
            render: (unit) => (
              <Text size="sm" fw={500}>
                {unit.name}
              </Text>
            ),
          },
          {
            key: 'short_name',
            header: t('columns.short_name'),
            sort: 'short_name',
            render: (unit) => (
              <Text size="sm" ff="monospace">
                {unit.short_name}
              </Text>
            ),
          },
        ],
        actions: canWrite
          ? [
              {
                label: (unit) => t('edit_unit', { name: unit.name }),
                icon: IconPencil,
                onClick: (unit) => setEditing({ unit }),
              },
              deleteRow.action,
            ]
          : [],
      }}
    >
      {editing && <UnitDialog unit={editing.unit} onClose={() => setEditing(null)} />}
      {deleteRow.dialog}
    </AdminListPage>
  );
}
