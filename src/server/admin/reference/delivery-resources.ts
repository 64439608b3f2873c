import { and, eq, ne } from 'drizzle-orm';
import {
  adminCountrySchema,
  adminShipperSchema,
  adminTaxRateSchema,
  type AdminCountryInput,
  type AdminShipperInput,
  type AdminTaxRateInput,
} from '../../../core/validation/admin-reference';
import type { Db } from '../../db/client';
import { countries, shippers, taxRates } from '../../db/schema';
import { badRequest, notFound } from '../../../core/domain-error';
import { adminCountries, adminShippers, adminTaxRates } from './admin-lists';
import {
  adminCountryRowSchema,
  adminShipperRowSchema,
  adminTaxRateRowSchema,
} from './reference-answers';
import { referenceResource } from './reference-resource';
import type { Tx } from '../../db/transaction';
import { countryUsage, shipperUsage, taxRateUsage } from './usage';

const countryRow = (i: AdminCountryInput) => ({
  code: i.code,
  name: i.name,
  itaName: i.itaName,
  deliveryStdDays: i.deliveryStdDays,
  deliveryExpressDays: i.deliveryExpressDays,
  deliveryStdFee: i.deliveryStdFee,
  deliveryExpressFee: i.deliveryExpressFee,
  deliveryFeeKg: i.deliveryFeeKg,
  deliveryFee5: i.deliveryFee5,
  deliveryFee10: i.deliveryFee10,
  taxRateId: i.taxRateId,
  active: i.active,
  sort: i.sort,
});

async function assertTaxRate(db: Db, taxRateId: number | null) {
  if (taxRateId === null) return;
  if (!(await db.$count(taxRates, eq(taxRates.id, taxRateId)))) {
    throw badRequest('Unknown tax rate', [{ field: 'taxRateId', message: 'Unknown tax rate' }]);
  }
}

export const countryResource = referenceResource({
  path: 'admin_countries',
  purges: ['countries'],
  one: 'country',
  many: 'countries',
  label: 'Country',
  schema: adminCountrySchema,
  row: adminCountryRowSchema,
  list: adminCountries,
  insert: async (db, i) => {
    await assertTaxRate(db, i.taxRateId);
    const [row] = await db.insert(countries).values(countryRow(i)).returning({ id: countries.id });
    return row!.id;
  },
  update: async (db, id, i) => {
    await assertTaxRate(db, i.taxRateId);
    const rows = await db
      .update(countries)
      .set(countryRow(i))
      .where(eq(countries.id, id))
      .returning({ id: countries.id });
    return rows.length > 0;
  },
  remove: async (db, id) =>
    (await db.delete(countries).where(eq(countries.id, id)).returning({ id: countries.id }))
      .length > 0,
  usedBy: countryUsage,
  duplicates: {
    countries_code_uq: { field: 'code', message: 'A country with that code already exists' },
    countries_name_uq: { field: 'name', message: 'A country with that name already exists' },
  },
});

const shipperRow = (i: AdminShipperInput) => ({
  name: i.name,
  trackingUrl: i.trackingUrl,
  active: i.active,
});

export const shipperResource = referenceResource({
  path: 'admin_shippers',
  purges: ['shippers'],
  one: 'shipper',
  many: 'shippers',
  label: 'Shipper',
  schema: adminShipperSchema,
  row: adminShipperRowSchema,
  list: adminShippers,
  insert: async (db, i) => {
    const [row] = await db.insert(shippers).values(shipperRow(i)).returning({ id: shippers.id });
    return row!.id;
  },
  update: async (db, id, i) =>
    (
      await db
        .update(shippers)
        .set(shipperRow(i))
        .where(eq(shippers.id, id))
        .returning({ id: shippers.id })
    ).length > 0,
  remove: async (db, id) =>
    (await db.delete(shippers).where(eq(shippers.id, id)).returning({ id: shippers.id })).length >
    0,
  usedBy: shipperUsage,
  duplicates: {
    shippers_name_uq: { field: 'name', message: 'A shipper with that name already exists' },
  },
});

const taxRateRow = (i: AdminTaxRateInput) => ({
  name: i.name,
  countryCode: i.countryCode,
  rateBp: i.rateBp,
  isDefault: i.isDefault,
  description: i.description,
});

/** There is one shop default: making a rate the default takes the flag from the others. */
async function clearOtherDefaults(db: Tx, id: number | undefined) {
  await db
    .update(taxRates)
    .set({ isDefault: false })
    .where(
      id === undefined
        ? eq(taxRates.isDefault, true)
        : and(eq(taxRates.isDefault, true), ne(taxRates.id, id)),
    );
}

export const taxRateResource = referenceResource({
  path: 'admin_tax_rates',
  purges: ['tax-rates'],
  one: 'taxRate',
  many: 'taxRates',
  label: 'Tax rate',
  schema: adminTaxRateSchema,
  row: adminTaxRateRowSchema,
  list: adminTaxRates,
  insert: (db, i) =>
    db.transaction(async (tx) => {
      if (i.isDefault) await clearOtherDefaults(tx, undefined);
      const [row] = await tx.insert(taxRates).values(taxRateRow(i)).returning({ id: taxRates.id });
      return row!.id;
    }),
  update: (db, id, i) =>
    db.transaction(async (tx) => {
      if (i.isDefault) await clearOtherDefaults(tx, id);
      const rows = await tx
        .update(taxRates)
        .set(taxRateRow(i))
        .where(eq(taxRates.id, id))
        .returning({ id: taxRates.id });
      // Thrown, not returned: a missing id must roll back the cleared default with it.
      if (!rows.length) throw notFound('Tax rate');
      return true;
    }),
  remove: async (db, id) =>
    (await db.delete(taxRates).where(eq(taxRates.id, id)).returning({ id: taxRates.id })).length >
    0,
  usedBy: taxRateUsage,
  duplicates: {
    tax_rates_name_uq: {
      field: 'name',
      message: 'This country already has a tax rate with that name',
    },
  },
});
