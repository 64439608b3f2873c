import { describe, expect, it } from 'vitest';
import { brandDescriptor, type BrandRecord } from './brand';
import { categoryDescriptor, type CategoryRecord } from './category';
import { categorySubDescriptor } from './category-sub';
import { colorDescriptor } from './color';
import { countryDescriptor, TAX_RATE_LOOKUP, type CountryRecord } from './country';
import { galleryDescriptor, type GalleryRecord } from './gallery';
import { shipperDescriptor } from './shipper';
import { styleDescriptor } from './style';
import { supplierDescriptor } from './supplier';
import { taxRateDescriptor, type TaxRateRecord } from './tax-rate';
import type { FieldSpec, FormValues, ReferenceDescriptor } from './types';
import { videoDescriptor, youtubeIdOf, type VideoRecord } from './video';

const brand: BrandRecord = {
  _id: 4,
  name: 'Acme',
  itaName: 'Acme IT',
  customerMenu: false,
  banner: { showBanner: true, image: '/images/banners/acme.jpg' },
  bannerImage: 'banners/acme.jpg',
  sort: 3,
};

const country: CountryRecord = {
  _id: 2,
  code: 'IT',
  name: 'Italy',
  itaName: 'Italia',
  deliveryStdDays: '3-5',
  deliveryExpressDays: '1',
  deliveryStdFee: 490,
  deliveryExpressFee: 1207,
  deliveryFeeKg: 29,
  deliveryFee5: 0,
  deliveryFee10: 100000,
  taxRateId: 7,
  active: true,
  sort: 10,
};

const mediaTexts = {
  eng: { category: 'Shows', title: 'Milan', descr: 'The stand' },
  ita: { category: 'Fiere', title: 'Milano', descr: 'Lo stand' },
};

describe('brand', () => {
  it('edits the banner by its address and sends the record the API takes', () => {
    const values = brandDescriptor.toValues(brand);
    expect(values).toEqual({
      name: 'Acme',
      itaName: 'Acme IT',
      customerMenu: false,
      showBanner: true,
      bannerImage: '/images/banners/acme.jpg',
      sort: '3',
    });
    expect(brandDescriptor.toBody({ ...values, name: '  Acme  ' })).toEqual({
      name: 'Acme',
      itaName: 'Acme IT',
      customerMenu: false,
      banner: { showBanner: true, image: 'banners/acme.jpg' },
      sort: 3,
    });
  });

  it('checks the name, the picture and the sort order before sending', () => {
    expect(brandDescriptor.check(brandDescriptor.toValues(brand))).toEqual({});
    expect(
      brandDescriptor.check({
        ...brandDescriptor.blank,
        name: ' ',
        bannerImage: '../x.jpg',
        sort: '-1',
      }),
    ).toEqual({ name: 'required', bannerImage: 'imageKey', sort: 'sort' });
  });
});

describe('category', () => {
  const category: CategoryRecord = {
    _id: 9,
    name: 'Bags',
    itaName: 'Borse',
    mainCat: true,
    subCategoryMenu: false,
    banner: { showBanner: false, image: '' },
    bannerImage: '',
    sort: 0,
    brandIds: [4, 12],
    lng: { eng: { subCategory: 'Small;Large' }, ita: { subCategory: 'Piccole;Grandi' } },
  };

  it('sends the menu brands as numbers', () => {
    const values = categoryDescriptor.toValues(category);
    expect(values.brandIds).toEqual(['4', '12']);
    expect(categoryDescriptor.toBody({ ...values, brandIds: ['12'] })).toMatchObject({
      brandIds: [12],
      banner: { showBanner: false, image: '' },
      subCategoryMenu: false,
    });
  });

  it('lists the sub-categories in its table', () => {
    const column = categoryDescriptor.columns.find((c) => c.label === 'subCategories')!;
    expect(column.cell(category)).toBe('Small, Large');
  });
});

describe('country', () => {
  it('shows fees in euro and sends integer cents', () => {
    const values = countryDescriptor.toValues(country);
    expect(values).toMatchObject({
      deliveryStdFee: '4.90',
      deliveryExpressFee: '12.07',
      deliveryFeeKg: '0.29',
      deliveryFee5: '0.00',
      deliveryFee10: '1000.00',
      taxRateId: '7',
      sort: '10',
    });
    const body = countryDescriptor.toBody({
      ...values,
      code: ' fr ',
      deliveryStdFee: '5,5',
      deliveryFeeKg: '0.1',
      taxRateId: '',
    });
    expect(body).toMatchObject({
      code: 'FR',
      deliveryStdFee: 550,
      deliveryExpressFee: 1207,
      deliveryFeeKg: 10,
      deliveryFee10: 100000,
      taxRateId: null,
    });
    for (const fee of ['deliveryStdFee', 'deliveryExpressFee', 'deliveryFeeKg']) {
      expect(Number.isInteger(body[fee])).toBe(true);
    }
  });

  it('round-trips a record unchanged', () => {
    const { _id, ...rest } = country;
    expect(_id).toBe(2);
    expect(countryDescriptor.toBody(countryDescriptor.toValues(country))).toEqual(rest);
  });

  it('refuses bad days, codes and amounts', () => {
    expect(
      countryDescriptor.check({
        ...countryDescriptor.toValues(country),
        code: 'ITA',
        deliveryStdDays: '5-3',
        deliveryExpressDays: 'soon',
        deliveryFee5: '4.999',
        deliveryFee10: '-1',
      }),
    ).toEqual({
      code: 'countryCode',
      deliveryStdDays: 'days',
      deliveryExpressDays: 'days',
      deliveryFee5: 'money',
      deliveryFee10: 'money',
    });
  });

  it('names a tax rate with its country and percentage', () => {
    expect(
      TAX_RATE_LOOKUP.label({ _id: 1, name: 'Standard', countryCode: 'IT', rateBp: 2200 }),
    ).toBe('Standard (IT 22 %)');
  });
});

describe('tax rate', () => {
  const rate: TaxRateRecord = {
    _id: 3,
    name: 'Reduced',
    countryCode: 'IT',
    rateBp: 450,
    isDefault: false,
    description: 'Books',
  };

  it('edits the rate in per cent and sends basis points', () => {
    const values = taxRateDescriptor.toValues(rate);
    expect(values.rate).toBe('4.5');
    expect(taxRateDescriptor.toBody({ ...values, rate: '22,25' })).toMatchObject({ rateBp: 2225 });
    expect(taxRateDescriptor.toBody(values)).toEqual({
      name: 'Reduced',
      countryCode: 'IT',
      rateBp: 450,
      isDefault: false,
      description: 'Books',
    });
  });

  it('refuses a rate over 100 % or with three decimals', () => {
    const values = taxRateDescriptor.toValues(rate);
    expect(taxRateDescriptor.check({ ...values, rate: '100.5' })).toEqual({ rate: 'percent' });
    expect(taxRateDescriptor.check({ ...values, rate: '4.125' })).toEqual({ rate: 'percent' });
    expect(taxRateDescriptor.check({ ...values, rate: '' })).toEqual({ rate: 'required' });
  });

  it('shows a server message about rateBp beside the rate', () => {
    expect(taxRateDescriptor.apiFields).toEqual({ rateBp: 'rate' });
  });
});

describe('gallery and video', () => {
  const picture: GalleryRecord = {
    _id: 1,
    image: '/images/gallery/milan.jpg',
    imageKey: 'gallery/milan.jpg',
    lng: mediaTexts,
    active: false,
    sort: 2,
  };

  it('turns a picture into flat per-language values and back', () => {
    const values = galleryDescriptor.toValues(picture);
    expect(values).toMatchObject({ engTitle: 'Milan', itaTitle: 'Milano', itaDescr: 'Lo stand' });
    expect(galleryDescriptor.toBody(values)).toEqual({
      image: 'gallery/milan.jpg',
      lng: mediaTexts,
      active: false,
      sort: 2,
    });
    expect(galleryDescriptor.check({ ...values, image: '' })).toEqual({ image: 'imageKey' });
    expect(galleryDescriptor.check({ ...values, image: '/images/../x.jpg' })).toEqual({
      image: 'imageKey',
    });
  });

  it('takes a video by its id or its YouTube address', () => {
    const video: VideoRecord = {
      _id: 5,
      youtubeId: 'dQw4w9WgXcQ',
      lng: mediaTexts,
      active: true,
      sort: 0,
    };
    const values = videoDescriptor.toValues(video);
    expect(videoDescriptor.toBody(values)).toEqual({
      youtubeId: 'dQw4w9WgXcQ',
      lng: mediaTexts,
      active: true,
      sort: 0,
    });
    for (const address of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?t=3',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
    ]) {
      expect(youtubeIdOf(address)).toBe('dQw4w9WgXcQ');
      expect(videoDescriptor.check({ ...values, youtubeId: address })).toEqual({});
    }
    expect(videoDescriptor.check({ ...values, youtubeId: 'short' })).toEqual({
      youtubeId: 'youtubeId',
    });
  });
});

describe('the simple lists', () => {
  it('colour: keeps an empty swatch and refuses a bad hex', () => {
    const values = colorDescriptor.toValues({
      _id: 1,
      name: 'Red',
      itaName: 'Rosso',
      hex: '#FF0000',
      sort: 1,
    });
    expect(colorDescriptor.toBody(values)).toEqual({
      name: 'Red',
      itaName: 'Rosso',
      hex: '#ff0000',
      sort: 1,
    });
    expect(colorDescriptor.check({ ...values, hex: '' })).toEqual({});
    expect(colorDescriptor.check({ ...values, hex: 'red' })).toEqual({ hex: 'hex' });
  });

  it('supplier: checks the email and website only when given', () => {
    const values = supplierDescriptor.toValues({
      _id: 1,
      name: 'Maker',
      contact: '',
      email: '',
      tel: '',
      address: '',
      website: '',
    });
    expect(supplierDescriptor.check(values)).toEqual({});
    expect(supplierDescriptor.check({ ...values, email: 'x@', website: 'www.maker.it' })).toEqual({
      email: 'email',
      website: 'website',
    });
    expect(supplierDescriptor.toBody(values)).not.toHaveProperty('_id');
  });

  it('shipper, style and sub-category round-trip their records', () => {
    const shipper = {
      _id: 1,
      name: 'DHL',
      trackingUrl: 'https://dhl.example/{trackingNo}',
      active: false,
    };
    const { _id: _s, ...shipperBody } = shipper;
    expect(shipperDescriptor.toBody(shipperDescriptor.toValues(shipper))).toEqual(shipperBody);
    const style = { _id: 1, name: 'Classic', itaName: 'Classico', sort: 4 };
    expect(styleDescriptor.toBody(styleDescriptor.toValues(style))).toEqual({
      name: 'Classic',
      itaName: 'Classico',
      sort: 4,
    });
    const sub = { _id: 1, categoryId: 9, name: 'Small', itaName: '', sort: 0 };
    expect(categorySubDescriptor.toBody(categorySubDescriptor.toValues(sub))).toEqual({
      name: 'Small',
      itaName: '',
      sort: 0,
    });
  });
});

describe('every descriptor', () => {
  const all: ReferenceDescriptor<{ _id: number }, FormValues>[] = [
    brandDescriptor,
    categoryDescriptor,
    categorySubDescriptor,
    colorDescriptor,
    countryDescriptor,
    galleryDescriptor,
    shipperDescriptor,
    styleDescriptor,
    supplierDescriptor,
    taxRateDescriptor,
    videoDescriptor,
  ] as unknown as ReferenceDescriptor<{ _id: number }, FormValues>[];

  const fields = (d: ReferenceDescriptor<{ _id: number }, FormValues>): FieldSpec<FormValues>[] =>
    d.layout.flatMap((row) => (Array.isArray(row) ? row : [row]));

  it.each(all.map((d) => [d.key, d] as const))(
    '%s: the form has a field for every value and marks Italian inputs',
    (_key, d) => {
      expect(
        fields(d)
          .map((f) => f.name)
          .sort(),
      ).toEqual(Object.keys(d.blank).sort());
      for (const f of fields(d)) {
        if (/^ita[A-Z]/.test(f.name)) expect(f.lang).toBe('it');
      }
    },
  );
});
