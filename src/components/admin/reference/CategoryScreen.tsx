import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import type { CallerAuth } from '../../../state/api-client';
import { categoryDescriptor } from './category';
import { categorySubDescriptor } from './category-sub';
import { ReferenceScreen } from './ReferenceScreen';

/**
 * /admin_category: the categories, and in an open category's panel its own sub-categories
 * (admin_categories_subs, scoped by the category).
 */
export function CategoryScreen({ auth }: { auth: CallerAuth }) {
  const { t } = useTranslation();
  return (
    <ReferenceScreen
      auth={auth}
      descriptor={categoryDescriptor}
      extraAfterSave={t('adminReference.category.subsAfterSave')}
      extra={(category, changed) => (
        <section aria-labelledby={`subs-${category._id}`}>
          <h3 id={`subs-${category._id}`} className="h6">
            {t('adminReference.categorySub.heading', { name: category.name })}
          </h3>
          <ReferenceScreen
            auth={auth}
            descriptor={categorySubDescriptor}
            onChanged={changed}
            scope={{
              query: `categoryId=${category._id}`,
              body: { categoryId: category._id },
            }}
          />
        </section>
      )}
    />
  );
}
