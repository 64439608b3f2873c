import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useRef, useState, type FormEvent } from 'react';
import { SIZES, type Size } from '../../../core/catalogue/sizes';
import { type ContentLanguage, localText } from '../../../core/routes/languages';
import { ApiCallError, type CallerAuth } from '../../../state/api-client';
import { translatedMessage } from '../../ui/forms/field-errors';
import { errorText } from '../../ui/forms/form-failure';
import {
  CheckField,
  FormAlert,
  SelectField,
  SubmitOrCancel,
  TextField,
} from '../../ui/forms/FormField';
import { useSessionGuard } from '../../session/use-session-guard';
import { notify } from '../../layout/notify';
import type { AdminProduct, NamedRecord, ReferenceLists } from './admin-product';
import { CheckList } from './CheckList';
import {
  formFieldOfPath,
  keepSubCategories,
  problemKeyForPath,
  productInputFromForm,
  type ProductFormValues,
} from './product-form-values';
import { ProductPacks } from './ProductPacks';
import { ProductPictures } from './ProductPictures';
import { ProductTexts } from './ProductTexts';
import { saveProduct } from './product-writes';

interface Props {
  auth: CallerAuth;
  lng: ContentLanguage;
  lists: ReferenceLists;
  initial: ProductFormValues;
  onSaved: (product: AdminProduct) => void;
  onCancel: () => void;
}

type Problems = Partial<Record<string, string>>;

/**
 * Adds (POST) or edits (PUT) one product, every field of ProductInput. The form keeps what was
 * typed when a save fails; each refused field shows its message beside it, by the body path
 * the server names (product.lng.ita.name), and anything else in the alert at the top.
 */
export function ProductForm({ auth, lng, lists, initial, onSaved, onCancel }: Props) {
  const { t } = useTranslation();
  const sessionGone = useSessionGuard();
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Problems>({});
  const [alert, setAlert] = useState('');
  const [busy, setBusy] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const editing = values._id !== '';

  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const name = (record: NamedRecord) => localText(record.name, record.itaName, lng);
  const records = (rows: readonly NamedRecord[]) =>
    rows.map((row) => ({ value: row._id, label: name(row) }));
  const choose = (rows: readonly { value: number; label: string }[], none: string) => [
    { value: '', label: none },
    ...rows.map((row) => ({ value: String(row.value), label: row.label })),
  ];
  const category = lists.categories.find((c) => String(c._id) === values.categoryId);
  const subs = category?.subs ?? [];

  const fail = (next: Problems, message: string) => {
    setProblems(next);
    setAlert(message);
    // The alert takes focus so the keyboard and the screen reader start from what went wrong.
    requestAnimationFrame(() => alertRef.current?.focus());
  };

  const explainServer = (err: unknown) => {
    if (!(err instanceof ApiCallError) || err.fields.length === 0) {
      fail({}, errorText(err, t));
      return;
    }
    const next: Problems = {};
    const stray: string[] = [];
    for (const { field, message } of err.fields) {
      const key = problemKeyForPath(field, err.code);
      const text = key ? t(key) : translatedMessage(message, t);
      const shown = formFieldOfPath(field);
      if (shown) next[shown] ??= text;
      else stray.push(text);
    }
    fail(next, [t('adminProducts.form.fixErrors'), ...new Set(stray)].join(' '));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = productInputFromForm(values);
    if (!result.ok) {
      const next: Problems = {};
      for (const [path, key] of Object.entries(result.problems)) if (key) next[path] = t(key);
      fail(next, t('adminProducts.form.fixErrors'));
      return;
    }
    setBusy(true);
    setAlert('');
    setProblems({});
    try {
      const saved = await saveProduct(result.product, auth);
      notify(
        t(editing ? 'adminProducts.form.updated' : 'adminProducts.form.added', { sku: saved.sku }),
        'success',
      );
      onSaved(saved);
    } catch (err) {
      if (!sessionGone(err)) explainServer(err);
    } finally {
      setBusy(false);
    }
  };

  const p = (path: string) => problems[`product.${path}`];
  const numberField = (
    key: 'minPurchase' | 'inStock' | 'minStock' | 'criticalStock' | 'productWeight' | 'salePercent',
    className = 'col-sm-4',
  ) => (
    <TextField
      className={className}
      name={key}
      inputMode="numeric"
      label={t(`adminProducts.field.${key}`)}
      value={values[key]}
      error={p(key)}
      onValueChange={(value) => set(key, value)}
    />
  );
  const euroField = (key: 'retailPrice' | 'supplierPrice') => (
    <TextField
      className="col-sm-4"
      name={key}
      inputMode="decimal"
      label={t(`adminProducts.field.${key}`)}
      // Sold by weight, both prices are per kg (the dashboard costs the weight sold).
      hint={t(
        values.sellBy === 'w' ? 'adminProducts.form.euroPerKgHint' : 'adminProducts.form.euroHint',
      )}
      value={values[key]}
      error={p(key)}
      onValueChange={(value) => set(key, value)}
    />
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      <FormAlert ref={alertRef} message={alert} />
      <fieldset className="mb-3">
        <legend className="h6">{t('adminProducts.section.product')}</legend>
        <div className="row g-3">
          <TextField
            className="col-sm-4"
            name="sku"
            label={t('adminProducts.field.sku')}
            value={values.sku}
            error={p('sku')}
            aria-required
            onValueChange={(value) => set('sku', value)}
          />
          <SelectField
            className="col-sm-4"
            name="status"
            label={t('adminProducts.field.status')}
            value={values.status}
            options={[
              { value: 'A', label: t('adminProducts.status.A') },
              { value: 'Z', label: t('adminProducts.status.Z') },
            ]}
            onValueChange={(value) => set('status', value === 'Z' ? 'Z' : 'A')}
          />
          <SelectField
            className="col-sm-4"
            name="brandId"
            label={t('adminProducts.field.brand')}
            value={values.brandId}
            options={choose(records(lists.brands), t('adminProducts.form.choose'))}
            error={p('brandId')}
            aria-required
            onValueChange={(value) => set('brandId', value)}
          />
          <SelectField
            className="col-sm-4"
            name="categoryId"
            label={t('adminProducts.field.category')}
            value={values.categoryId}
            options={choose(records(lists.categories), t('adminProducts.form.choose'))}
            error={p('categoryId')}
            aria-required
            onValueChange={(value) => {
              const next = lists.categories.find((c) => String(c._id) === value);
              setValues((current) => ({
                ...current,
                categoryId: value,
                subCategoryIds: keepSubCategories(current.subCategoryIds, next?.subs ?? []),
              }));
            }}
          />
          <SelectField
            className="col-sm-4"
            name="supplierId"
            label={t('adminProducts.field.supplier')}
            value={values.supplierId}
            options={choose(
              lists.suppliers.map((s) => ({ value: s._id, label: s.name })),
              t('adminProducts.form.noSupplier'),
            )}
            error={p('supplierId')}
            onValueChange={(value) => set('supplierId', value)}
          />
          <SelectField
            className="col-sm-4"
            name="taxRateId"
            label={t('adminProducts.field.taxRate')}
            value={values.taxRateId}
            options={choose(
              lists.taxRates.map((r) => ({
                value: r._id,
                label: `${r.name} (${r.countryCode}, ${r.rateBp / 100} %)`,
              })),
              t('adminProducts.form.countryRate'),
            )}
            error={p('taxRateId')}
            onValueChange={(value) => set('taxRateId', value)}
          />
        </div>
        <CheckList
          legend={t('adminProducts.field.subCategories')}
          items={records(subs)}
          checked={values.subCategoryIds}
          onChange={(ids) => set('subCategoryIds', ids)}
          error={p('subCategoryIds')}
          emptyText={t(
            category ? 'adminProducts.form.noSubs' : 'adminProducts.form.chooseCategory',
          )}
        />
        <CheckList
          legend={t('adminProducts.field.colors')}
          items={records(lists.colors)}
          checked={values.colorIds}
          onChange={(ids) => set('colorIds', ids)}
          error={p('colorIds')}
        />
        <CheckList
          legend={t('adminProducts.field.styles')}
          items={records(lists.styles)}
          checked={values.styleIds}
          onChange={(ids) => set('styleIds', ids)}
          error={p('styleIds')}
        />
        <CheckList<Size>
          legend={t('adminProducts.field.sizes')}
          items={SIZES.map((size) => ({ value: size, label: size }))}
          checked={values.sizes}
          onChange={(sizes) => set('sizes', sizes)}
          error={p('sizes')}
        />
      </fieldset>

      <fieldset className="mb-3">
        <legend className="h6">{t('adminProducts.section.selling')}</legend>
        <div className="row g-3">
          <SelectField
            className="col-sm-4"
            name="sellBy"
            label={t('adminProducts.field.sellBy')}
            value={values.sellBy}
            options={[
              { value: 'u', label: t('adminProducts.sellBy.u') },
              { value: 'w', label: t('adminProducts.sellBy.w') },
            ]}
            onValueChange={(value) => set('sellBy', value === 'w' ? 'w' : 'u')}
          />
          {euroField('retailPrice')}
          {numberField('salePercent')}
          {numberField('minPurchase')}
          {euroField('supplierPrice')}
        </div>
        <div className="d-flex flex-wrap gap-4 mt-2">
          <CheckField
            name="freeDelivery"
            label={t('adminProducts.field.freeDelivery')}
            checked={values.freeDelivery}
            onCheckedChange={(checked) => set('freeDelivery', checked)}
          />
          <CheckField
            name="featured"
            label={t('adminProducts.field.featured')}
            checked={values.featured}
            onCheckedChange={(checked) => set('featured', checked)}
          />
          <CheckField
            name="special"
            label={t('adminProducts.field.special')}
            checked={values.special}
            onCheckedChange={(checked) => set('special', checked)}
          />
        </div>
      </fieldset>

      <ProductPacks
        packs={values.packs}
        onChange={(packs) => set('packs', packs)}
        problems={problems}
      />

      <fieldset className="mb-3">
        <legend className="h6">{t('adminProducts.section.stock')}</legend>
        <div className="row g-3">
          {numberField('inStock')}
          {numberField('minStock')}
          {numberField('criticalStock')}
          {numberField('productWeight')}
          <SelectField
            className="col-sm-4"
            name="weightUnit"
            label={t('adminProducts.field.weightUnit')}
            value={values.weightUnit}
            options={[
              { value: 'g', label: t('adminProducts.weightUnit.g') },
              { value: 'kg', label: t('adminProducts.weightUnit.kg') },
            ]}
            onValueChange={(value) => set('weightUnit', value === 'kg' ? 'kg' : 'g')}
          />
        </div>
      </fieldset>

      <ProductPictures
        auth={auth}
        images={values.images}
        onChange={(images) => set('images', images)}
        error={p('images')}
      />

      <ProductTexts lng={values.lng} onChange={(next) => set('lng', next)} problems={problems} />

      <SubmitOrCancel
        busy={busy}
        label={t(editing ? 'adminProducts.form.save' : 'adminProducts.form.add')}
        busyLabel={t('adminProducts.saving')}
        onCancel={onCancel}
      />
    </form>
  );
}
