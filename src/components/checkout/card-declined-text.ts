import type { CardDeclineReason } from '../../core/checkout/card-decline';
import type { TranslateWith } from '../ui/forms/form-failure';

/** The spec's headline, then what the shopper can do about this reason, in the page's language. */
export const cardDeclinedText = (reason: CardDeclineReason, t: TranslateWith): string =>
  `${t('error.PAYMENT_FAILED')}. ${t(`checkout.card.decline.${reason}`)}`;
