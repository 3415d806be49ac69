import type { PickupPoint, ShippingOptionsReply } from '@shop/contracts';

/** A shop delivering home and to a pickup point, with its three pay forms: the checkout's and the new-order screen's. */
export const shippingOptions: ShippingOptionsReply = {
  home_delivery: true,
  local_pickup: true,
  pickup_address: '',
  provinces: [],
  free_shipping: null,
  max_quantity_for_home_shipping: null,
  count_shipment: true,
  payment_timeout: 60,
  wholesale_prepayment: 50,
  pay_forms: {
    home: [
      { code: 'cash_on_delivery', name: 'Efectivo contra entrega', instructions: '', paid_in_advance: false },
      {
        code: 'transfer',
        name: 'Transferencia',
        instructions: 'Envía el comprobante.',
        paid_in_advance: true,
      },
    ],
    pickup: [
      { code: 'cash_on_pickup', name: 'Efectivo al recoger', instructions: '', paid_in_advance: false },
    ],
  },
  online_providers: [],
};

export const vedado: PickupPoint = {
  id: 3,
  name: 'Tienda Vedado',
  address: 'Calle 23 No. 456',
  province: 'la-habana',
  province_name: 'La Habana',
  municipality: 'la-habana/plaza-de-la-revolucion',
  municipality_name: 'Plaza de la Revolución',
  longitude: -82.38,
  latitude: 23.13,
  phones: ['+5378301234'],
  schedule: [{ weekday: 2, opens: '09:00', closes: '17:00' }],
};
