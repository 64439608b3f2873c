import { toRouteName } from '../../core/routes/route-name';
import type { ProductPack, ProductText } from '../../server/db/schema';
import { CATEGORIES, type CategoryKind } from './categories';
import { COLORS, type ColorSeed } from './colors-styles';
import { rngFor, type Rng } from './random';

/** The silhouette images.ts draws for a product. */
export type ProductShape =
  | 'handbag'
  | 'tote'
  | 'clutch'
  | 'suitcase'
  | 'duffel'
  | 'garment'
  | 'backpack'
  | 'scarf'
  | 'fabric';

export type Pair = readonly [eng: string, ita: string];

export interface ProductSeed {
  sku: string;
  url: string;
  status: 'A' | 'Z';
  brand: string;
  category: string;
  /** English sub-category names, the first being the product's own. */
  subCategories: string[];
  colors: string[];
  styles: string[];
  supplier: string;
  /** Image keys, 1 to 5 of them. */
  images: string[];
  sellBy: 'u' | 'w';
  retailPrice: number;
  salePercent: number;
  packs: ProductPack[];
  minPurchase: number;
  supplierPrice: number;
  freeDelivery: boolean;
  inStock: number;
  minStock: number;
  criticalStock: number;
  featured: boolean;
  special: boolean;
  productWeight: number;
  weightUnit: 'g' | 'kg';
  sizes: string[];
  eng: ProductText;
  ita: ProductText;
  /** What the generated pictures show. */
  art: { shape: ProductShape; hex: string[] };
}

interface SubTemplate {
  sub: string;
  count: number;
  /** The product noun, e.g. ['Handbag', 'Borsa a mano']. */
  noun: Pair;
  /** English adjective and Italian complement (with its preposition: 'in pelle'). */
  materials: readonly Pair[];
  /** Retail price range in cents (for weight-priced products: per kg). */
  price: readonly [number, number];
  /** Weight range in grams. */
  weight: readonly [number, number];
  shape: ProductShape;
  sizes?: readonly string[];
  sellBy?: 'w';
  packs?: boolean;
  /** Another sub-category of the same category some of these products also belong to. */
  alsoIn?: string;
  lead?: Pair;
  features?: readonly Pair[];
}

interface CategoryTemplate {
  kind: CategoryKind;
  skuPrefix: string;
  supplier: string;
  styles: readonly string[];
  lead: Pair;
  features: readonly Pair[];
  subs: readonly SubTemplate[];
}

const LEATHER: Pair = ['Leather', 'in pelle'];
const SUEDE: Pair = ['Suede', 'in camoscio'];
const CANVAS: Pair = ['Canvas', 'in tela'];
const NYLON: Pair = ['Nylon', 'in nylon'];
const NAPPA: Pair = ['Nappa', 'in nappa'];
const RECYCLED: Pair = ['Recycled PET', 'in PET riciclato'];
const POLYCARBONATE: Pair = ['Polycarbonate', 'in policarbonato'];
const ALUMINIUM: Pair = ['Aluminium', 'in alluminio'];

type Range = readonly [min: number, max: number];

/**
 * A sub-category's template from its name, how many products it gets, the product noun, the
 * silhouette drawn for them, the retail price range in cents (per kg when sold by weight), the
 * weight range in grams and the materials; `more` holds what only some sub-categories have.
 */
function sub(
  name: string,
  count: number,
  noun: Pair,
  shape: ProductShape,
  price: Range,
  weight: Range,
  materials: readonly Pair[],
  more: Pick<SubTemplate, 'sizes' | 'sellBy' | 'packs' | 'alsoIn' | 'lead' | 'features'> = {},
): SubTemplate {
  return { sub: name, count, noun, materials, price, weight, shape, ...more };
}

const TEMPLATES: readonly CategoryTemplate[] = [
  {
    kind: 'bags',
    skuPrefix: 'BG',
    supplier: 'Pelletteria Toscana Srl',
    styles: ['Classic', 'Casual', 'Evening', 'Business'],
    lead: [
      'a refined everyday bag made for city life',
      'una borsa raffinata per ogni giorno in città',
    ],
    features: [
      ['an inner zip pocket', 'una tasca interna con zip'],
      ['a detachable shoulder strap', 'una tracolla removibile'],
      ['brass hardware', 'finiture in ottone'],
      ['a magnetic snap closure', 'una chiusura magnetica'],
      ['a cotton-lined interior', 'un interno foderato in cotone'],
      ['a padded phone pocket', 'una tasca imbottita per il telefono'],
      ['hand-painted edges', 'bordi dipinti a mano'],
    ],
    subs: [
      sub(
        'Handbags',
        4,
        ['Handbag', 'Borsa a mano'],
        'handbag',
        [12000, 45000],
        [600, 1100],
        [LEATHER, SUEDE, NAPPA, ['Woven Leather', 'in pelle intrecciata']],
        { alsoIn: 'Shoulder Bags' },
      ),
      sub(
        'Shoulder Bags',
        4,
        ['Shoulder Bag', 'Borsa a spalla'],
        'handbag',
        [9000, 38000],
        [500, 1000],
        [LEATHER, SUEDE, CANVAS, NAPPA],
      ),
      sub(
        'Tote Bags',
        4,
        ['Tote Bag', 'Borsa shopper'],
        'tote',
        [4500, 22000],
        [400, 900],
        [CANVAS, LEATHER, ['Straw', 'in paglia'], RECYCLED],
      ),
      sub(
        'Crossbody Bags',
        3,
        ['Crossbody Bag', 'Borsa a tracolla'],
        'handbag',
        [6000, 26000],
        [300, 700],
        [LEATHER, NYLON, SUEDE],
      ),
      sub(
        'Clutches',
        3,
        ['Clutch', 'Pochette'],
        'clutch',
        [3000, 14000],
        [200, 400],
        [['Satin', 'in raso'], ['Velvet', 'in velluto'], LEATHER, ['Sequinned', 'con paillettes']],
      ),
    ],
  },
  {
    kind: 'luggage',
    skuPrefix: 'LG',
    supplier: 'Viaggi Forniture SpA',
    styles: ['Travel', 'Business', 'Classic'],
    lead: ['a light, sturdy travel companion', 'un compagno di viaggio leggero e robusto'],
    features: [
      ['four 360° spinner wheels', 'quattro ruote piroettanti a 360°'],
      ['a TSA combination lock', 'un lucchetto a combinazione TSA'],
      ['an expandable zip for 15% more space', 'una zip espandibile per il 15% di spazio in più'],
      ['an aluminium telescopic handle', 'un manico telescopico in alluminio'],
      ['internal compression straps', 'cinghie di compressione interne'],
      ['a ten-year warranty on the frame', 'una garanzia di dieci anni sulla struttura'],
    ],
    subs: [
      sub(
        'Cabin Suitcases',
        5,
        ['Cabin Trolley', 'Trolley da cabina'],
        'suitcase',
        [9000, 32000],
        [2200, 3200],
        [POLYCARBONATE, ALUMINIUM, NYLON, RECYCLED],
      ),
      sub(
        'Large Suitcases',
        5,
        ['Large Suitcase', 'Valigia grande'],
        'suitcase',
        [16000, 58000],
        [3800, 5600],
        [POLYCARBONATE, ALUMINIUM, NYLON, RECYCLED],
      ),
      sub(
        'Duffel Bags',
        4,
        ['Duffel Bag', 'Borsone'],
        'duffel',
        [6000, 24000],
        [900, 1700],
        [CANVAS, LEATHER, NYLON],
        {
          features: [
            ['a padded shoulder strap', 'una tracolla imbottita'],
            ['a separate shoe compartment', 'uno scomparto separato per le scarpe'],
            ['a trolley sleeve', 'una fascia per il trolley'],
            ['water-resistant zips', 'zip idrorepellenti'],
          ],
        },
      ),
      sub(
        'Garment Bags',
        4,
        ['Garment Bag', 'Porta abiti'],
        'garment',
        [5000, 20000],
        [800, 1400],
        [NYLON, CANVAS, LEATHER],
        {
          features: [
            ['a hanger hook for three suits', 'un gancio per tre abiti'],
            ['inner pockets for shoes and ties', 'tasche interne per scarpe e cravatte'],
            ['a fold-over carry handle', 'una maniglia pieghevole'],
            ['a trolley sleeve', 'una fascia per il trolley'],
          ],
        },
      ),
    ],
  },
  {
    kind: 'backpacks',
    skuPrefix: 'BP',
    supplier: 'Alpine Gear Supply GmbH',
    styles: ['Sport', 'Casual', 'Travel', 'Business'],
    lead: [
      'a practical backpack for commuting, study and weekends away',
      'uno zaino pratico per il lavoro, lo studio e i weekend fuori porta',
    ],
    features: [
      ['a padded laptop sleeve for 15.6" screens', 'una tasca imbottita per PC fino a 15,6"'],
      ['water-resistant fabric', 'un tessuto idrorepellente'],
      ['a breathable back panel', 'uno schienale traspirante'],
      ['two side bottle pockets', 'due tasche laterali porta borraccia'],
      ['an adjustable chest strap', 'una cinghia pettorale regolabile'],
      ['reflective details for cycling at night', 'dettagli riflettenti per pedalare di sera'],
      ['a hidden anti-theft pocket', 'una tasca antifurto nascosta'],
    ],
    subs: [
      sub(
        'City Backpacks',
        5,
        ['City Backpack', 'Zaino da città'],
        'backpack',
        [5000, 22000],
        [600, 1200],
        [CANVAS, NYLON, LEATHER, RECYCLED],
        { sizes: ['S', 'M', 'L'] },
      ),
      sub(
        'Laptop Backpacks',
        5,
        ['Laptop Backpack', 'Zaino porta PC'],
        'backpack',
        [6500, 26000],
        [800, 1500],
        [NYLON, RECYCLED, LEATHER, ['Ballistic Nylon', 'in nylon balistico']],
        { alsoIn: 'City Backpacks' },
      ),
      sub(
        'Hiking Backpacks',
        4,
        ['Hiking Pack', 'Zaino da trekking'],
        'backpack',
        [7000, 29000],
        [1100, 1900],
        [['Ripstop', 'in ripstop'], NYLON, RECYCLED],
        {
          sizes: ['M', 'L', 'XL', 'XXL'],
          lead: [
            'a trail pack that carries well all day',
            'uno zaino da sentiero comodo tutto il giorno',
          ],
          features: [
            ['a rain cover', 'un coprizaino antipioggia'],
            ['a hip belt with pockets', 'una cintura lombare con tasche'],
            ['an adjustable back length', 'uno schienale regolabile in lunghezza'],
            ['two side bottle pockets', 'due tasche laterali porta borraccia'],
            ['a hydration sleeve', 'una tasca per la sacca idrica'],
          ],
        },
      ),
      sub(
        'School Backpacks',
        4,
        ['School Backpack', 'Zaino per la scuola'],
        'backpack',
        [2500, 9000],
        [500, 900],
        [['Polyester', 'in poliestere'], CANVAS, RECYCLED],
        { sizes: ['XS', 'S', 'M'] },
      ),
    ],
  },
  {
    kind: 'scarves',
    skuPrefix: 'SC',
    supplier: 'Tessitura Comasca Snc',
    styles: ['Classic', 'Casual', 'Evening'],
    lead: [
      'a soft accessory that keeps you warm in style',
      'un accessorio morbido che scalda con stile',
    ],
    features: [
      ['hand-finished fringes', 'frange rifinite a mano'],
      ['a soft brushed finish', 'una finitura morbida spazzolata'],
      ['yarn spun in Biella', 'un filato prodotto a Biella'],
      ['a generous 200 x 70 cm size', 'una misura generosa di 200 x 70 cm'],
      ['hand-rolled edges', 'orli arrotolati a mano'],
      ['Italian weaving', 'una tessitura italiana'],
    ],
    subs: [
      sub(
        'Wool Scarves',
        5,
        ['Wool Scarf', 'Sciarpa di lana'],
        'scarf',
        [2500, 7900],
        [150, 300],
        [
          ['Ribbed', 'a coste'],
          ['Herringbone', 'a spina di pesce'],
          ['Tartan', 'tartan'],
          ['Striped', 'a righe'],
        ],
        { packs: true },
      ),
      sub(
        'Silk Scarves',
        4,
        ['Silk Foulard', 'Foulard di seta'],
        'scarf',
        [3500, 12000],
        [60, 120],
        [
          ['Paisley', 'paisley'],
          ['Floral', 'a fiori'],
          ['Polka Dot', 'a pois'],
          ['Geometric', 'geometrico'],
        ],
        { packs: true },
      ),
      sub(
        'Cashmere Scarves',
        4,
        ['Cashmere Scarf', 'Sciarpa in cashmere'],
        'scarf',
        [9000, 32000],
        [180, 320],
        [
          ['Plain', 'tinta unita'],
          ['Fringed', 'con frange'],
          ['Reversible', 'double face'],
          ['Oversized', 'oversize'],
        ],
        { alsoIn: 'Wool Scarves' },
      ),
      sub(
        'Fabric by Weight',
        5,
        ['Scarf Fabric', 'Tessuto per sciarpe'],
        'fabric',
        [4000, 16000],
        [500, 1000],
        [
          ['Merino Wool', 'in lana merino'],
          ['Mohair', 'in mohair'],
          ['Silk Twill', 'in twill di seta'],
          ['Alpaca', 'in alpaca'],
          ['Cotton Gauze', 'in garza di cotone'],
        ],
        {
          sellBy: 'w',
          lead: [
            'a fabric for making your own scarves, stoles and throws',
            'un tessuto per creare sciarpe, stole e plaid',
          ],
          features: [
            ['a 150 cm width', 'un’altezza di 150 cm'],
            ['a soft drape', 'una caduta morbida'],
            ['colour-fast dyes', 'tinture resistenti ai lavaggi'],
            ['Italian weaving', 'una tessitura italiana'],
          ],
        },
      ),
    ],
  },
];

/** Model names: Italian words for weather, sea and land, so the names read naturally in both. */
const MODELS = [
  'Alba',
  'Ambra',
  'Aurora',
  'Bosco',
  'Brezza',
  'Cielo',
  'Cometa',
  'Corallo',
  'Delta',
  'Duna',
  'Ebano',
  'Faro',
  'Felce',
  'Fiume',
  'Giada',
  'Isola',
  'Lampo',
  'Luna',
  'Marea',
  'Mirto',
  'Nebbia',
  'Notte',
  'Nuvola',
  'Oasi',
  'Onda',
  'Perla',
  'Pineta',
  'Quarzo',
  'Roccia',
  'Scoglio',
  'Sole',
  'Stella',
  'Terra',
  'Tramonto',
  'Vento',
  'Vetta',
  'Zefiro',
] as const;

const SALE_PERCENTS = [10, 15, 20, 25, 30, 40, 50] as const;

export const SEED_TARGETS = {
  deleted: 2,
  outOfStock: 6,
  belowCritical: 6,
  onSale: 15,
  featured: 10,
} as const;

/** n-th price between min and max, ending in 90 cents as shop prices do. */
function shopPrice(rng: Rng, [min, max]: readonly [number, number]): number {
  const whole = Math.round(rng.int(min, max) / 500) * 500;
  return Math.min(Math.max(whole - 10, min), max);
}

function listWords(words: readonly string[], and: string): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${and} ${words[words.length - 1] ?? ''}`;
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

function buildProduct(
  rng: Rng,
  category: CategoryTemplate,
  template: SubTemplate,
  sku: string,
  indexInSub: number,
  usedNames: Set<string>,
): ProductSeed {
  const categorySeed = CATEGORIES.find((c) => c.kind === category.kind);
  if (!categorySeed) throw new Error(`no category of kind ${category.kind}`);
  const brand = rng.pick(categorySeed.brands);
  const material = rng.pick(template.materials);

  // Walk the shuffled model list until the English name is new: names and URLs are unique.
  let engName = '';
  let model = '';
  for (const candidate of rng.shuffle(MODELS)) {
    engName = `${candidate} ${material[0]} ${template.noun[0]}`;
    if (!usedNames.has(engName)) {
      model = candidate;
      break;
    }
  }
  if (!model) throw new Error(`no unused model name for ${template.noun[0]}`);
  usedNames.add(engName);
  const itaName = `${template.noun[1]} ${material[1]} ${model}`;

  const colors: ColorSeed[] = rng.sample(COLORS, rng.int(1, template.shape === 'scarf' ? 4 : 3));
  const styles = rng.sample(category.styles, rng.int(1, 2));
  const features = rng.sample(template.features ?? category.features, 2);
  const lead = template.lead ?? category.lead;
  const weighed = template.sellBy === 'w';

  const retailPrice = shopPrice(rng, template.price);
  // Fabric comes in 500 g and 1 kg pieces; the 500 g ones sell two at a time (minPurchase),
  // so the shop never cuts less than a kilo and the minimum-purchase rule has sample data.
  const halfKiloPiece = weighed && indexInSub % 2 === 0;
  const productWeight = weighed
    ? halfKiloPiece
      ? 500
      : 1000
    : Math.round(rng.int(template.weight[0], template.weight[1]) / 10) * 10;
  const packs: ProductPack[] = template.packs
    ? [
        {
          descr: 'Pack of 3',
          itaDescr: 'Confezione da 3',
          price: Math.round((retailPrice * 3 * 0.9) / 10) * 10,
          quantity: 3,
        },
        {
          descr: 'Pack of 5',
          itaDescr: 'Confezione da 5',
          price: Math.round((retailPrice * 5 * 0.85) / 10) * 10,
          quantity: 5,
        },
      ]
    : [];

  const engColors = colors.map((c) => c.name.toLowerCase());
  const itaColors = colors.map((c) => c.itaName.toLowerCase());
  const engDescription = [
    `The ${engName} by ${brand} is ${lead[0]}.`,
    `It features ${features[0]?.[0] ?? ''} and ${features[1]?.[0] ?? ''}.`,
    `Available in ${listWords(engColors, 'and')}.`,
    weighed
      ? 'Sold by weight: the price is per kg and the final amount is set when your order is weighed.'
      : '',
    packs.length ? 'Also sold in packs of 3 and 5.' : '',
  ];
  const itaDescription = [
    `${itaName} di ${brand}: ${lead[1]}.`,
    `Presenta ${features[0]?.[1] ?? ''} e ${features[1]?.[1] ?? ''}.`,
    itaColors.length === 1
      ? `Disponibile in ${itaColors[0] ?? ''}.`
      : `Disponibile nei colori ${listWords(itaColors, 'e')}.`,
    weighed
      ? 'Venduto a peso: il prezzo è al kg e l’importo finale è calcolato alla pesatura dell’ordine.'
      : '',
    packs.length ? 'Disponibile anche in confezioni da 3 e 5.' : '',
  ];

  // The two languages' texts differ in their words only.
  const text = (
    name: string,
    description: readonly string[],
    notes: { weighed: string; each: string; packs: string },
    seoTitle: string,
    metaDescr: string,
  ): ProductText => ({
    name,
    description: description.filter(Boolean).join(' '),
    priceDescr: weighed ? notes.weighed : packs.length ? notes.each : '',
    packDescr: packs.length ? notes.packs : '',
    pageTitle: `${name} – ${brand}`,
    seoTitle,
    metaDescr: clip(metaDescr, 160),
  });
  const eng = text(
    engName,
    engDescription,
    {
      weighed: 'per kg, weighed at dispatch',
      each: 'each',
      packs: 'Packs of 3 and 5 save up to 15%',
    },
    `Buy the ${engName} by ${brand} online`,
    `${engName} by ${brand}: ${lead[0]}. Shipped from Milan, Italy.`,
  );
  const ita = text(
    itaName,
    itaDescription,
    {
      weighed: 'al kg, pesato alla spedizione',
      each: 'cadauno',
      packs: 'Confezioni da 3 e 5: risparmi fino al 15%',
    },
    `${itaName} di ${brand}: acquista online`,
    `${itaName} di ${brand}: ${lead[1]}. Spedizione da Milano.`,
  );

  const subCategories = [template.sub];
  if (template.alsoIn && rng.chance(0.5)) subCategories.push(template.alsoIn);

  const minStock = rng.int(0, 3);
  const criticalStock = minStock + rng.int(3, 8);
  return {
    sku,
    url: toRouteName(engName),
    status: 'A',
    brand,
    category: categorySeed.name,
    subCategories,
    colors: colors.map((c) => c.name),
    styles,
    supplier: category.supplier,
    images: Array.from(
      { length: rng.int(1, 5) },
      (_, i) => `products/${sku.toLowerCase()}-${i + 1}.webp`,
    ),
    sellBy: weighed ? 'w' : 'u',
    retailPrice,
    salePercent: 0,
    packs,
    minPurchase: halfKiloPiece ? 2 : 1,
    supplierPrice: Math.round(retailPrice * (0.38 + rng.next() * 0.2)),
    freeDelivery: !weighed && (retailPrice >= 25000 || rng.chance(0.1)),
    inStock: criticalStock + rng.int(8, 120),
    minStock,
    criticalStock,
    featured: false,
    special: false,
    productWeight,
    weightUnit: productWeight >= 1000 ? 'kg' : 'g',
    sizes: [...(template.sizes ?? [])],
    eng,
    ita,
    art: { shape: template.shape, hex: colors.map((c) => c.hex) },
  };
}

/**
 * The sample catalogue: 72 products, 18 per main category. Stock, sale and featured roles are
 * dealt out after the products exist, from fixed targets, so every run has exactly the cases
 * the admin filters and the shop's rules need (deleted, out of stock, below critical, on sale).
 */
export function buildProducts(): ProductSeed[] {
  const rng = rngFor('products');
  const usedNames = new Set<string>();
  const products: ProductSeed[] = [];
  for (const category of TEMPLATES) {
    let n = 0;
    for (const template of category.subs) {
      for (let i = 0; i < template.count; i++) {
        n += 1;
        const sku = `${category.skuPrefix}-${String(n).padStart(3, '0')}`;
        products.push(buildProduct(rng, category, template, sku, i, usedNames));
      }
    }
  }

  // Weight-priced products stay active and off sale, so the TBC price path always has data.
  const unitPriced = products.filter((p) => p.sellBy === 'u');
  const deleted = rng.sample(unitPriced, SEED_TARGETS.deleted);
  for (const p of deleted) p.status = 'Z';

  const active = rng.shuffle(products.filter((p) => p.status === 'A'));
  const outOfStock = active.slice(0, SEED_TARGETS.outOfStock);
  const belowCritical = active.slice(
    SEED_TARGETS.outOfStock,
    SEED_TARGETS.outOfStock + SEED_TARGETS.belowCritical,
  );
  outOfStock.forEach((p, i) => {
    // The first sits exactly on minStock: "out of stock when at most minStock".
    if (i === 0) {
      p.minStock = Math.max(p.minStock, 2);
      p.criticalStock = Math.max(p.criticalStock, p.minStock + 3);
      p.inStock = p.minStock;
    } else {
      p.inStock = rng.int(0, p.minStock);
    }
  });
  for (const p of belowCritical) p.inStock = rng.int(p.minStock + 1, p.criticalStock);

  const saleable = active.filter((p) => p.sellBy === 'u');
  for (const p of rng.sample(saleable, SEED_TARGETS.onSale)) {
    p.salePercent = rng.pick(SALE_PERCENTS);
    p.special = true;
  }
  // Featured products come from those in stock, since the shop hides the rest.
  const inStock = active.filter((p) => p.inStock > p.minStock);
  for (const p of rng.sample(inStock, SEED_TARGETS.featured)) p.featured = true;

  return products;
}
