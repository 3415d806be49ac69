import type { Beneficiary, BeneficiaryInput } from '@shop/contracts';

/** The form keeps every text as typed ("" while blank); the Selects keep codes, or null while none is chosen. */
export interface BeneficiaryFormValues {
  name: string;
  last_name: string;
  phone: string;
  ci: string;
  email: string;
  province: string | null;
  municipality: string | null;
  main_street: string;
  first_street: string;
  second_street: string;
  house_or_apartment: string;
  point_of_reference: string;
  address: string;
  date_born: string;
}

export const EMPTY_BENEFICIARY: BeneficiaryFormValues = {
  name: '',
  last_name: '',
  phone: '',
  ci: '',
  email: '',
  province: null,
  municipality: null,
  main_street: '',
  first_street: '',
  second_street: '',
  house_or_apartment: '',
  point_of_reference: '',
  address: '',
  date_born: '',
};

export function formValuesOf(beneficiary: Beneficiary): BeneficiaryFormValues {
  return {
    name: beneficiary.name,
    last_name: beneficiary.last_name,
    phone: beneficiary.phone,
    ci: beneficiary.ci ?? '',
    email: beneficiary.email ?? '',
    province: beneficiary.province,
    municipality: beneficiary.municipality,
    main_street: beneficiary.main_street,
    first_street: beneficiary.first_street ?? '',
    second_street: beneficiary.second_street ?? '',
    house_or_apartment: beneficiary.house_or_apartment ?? '',
    point_of_reference: beneficiary.point_of_reference ?? '',
    address: beneficiary.address ?? '',
    date_born: beneficiary.date_born ?? '',
  };
}

/** What the contract's schema reads: an unchosen province or municipality is a missing one ("required"). */
export function bodyInputOf(values: BeneficiaryFormValues): BeneficiaryInput {
  return {
    ...values,
    province: values.province ?? undefined,
    municipality: values.municipality ?? undefined,
  } as BeneficiaryInput;
}

export const fullName = (b: Pick<Beneficiary, 'name' | 'last_name'>) => `${b.name} ${b.last_name}`;
