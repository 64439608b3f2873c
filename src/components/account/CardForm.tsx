import React, { type ComponentProps } from 'react';
import { HeadedForm } from '../ui/forms/HeadedForm';

type Props = Omit<ComponentProps<typeof HeadedForm>, 'busy' | 'className'> & { testId: string };

/** A form of an account screen that opens as a card above its list (an address, a review). */
export function CardForm(props: Props) {
  return <HeadedForm {...props} className="card card-body mb-4" />;
}
