import React, { type FormEvent, type ReactNode, type RefObject } from 'react';

interface Props {
  /** The useForm whose fields the form holds (its ref finds the first invalid one). */
  form: { formRef: RefObject<HTMLFormElement> };
  onSubmit: (event: FormEvent) => void;
  /** The id of the heading inside that names the form. */
  headingId: string;
  /** Said to assistive technology while the form saves, where the form says it. */
  busy?: boolean;
  className?: string;
  testId?: string;
  children: ReactNode;
}

/** A form checked by useForm and named by the heading it holds. */
export function HeadedForm({
  form,
  onSubmit,
  headingId,
  busy,
  className,
  testId,
  children,
}: Props) {
  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={headingId}
      aria-busy={busy}
      className={className}
      data-testid={testId}
    >
      {children}
    </form>
  );
}
