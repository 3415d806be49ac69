import { type Beneficiary, municipalityName, provinceName } from '@shop/contracts';
import type { BeneficiaryRow } from './beneficiaries.table';

/** A beneficiary as its owner sees it, with the place names beside their codes. */
export function toBeneficiary(row: BeneficiaryRow): Beneficiary {
  return {
    id: row.id,
    name: row.name,
    last_name: row.lastName,
    phone: row.phone,
    ci: row.ci,
    email: row.email,
    province: row.province,
    province_name: provinceName(row.province) ?? row.province,
    municipality: row.municipality,
    municipality_name: municipalityName(row.municipality) ?? row.municipality,
    main_street: row.mainStreet,
    first_street: row.firstStreet,
    second_street: row.secondStreet,
    house_or_apartment: row.houseOrApartment,
    point_of_reference: row.pointOfReference,
    address: row.address,
    date_born: row.dateBorn,
    location: row.location ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
