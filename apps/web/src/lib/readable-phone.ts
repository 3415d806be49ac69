/** A stored number ("+5352345678") as people read it: "+53 5234 5678"; other numbers as they are. */
export const readablePhone = (phone: string) =>
  phone.startsWith('+53') ? `+53 ${phone.slice(3, -4)} ${phone.slice(-4)}` : phone;
