import type { OrderStatus, OrderStatusInput } from '@shop/contracts';
import { wholeOr } from '../../../lib/number-input-values';

export interface OrderStatusFormValues {
  name: string;
  color: string;
  /** NumberInput gives '' while blank: a new status then goes last, an edited one keeps its place. */
  position: number | string;
  counts_against_availability: boolean;
  is_final: boolean;
}

export const EMPTY_ORDER_STATUS: OrderStatusFormValues = {
  name: '',
  color: '#228be6',
  position: '',
  counts_against_availability: true,
  is_final: false,
};

export function formValuesOf(status: OrderStatus): OrderStatusFormValues {
  return {
    name: status.name,
    color: status.color,
    position: status.position,
    counts_against_availability: status.counts_against_availability,
    is_final: status.is_final,
  };
}

export function bodyInputOf(values: OrderStatusFormValues): OrderStatusInput {
  return { ...values, position: wholeOr(values.position, undefined) };
}
