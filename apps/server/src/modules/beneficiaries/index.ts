export {
  addressBooks,
  beneficiaryOf,
  createBeneficiary,
  listBeneficiaries,
  rememberDeliveryPoint,
} from './beneficiaries.service';
export { type BeneficiaryRow, beneficiaries } from './beneficiaries.table';
