import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useId, useMemo, useState, type ReactNode } from 'react';
import { groupByCategory, type MediaItem } from '../../core/content/media-categories';
import type { ContentLanguage } from '../../core/routes/languages';

export interface CategorisedMediaProps<T extends MediaItem & { _id: number }> {
  items: readonly T[];
  lng: ContentLanguage;
  /** The page's translation prefix: {prefix}.filter, .all, .other and .empty. */
  prefix: 'gallery' | 'video';
  /** `index` counts the shown items from the top of the page (the first ones load eagerly). */
  renderItem: (item: T, index: number) => ReactNode;
  /** Classes of each group's list (a Bootstrap row). */
  listClassName: string;
}

/**
 * Gallery pictures or videos under their category headings, with a row of toggle buttons that
 * shows one category or all of them. Without JavaScript every category shows.
 */
export function CategorisedMedia<T extends MediaItem & { _id: number }>({
  items,
  lng,
  prefix,
  renderItem,
  listClassName,
}: CategorisedMediaProps<T>) {
  const { t } = useTranslation();
  const filterLabelId = useId();
  const headingId = useId();
  const groups = useMemo(() => groupByCategory(items, lng), [items, lng]);
  const [selected, setSelected] = useState<string | null>(null);

  if (groups.length === 0) return <p>{t(`${prefix}.empty`)}</p>;

  // A category that a live refresh removed falls back to showing everything.
  const active = groups.some((group) => group.category === selected) ? selected : null;
  const shown = active === null ? groups : groups.filter((group) => group.category === active);
  const label = (category: string, name: string) => (category === '' ? t(`${prefix}.other`) : name);
  const options: { category: string | null; name: string }[] = [
    { category: null, name: t(`${prefix}.all`) },
    ...groups.map((group) => ({
      category: group.category,
      name: label(group.category, group.label),
    })),
  ];
  let index = 0;

  return (
    <>
      {groups.length > 1 && (
        <div className="d-flex flex-wrap align-items-center gap-2 mb-4">
          <span id={filterLabelId} className="me-1">
            {t(`${prefix}.filter`)}
          </span>
          <div role="group" aria-labelledby={filterLabelId} className="d-flex flex-wrap gap-2">
            {options.map((option) => {
              const pressed = option.category === active;
              return (
                <button
                  key={option.category ?? '*'}
                  type="button"
                  className={`btn btn-sm ${pressed ? 'btn-dark' : 'btn-outline-dark'}`}
                  aria-pressed={pressed}
                  onClick={() => setSelected(option.category)}
                >
                  {option.name}
                </button>
              );
            })}
          </div>
        </div>
      )}
      {shown.map((group, groupIndex) => {
        const id = `${headingId}-${groupIndex}`;
        return (
          <section key={group.category} aria-labelledby={id} className="mb-4">
            <h2 id={id} className="h5">
              {label(group.category, group.label)}
            </h2>
            <ul className={`list-unstyled ${listClassName}`}>
              {group.items.map((item) => (
                <li key={item._id} className="col">
                  {renderItem(item, index++)}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
