import type { PointOfSale, PointOfSaleInput, SchedulePeriod } from '@shop/contracts';

export interface PointOfSaleFormValues {
  name: string;
  address: string;
  /** The Selects' values: codes, or null while none is chosen. */
  province: string | null;
  municipality: string | null;
  /** NumberInput gives '' while blank. */
  longitude: number | string;
  latitude: number | string;
  phones: string[];
  /** Kept sorted by weekday, as the server keeps it, so an error's index points at the same period here. */
  schedule: SchedulePeriod[];
  use_for_local_pickup: boolean;
  main_warehouse: boolean;
  active: boolean;
}

export const EMPTY_POINT_OF_SALE: PointOfSaleFormValues = {
  name: '',
  address: '',
  province: null,
  municipality: null,
  longitude: '',
  latitude: '',
  phones: [''],
  schedule: [],
  use_for_local_pickup: true,
  main_warehouse: false,
  active: true,
};

export function formValuesOf(point: PointOfSale): PointOfSaleFormValues {
  return {
    name: point.name,
    address: point.address,
    province: point.province,
    municipality: point.municipality,
    longitude: point.longitude,
    latitude: point.latitude,
    phones: point.phones.length ? point.phones : [''],
    schedule: point.schedule,
    use_for_local_pickup: point.use_for_local_pickup,
    main_warehouse: point.main_warehouse,
    active: point.active,
  };
}

/** What the contract's schema reads: a blank field is a missing one, so it says "required" rather than "wrong". */
export function bodyInputOf(values: PointOfSaleFormValues): PointOfSaleInput {
  const coordinate = (value: number | string) => (value === '' ? undefined : Number(value));
  return {
    ...values,
    province: values.province ?? undefined,
    municipality: values.municipality ?? undefined,
    longitude: coordinate(values.longitude),
    latitude: coordinate(values.latitude),
  } as PointOfSaleInput;
}
