-- The reasons the shop writes itself are kept by their message key too, so each reader sees them in their own
-- language (orders/status-reason.ts). Reasons already written by the shop are recognised by their text.
ALTER TABLE "order_status_changes" ADD COLUMN "reason_key" varchar(40);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status_reason_key" varchar(40);--> statement-breakpoint
UPDATE "orders" SET "status_reason_key" = CASE "status_reason"
    WHEN 'Cancelado por el cliente' THEN 'cancelled_by_customer'
    WHEN 'Cancelado: el plazo de pago terminó sin recibir el pago' THEN 'payment_window_expired'
    WHEN 'Pedido cancelado porque el pago fue denegado' THEN 'payment_denied'
    WHEN 'Order cancelled because payment was denied' THEN 'payment_denied'
  END
  WHERE "status_reason" IN ('Cancelado por el cliente', 'Cancelado: el plazo de pago terminó sin recibir el pago',
    'Pedido cancelado porque el pago fue denegado', 'Order cancelled because payment was denied');--> statement-breakpoint
UPDATE "order_status_changes" SET "reason_key" = CASE "reason"
    WHEN 'Cancelado por el cliente' THEN 'cancelled_by_customer'
    WHEN 'Cancelado: el plazo de pago terminó sin recibir el pago' THEN 'payment_window_expired'
    WHEN 'Pedido cancelado porque el pago fue denegado' THEN 'payment_denied'
    WHEN 'Order cancelled because payment was denied' THEN 'payment_denied'
  END
  WHERE "reason" IN ('Cancelado por el cliente', 'Cancelado: el plazo de pago terminó sin recibir el pago',
    'Pedido cancelado porque el pago fue denegado', 'Order cancelled because payment was denied');
