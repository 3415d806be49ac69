/**
 * A stored number ("+5352345678") as people read it: "+53 5234 5678", with no-break spaces so that a line never
 * splits it (a pickup point's phones broke as "+53 7830" and "1234"); other numbers as they are.
 */
export const readablePhone = (phone: string) =>
  phone.startsWith('+53') ? `+53\u00a0${phone.slice(3, -4)}\u00a0${phone.slice(-4)}` : phone;
