import React, { useId, useState, type ReactNode } from 'react';
import { Pager } from '../../ui/Pager';
import { pageOf } from './import-result';

const PAGE_SIZE = 50;

/**
 * A titled part of the import's preview whose table shows a page of a long list at a time (a
 * big file has thousands of rows), with the pager above it. Nothing while the list is empty.
 */
export function PagedSection<T>({
  title,
  items,
  children,
}: {
  title: string;
  items: readonly T[];
  /** The table of the page shown. */
  children: (shown: T[]) => ReactNode;
}) {
  const headingId = useId();
  const [page, setPage] = useState(1);
  if (items.length === 0) return null;
  const shown = pageOf(items, page, PAGE_SIZE);
  return (
    <section aria-labelledby={headingId} className="mb-4">
      <h3 id={headingId} className="h5">
        {title}
      </h3>
      <Pager
        texts="adminImport.pages"
        list={title}
        span={{ ...shown, total: items.length }}
        onPage={setPage}
        className="mb-3"
      />
      <div className="table-responsive">{children(shown.items)}</div>
    </section>
  );
}
