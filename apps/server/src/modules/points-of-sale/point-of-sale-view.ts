import { municipalityName, type PickupPoint, type PointOfSale, provinceName } from '@shop/contracts';
import type { PointOfSaleRow } from './points-of-sale.table';

/** A point of sale as the back office sees it, with the place names beside their codes. */
export function toPointOfSale(row: PointOfSaleRow): PointOfSale {
  return {
    ...toPickupPoint(row),
    use_for_local_pickup: row.useForLocalPickup,
    main_warehouse: row.mainWarehouse,
    active: row.active,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What a shopper needs to choose where to pick an order up. */
export function toPickupPoint(row: PointOfSaleRow): PickupPoint {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    province: row.province,
    // A code the locations list dropped would still show, as itself.
    province_name: provinceName(row.province) ?? row.province,
    municipality: row.municipality,
    municipality_name: municipalityName(row.municipality) ?? row.municipality,
    longitude: row.longitude,
    latitude: row.latitude,
    phones: row.phones,
    schedule: row.schedule,
  };
}
