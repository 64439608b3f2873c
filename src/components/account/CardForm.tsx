import React, { type FormEvent, type ReactNode, type RefObject } from 'react';

interface Props {
  /** The useForm whose fields the form holds (its ref finds the first invalid one). */
  form: { formRef: RefObject<HTMLFormElement> };
  onSubmit: (event: FormEvent) => void;
  /** The id of the heading inside that names the form. */
  headingId: string;
  testId: string;
  children: ReactNode;
}

/** A form of an account screen that opens as a card above its list (an address, a review). */
export function CardForm({ form, onSubmit, headingId, testId, children }: Props) {
  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={headingId}
      className="card card-body mb-4"
      data-testid={testId}
    >
      {children}
    </form>
  );
}
