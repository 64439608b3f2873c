import { Hono } from 'hono';
import { optionalAuth } from '../http/auth';
import type { AppEnv } from '../http/env';
import { presentSiteSettings } from '../site/present-site';
import { getSiteSettings, publicSiteSettings, shopLanguages } from '../site/site-settings';
import {
  COLOR_PLACEHOLDER,
  presentBrand,
  presentCategory,
  presentColor,
  presentCountry,
  presentGallery,
  presentShipper,
  presentStyle,
  presentSupplier,
  presentTaxRate,
  presentVideo,
} from './present';
import {
  listBrands,
  listCategories,
  listColors,
  listCountries,
  listGalleries,
  listShippers,
  listStyles,
  listSuppliers,
  listTaxRates,
  listVideos,
} from './queries';

/** Public reference lists, each under its own name (spec section 7: "same-named lists"). */
export const referenceRoutes = new Hono<AppEnv>()
  .get('/defaults', optionalAuth, async (c) => {
    const db = c.get('db');
    const isAdmin = c.get('auth')?.userType === 'A';
    const [
      site,
      brands,
      categories,
      colors,
      countries,
      galleries,
      shippers,
      styles,
      taxRates,
      videos,
    ] = await Promise.all([
      getSiteSettings(db),
      listBrands(db),
      listCategories(db),
      listColors(db),
      listCountries(db),
      listGalleries(db),
      listShippers(db),
      listStyles(db),
      listTaxRates(db),
      listVideos(db),
    ]);
    // Who supplies the shop is commercial knowledge: only administrators receive the list.
    const suppliers = isAdmin ? (await listSuppliers(db)).map(presentSupplier) : [];
    return c.json({
      site: presentSiteSettings(isAdmin ? site : publicSiteSettings(site)),
      brands: brands.map(presentBrand),
      categories: categories.map(presentCategory),
      colors: [COLOR_PLACEHOLDER, ...colors.map(presentColor)],
      countries: countries.map(presentCountry),
      galleries: galleries.map(presentGallery),
      shippers: shippers.map(presentShipper),
      styles: styles.map(presentStyle),
      suppliers,
      taxRates: taxRates.map(presentTaxRate),
      videos: videos.map(presentVideo),
      language: shopLanguages(site),
    });
  })
  .get('/countries', async (c) =>
    c.json({ countries: (await listCountries(c.get('db'))).map(presentCountry) }),
  )
  .get('/categories', async (c) =>
    c.json({ categories: (await listCategories(c.get('db'))).map(presentCategory) }),
  )
  .get('/brands', async (c) =>
    c.json({ brands: (await listBrands(c.get('db'))).map(presentBrand) }),
  )
  .get('/galleries', async (c) =>
    c.json({ galleries: (await listGalleries(c.get('db'))).map(presentGallery) }),
  )
  .get('/videos', async (c) =>
    c.json({ videos: (await listVideos(c.get('db'))).map(presentVideo) }),
  );
