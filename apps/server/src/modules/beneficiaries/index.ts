export { beneficiaryOf, createBeneficiary } from './beneficiaries.service';
export { type BeneficiaryRow, beneficiaries } from './beneficiaries.table';
