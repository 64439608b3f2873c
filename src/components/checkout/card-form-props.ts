import type { CardIntent } from './checkout-api';

/** What either card form (the simulator's, Stripe Elements) is given. */
export interface CardFormProps {
  intent: CardIntent;
  publishableKey: string;
  /** Where the bank's page (3-D Secure) sends the customer back: /checkout?payment_intent=… */
  returnUrl: string;
  /** The provider charged the card: the order is placed from here (never rejects). */
  onCharged: () => Promise<void>;
}
