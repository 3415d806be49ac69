import { Modal } from '@mantine/core';
import type { Beneficiary, BeneficiaryBody } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { BeneficiaryForm } from '../../../components/beneficiary-form';
import { EMPTY_BENEFICIARY, formValuesOf, fullName } from '../../../lib/beneficiary-form-values';
import { notifySuccess } from '../../../lib/notify';
import { useCreateBeneficiary } from '../api/create-beneficiary';
import { useUpdateBeneficiary } from '../api/update-beneficiary';

interface BeneficiaryModalProps {
  opened: boolean;
  /** The beneficiary to edit; null to add one. */
  beneficiary: Beneficiary | null;
  onClose: () => void;
  /** A new beneficiary was saved (not called after an edit). */
  onCreated?: (beneficiary: Beneficiary) => void;
}

/** Adds or edits a beneficiary in a dialog. */
export function BeneficiaryModal({ opened, beneficiary, onClose, onCreated }: BeneficiaryModalProps) {
  const { t } = useTranslation('beneficiaries');
  const create = useCreateBeneficiary();
  const update = useUpdateBeneficiary();

  const save = async (body: BeneficiaryBody) => {
    if (beneficiary) {
      await update.mutateAsync({ id: beneficiary.id, body });
      notifySuccess(t('notifications.updated'));
    } else {
      const created = await create.mutateAsync(body);
      notifySuccess(t('notifications.created'));
      onCreated?.(created);
    }
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={beneficiary ? t('edit_title', { name: fullName(beneficiary) }) : t('create_title')}
      size="lg"
      centered
    >
      {/* Mounted per opening, so the form starts from the beneficiary's values each time. */}
      {opened && (
        <BeneficiaryForm
          initialValues={beneficiary ? formValuesOf(beneficiary) : EMPTY_BENEFICIARY}
          mode={beneficiary ? 'edit' : 'create'}
          onSubmit={save}
          onCancel={onClose}
          hasDeliveryPoint={Boolean(beneficiary?.location)}
        />
      )}
    </Modal>
  );
}
