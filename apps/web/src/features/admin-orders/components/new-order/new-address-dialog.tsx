import { Modal } from '@mantine/core';
import type { Beneficiary } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { BeneficiaryForm } from '../../../../components/beneficiary-form';
import { EMPTY_BENEFICIARY } from '../../../../lib/beneficiary-form-values';
import { notifySuccess } from '../../../../lib/notify';
import { useAddCustomerAddress } from '../../api/new-order';

/**
 * An address for the customer who calls, added to their own address book with its form and rules (they will find it
 * at their next checkout too); the order goes there once it is saved.
 */
export function NewAddressDialog({
  customerId,
  opened,
  onClose,
  onCreated,
}: {
  customerId: number;
  opened: boolean;
  onClose: () => void;
  onCreated: (beneficiary: Beneficiary) => void;
}) {
  const { t } = useTranslation('admin-order');
  const add = useAddCustomerAddress(customerId);
  return (
    <Modal opened={opened} onClose={onClose} title={t('new.address_title')} size="lg" centered>
      {/* Mounted per opening: each new address starts empty. */}
      {opened && (
        <BeneficiaryForm
          initialValues={EMPTY_BENEFICIARY}
          mode="create"
          onSubmit={async (body) => {
            const created = await add.mutateAsync(body);
            notifySuccess(t('new.address_added'));
            onCreated(created);
            onClose();
          }}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
