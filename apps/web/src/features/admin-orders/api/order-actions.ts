import {
  type ChangeOrderStatusBody,
  type ChangeOrdersStatusBody,
  fillPath,
  ORDER_MESSAGES_PATH,
  ORDER_PATHS,
  type OrderActionReply,
  type OrderMessageBody,
  type OrderNoteBody,
  type OrdersStatusChangedReply,
  type ReceiptDecisionBody,
} from '@shop/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminOrderKeys, adminOrderPaths } from './order-keys';

/** Every action answers with the whole order: it becomes the cached detail, and the lists are refreshed. */
function storeOrder(queryClient: QueryClient, reply: OrderActionReply) {
  queryClient.setQueryData(adminOrderKeys.detail(reply.order.id), reply.order);
  return queryClient.invalidateQueries({ queryKey: adminOrderKeys.lists() });
}

function useOrderAction<Input>(send: (input: Input) => Promise<OrderActionReply>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: (reply) => storeOrder(queryClient, reply) });
}

export function useChangeOrderStatus(orderId: number) {
  return useOrderAction((body: ChangeOrderStatusBody) =>
    api<OrderActionReply>(adminOrderPaths.status(orderId), { method: 'PUT', body }),
  );
}

export type OrderFlag = 'contacted' | 'dispatched';

export function useSetOrderFlag(orderId: number, flag: OrderFlag) {
  return useOrderAction((value: boolean) =>
    api<OrderActionReply>(adminOrderPaths[flag](orderId), { method: 'PUT', body: { value } }),
  );
}

export type PaymentResult = 'paid' | 'prepaid' | 'denied';

export interface RecordPaymentInput {
  result: PaymentResult;
  reason?: string;
}

export function useRecordPayment(orderId: number) {
  return useOrderAction((body: RecordPaymentInput) =>
    api<OrderActionReply>(adminOrderPaths.payment(orderId), { method: 'POST', body }),
  );
}

/** Staff accept a transfer receipt (the order is then paid) or reject it with a reason. */
export function useDecideReceipt(orderId: number) {
  return useOrderAction(({ receipt, ...body }: ReceiptDecisionBody & { receipt: number }) =>
    api<OrderActionReply>(fillPath(ORDER_PATHS.adminReceipt, { id: orderId, receipt }), {
      method: 'PUT',
      body,
    }),
  );
}

/** A note for the other members of staff; its author may take it back. */
export function useAddOrderNote(orderId: number) {
  return useOrderAction((body: OrderNoteBody) =>
    api<OrderActionReply>(adminOrderPaths.notes(orderId), { method: 'POST', body }),
  );
}

export function useDeleteOrderNote(orderId: number) {
  return useOrderAction((note: number) =>
    api<OrderActionReply>(fillPath(ORDER_PATHS.adminNote, { id: orderId, note }), { method: 'DELETE' }),
  );
}

/** The shop's message to the order's customer (decision 106): kept on the order and mailed to them. */
export function useWriteOrderMessage(orderId: number) {
  return useOrderAction((body: OrderMessageBody) =>
    api<OrderActionReply>(fillPath(ORDER_MESSAGES_PATH, { id: orderId }), { method: 'POST', body }),
  );
}

/** Staff give an online payment owed to the shopper back through the provider that took it. */
export function useRefundPayment(orderId: number) {
  return useOrderAction((payment: number) =>
    api<OrderActionReply>(fillPath(ORDER_PATHS.adminPaymentRefund, { id: orderId, payment }), {
      method: 'POST',
    }),
  );
}

/** Several orders moved to one status (decision 100): the lists and the orders' pages are read anew. */
export function useChangeOrdersStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeOrdersStatusBody) =>
      api<OrdersStatusChangedReply>(ORDER_PATHS.adminStatusMany, { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminOrderKeys.all }),
  });
}
