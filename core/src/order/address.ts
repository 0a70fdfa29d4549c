import { NIGERIAN_STATES, type StateCode } from '../pricing/states.ts';

/** The address fields an order keeps (city, landmark and state are absent on orders from before they were asked). */
export interface AddressParts {
  shippingAddress: string;
  landmark?: string | null;
  city?: string | null;
  state?: string | null;
}

/**
 * The address as the owner and the shopper read it, one block: street, "Landmark: …", "City/LGA, State".
 * The admin's order page, the tracking page, the e-mails and the WhatsApp messages all show these lines.
 */
export function addressLines(address: AddressParts): string[] {
  const state = address.state ? (NIGERIAN_STATES[address.state as StateCode] ?? address.state) : null;
  const place = [address.city?.trim(), state].filter(Boolean).join(', ');
  return [
    address.shippingAddress.trim(),
    ...(address.landmark?.trim() ? [`Landmark: ${address.landmark.trim()}`] : []),
    ...(place ? [place] : []),
  ].filter(Boolean);
}
