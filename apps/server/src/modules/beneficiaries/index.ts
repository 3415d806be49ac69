export { beneficiaryOf, createBeneficiary, rememberDeliveryPoint } from './beneficiaries.service';
export { type BeneficiaryRow, beneficiaries } from './beneficiaries.table';
