import type { ContentLanguage } from '../../core/routes/languages';
/** The per-page keys of spec section 2, in the order the spec lists them. */
export const SEO_PAGE_KEYS = [
  'Activated',
  'About',
  'AddressBook',
  'App',
  'BrandList',
  'CategoryList',
  'Checkout',
  'Contact',
  'Contacted',
  'Delivery',
  'ForgotPassword',
  'Gallery',
  'Home',
  'Login',
  'Orders',
  'OrdersItemReturned',
  'ProductDetail',
  'Profile',
  'Register',
  'Registered',
  'ReturnsPolicy',
  'Reviews',
  'ShopList',
  'Terms',
  'Wishlist',
  'Video',
] as const;

export type SeoPageKey = (typeof SEO_PAGE_KEYS)[number];

interface PageText {
  title: string;
  metaDescr: string;
  keywords: string;
}

const PAGES: Record<SeoPageKey, { eng: PageText; ita: PageText }> = {
  Activated: {
    eng: {
      title: 'Account activated',
      metaDescr: 'Your account is active: sign in to shop, save wishlists and track orders.',
      keywords: 'account, activation',
    },
    ita: {
      title: 'Account attivato',
      metaDescr: 'Il tuo account è attivo: accedi per acquistare, salvare preferiti e ordini.',
      keywords: 'account, attivazione',
    },
  },
  About: {
    eng: {
      title: 'About us',
      metaDescr: 'A small Milan shop choosing bags, luggage, backpacks and scarves since 2009.',
      keywords: 'about, shop, Milan',
    },
    ita: {
      title: 'Chi siamo',
      metaDescr:
        'Un piccolo negozio di Milano che sceglie borse, valigie, zaini e sciarpe dal 2009.',
      keywords: 'chi siamo, negozio, Milano',
    },
  },
  AddressBook: {
    eng: {
      title: 'Address book',
      metaDescr: 'Manage the delivery addresses saved in your account.',
      keywords: 'address book, delivery',
    },
    ita: {
      title: 'Rubrica indirizzi',
      metaDescr: 'Gestisci gli indirizzi di consegna salvati nel tuo account.',
      keywords: 'rubrica, indirizzi, consegna',
    },
  },
  App: {
    eng: {
      title: 'Online shop',
      metaDescr: 'Italian bags, luggage, backpacks and scarves, delivered to your door.',
      keywords: 'bags, luggage, backpacks, scarves',
    },
    ita: {
      title: 'Negozio online',
      metaDescr: 'Borse, valigie, zaini e sciarpe italiane, consegnati a casa tua.',
      keywords: 'borse, valigie, zaini, sciarpe',
    },
  },
  BrandList: {
    eng: {
      title: 'Brands',
      metaDescr: 'Browse our bags, luggage, backpacks and scarves by brand.',
      keywords: 'brands, designers',
    },
    ita: {
      title: 'Marchi',
      metaDescr: 'Sfoglia borse, valigie, zaini e sciarpe per marchio.',
      keywords: 'marchi, designer',
    },
  },
  CategoryList: {
    eng: {
      title: 'Categories',
      metaDescr: 'Bags, luggage, backpacks and scarves: find what you need by category.',
      keywords: 'categories, bags, luggage',
    },
    ita: {
      title: 'Categorie',
      metaDescr: 'Borse, valigie, zaini e sciarpe: trova ciò che cerchi per categoria.',
      keywords: 'categorie, borse, valigie',
    },
  },
  Checkout: {
    eng: {
      title: 'Checkout',
      metaDescr: 'Delivery address, payment method and order confirmation.',
      keywords: 'checkout, payment',
    },
    ita: {
      title: 'Cassa',
      metaDescr: 'Indirizzo di consegna, metodo di pagamento e conferma dell’ordine.',
      keywords: 'cassa, pagamento',
    },
  },
  Contact: {
    eng: {
      title: 'Contact us',
      metaDescr: 'Questions about an order or a product? Write to us and we answer within a day.',
      keywords: 'contact, help',
    },
    ita: {
      title: 'Contattaci',
      metaDescr: 'Domande su un ordine o un prodotto? Scrivici, rispondiamo entro un giorno.',
      keywords: 'contatti, assistenza',
    },
  },
  Contacted: {
    eng: {
      title: 'Message sent',
      metaDescr: 'Thank you for your message: we will answer as soon as possible.',
      keywords: 'contact',
    },
    ita: {
      title: 'Messaggio inviato',
      metaDescr: 'Grazie per il tuo messaggio: ti risponderemo al più presto.',
      keywords: 'contatti',
    },
  },
  Delivery: {
    eng: {
      title: 'Delivery terms',
      metaDescr: 'Delivery times and fees for Italy, the EU, the UK, the US and South Africa.',
      keywords: 'delivery, shipping, fees',
    },
    ita: {
      title: 'Condizioni di consegna',
      metaDescr: 'Tempi e costi di consegna per Italia, UE, Regno Unito, Stati Uniti e Sudafrica.',
      keywords: 'consegna, spedizione, costi',
    },
  },
  ForgotPassword: {
    eng: {
      title: 'Account password',
      metaDescr: 'Reset or change the password of your account.',
      keywords: 'password, account',
    },
    ita: {
      title: 'Password dell’account',
      metaDescr: 'Reimposta o cambia la password del tuo account.',
      keywords: 'password, account',
    },
  },
  Gallery: {
    eng: {
      title: 'Gallery',
      metaDescr: 'Our collections, our workshop and our travels in pictures.',
      keywords: 'gallery, photos',
    },
    ita: {
      title: 'Galleria',
      metaDescr: 'Le nostre collezioni, il laboratorio e i viaggi in immagini.',
      keywords: 'galleria, foto',
    },
  },
  Home: {
    eng: {
      title: 'Bags, luggage, backpacks and scarves',
      metaDescr: 'Italian bags, luggage, backpacks and scarves, shipped across Europe and beyond.',
      keywords: 'bags, luggage, backpacks, scarves, Italy',
    },
    ita: {
      title: 'Borse, valigie, zaini e sciarpe',
      metaDescr: 'Borse, valigie, zaini e sciarpe italiane, spediti in Europa e nel mondo.',
      keywords: 'borse, valigie, zaini, sciarpe, Italia',
    },
  },
  Login: {
    eng: {
      title: 'Sign in',
      metaDescr: 'Sign in to your account to see your orders, wishlist and addresses.',
      keywords: 'sign in, login',
    },
    ita: {
      title: 'Accedi',
      metaDescr: 'Accedi al tuo account per vedere ordini, preferiti e indirizzi.',
      keywords: 'accedi, login',
    },
  },
  Orders: {
    eng: {
      title: 'My orders',
      metaDescr: 'Your orders, their delivery status and tracking.',
      keywords: 'orders, tracking',
    },
    ita: {
      title: 'I miei ordini',
      metaDescr: 'I tuoi ordini, lo stato della consegna e il tracciamento.',
      keywords: 'ordini, tracciamento',
    },
  },
  OrdersItemReturned: {
    eng: {
      title: 'Return an item',
      metaDescr: 'Ask to return an item from one of your orders.',
      keywords: 'returns, refund',
    },
    ita: {
      title: 'Reso di un articolo',
      metaDescr: 'Richiedi il reso di un articolo di un tuo ordine.',
      keywords: 'resi, rimborso',
    },
  },
  ProductDetail: {
    eng: {
      title: 'Product',
      metaDescr: 'Details, sizes, colours and delivery times of the product.',
      keywords: 'product, details',
    },
    ita: {
      title: 'Prodotto',
      metaDescr: 'Dettagli, taglie, colori e tempi di consegna del prodotto.',
      keywords: 'prodotto, dettagli',
    },
  },
  Profile: {
    eng: {
      title: 'My profile',
      metaDescr: 'Your name, nickname, language and newsletter preferences.',
      keywords: 'profile, account',
    },
    ita: {
      title: 'Il mio profilo',
      metaDescr: 'Nome, nickname, lingua e preferenze per la newsletter.',
      keywords: 'profilo, account',
    },
  },
  Register: {
    eng: {
      title: 'Create an account',
      metaDescr: 'Register to save wishlists and addresses and to follow your orders.',
      keywords: 'register, sign up',
    },
    ita: {
      title: 'Crea un account',
      metaDescr: 'Registrati per salvare preferiti e indirizzi e seguire i tuoi ordini.',
      keywords: 'registrazione, iscrizione',
    },
  },
  Registered: {
    eng: {
      title: 'Check your email',
      metaDescr: 'We have sent you a link to activate your account.',
      keywords: 'register, activation',
    },
    ita: {
      title: 'Controlla la tua email',
      metaDescr: 'Ti abbiamo inviato un link per attivare il tuo account.',
      keywords: 'registrazione, attivazione',
    },
  },
  ReturnsPolicy: {
    eng: {
      title: 'Returns policy',
      // No number here: the window is the returns.days setting, which the page itself shows.
      metaDescr: 'How to return an item: ask from your orders, tell us why, and send it back.',
      keywords: 'returns, refund, policy',
    },
    ita: {
      title: 'Politica dei resi',
      metaDescr:
        'Come restituire un articolo: chiedilo dai tuoi ordini, dicci il motivo e rispediscilo.',
      keywords: 'resi, rimborso, condizioni',
    },
  },
  Reviews: {
    eng: {
      title: 'My reviews',
      metaDescr: 'The reviews you have written about the products you bought.',
      keywords: 'reviews',
    },
    ita: {
      title: 'Le mie recensioni',
      metaDescr: 'Le recensioni che hai scritto sui prodotti acquistati.',
      keywords: 'recensioni',
    },
  },
  ShopList: {
    eng: {
      title: 'Shop',
      metaDescr: 'All our bags, luggage, backpacks and scarves, with filters and sorting.',
      keywords: 'shop, products',
    },
    ita: {
      title: 'Negozio',
      metaDescr: 'Tutte le nostre borse, valigie, zaini e sciarpe, con filtri e ordinamento.',
      keywords: 'negozio, prodotti',
    },
  },
  Terms: {
    eng: {
      title: 'Terms and conditions',
      metaDescr: 'The terms and conditions of sale of our online shop.',
      keywords: 'terms, conditions',
    },
    ita: {
      title: 'Termini e condizioni',
      metaDescr: 'Le condizioni generali di vendita del nostro negozio online.',
      keywords: 'termini, condizioni',
    },
  },
  Wishlist: {
    eng: {
      title: 'My wishlist',
      metaDescr: 'The products you have saved for later.',
      keywords: 'wishlist',
    },
    ita: {
      title: 'I miei preferiti',
      metaDescr: 'I prodotti che hai salvato per dopo.',
      keywords: 'preferiti, lista dei desideri',
    },
  },
  Video: {
    eng: {
      title: 'Videos',
      metaDescr: 'How our bags are made, packing tips and travel stories on video.',
      keywords: 'videos',
    },
    ita: {
      title: 'Video',
      metaDescr: 'Come nascono le nostre borse, consigli per la valigia e racconti di viaggio.',
      keywords: 'video',
    },
  },
};

export interface SeoPageSeed extends PageText {
  pageKey: SeoPageKey;
  lng: ContentLanguage;
}

export function buildSeoPages(): SeoPageSeed[] {
  return SEO_PAGE_KEYS.flatMap((pageKey) =>
    (['eng', 'ita'] as const).map((lng) => ({ pageKey, lng, ...PAGES[pageKey][lng] })),
  );
}
