/** How money marked paid by hand arrived (a payment row of provider MANUAL keeps it). */
export const MANUAL_PAYMENT_METHODS = ['bank_transfer', 'cash', 'other'] as const;
export type ManualPaymentMethod = (typeof MANUAL_PAYMENT_METHODS)[number];
