import { navigate } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useId, useState, type FormEvent } from 'react';
import { searchPath } from '../../core/search/search-term';
import { useLocalPath } from '../site/LocalLink';

/**
 * Spec 2: "The search box goes to /shop/{term}, or to /admin_product/{term} for an
 * administrator. An empty term, or one that is empty after sanitising, does nothing."
 */
export function SearchBox({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  const localPath = useLocalPath();
  const [term, setTerm] = useState('');
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = searchPath(term, isAdmin);
    if (target) void navigate(localPath(target));
  };

  return (
    <form role="search" className="d-flex my-2 my-md-0" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        id={id}
        type="search"
        className="form-control form-control-sm me-2"
        placeholder={t('search.placeholder')}
        value={term}
        maxLength={100}
        onChange={(event) => setTerm(event.target.value)}
      />
      <button type="submit" className="btn btn-sm btn-outline-dark">
        {t('search.submit')}
      </button>
    </form>
  );
}
