import { toRouteName } from '../../core/routes/route-name';
import type { PostEntry } from '../../core/site/shop-data';
import { rngFor, type Rng } from './random';

/** A post as the shop presents it (shop-data.ts), but for its row's id and date. */
export type PostSeed = Omit<PostEntry, '_id' | 'dateAdded'> & { createdAt: Date };

/** A cuid-shaped id ('c' + 24 base-36 characters), from the PRNG so reseeding keeps the URLs. */
export function cuidLike(rng: Rng): string {
  let id = 'c';
  for (let i = 0; i < 24; i++) id += rng.int(0, 35).toString(36);
  return id;
}

const POSTS = [
  {
    name: 'Chiara',
    title: 'Five things to check before buying a cabin trolley',
    createdAt: '2025-03-04T09:00:00Z',
    content: [
      'Airlines do not agree on cabin sizes, so start from the strictest one you fly with: ' +
        '55 x 40 x 20 cm fits almost everywhere.',
      'Weigh the empty case. Every gram the shell and wheels take is a gram of clothes you ' +
        'leave at home; our lightest trolleys stay under 2.5 kg.',
      'Spin it round. Four double wheels roll straight along an aisle; two wheels are sturdier ' +
        'on cobblestones.',
      'Open it fully. A divider with a zip keeps folded shirts in place, compression straps ' +
        'do the rest.',
      'Look at the lock. A TSA lock lets security open the case without breaking it.',
    ].join('\n\n'),
    itaTitle: 'Cinque cose da controllare prima di comprare un trolley da cabina',
    itaContent: [
      'Le compagnie aeree non sono d’accordo sulle misure del bagaglio a mano: parti dalla più ' +
        'severa tra quelle con cui voli. 55 x 40 x 20 cm va bene quasi ovunque.',
      'Pesa la valigia vuota. Ogni grammo di guscio e ruote è un grammo di vestiti che lasci a ' +
        'casa; i nostri trolley più leggeri restano sotto i 2,5 kg.',
      'Fallo girare. Quattro ruote doppie scorrono dritte lungo il corridoio dell’aereo; due ' +
        'ruote reggono meglio sul pavé.',
      'Aprilo del tutto. Un divisorio con la zip tiene a posto le camicie piegate, le cinghie ' +
        'di compressione fanno il resto.',
      'Guarda la serratura. Una serratura TSA permette ai controlli di aprire la valigia senza ' +
        'romperla.',
    ].join('\n\n'),
  },
  {
    name: 'Lorenzo',
    title: 'How to look after a leather bag',
    createdAt: '2025-04-15T09:00:00Z',
    content: [
      'Leather is skin: it dries, it stains and it remembers shapes.',
      'Keep it stuffed with tissue paper when you do not use it, so the sides do not fold, and ' +
        'store it in its cotton dust bag, never in plastic.',
      'Wipe rain off with a dry cloth straight away and let the bag dry away from radiators.',
      'Twice a year, feed the leather with a neutral cream, tested first on a hidden corner.',
    ].join('\n\n'),
    itaTitle: 'Come prendersi cura di una borsa in pelle',
    itaContent: [
      'La pelle è pelle: si secca, si macchia e ricorda le forme.',
      'Quando non la usi, riempila di carta velina perché i lati non si pieghino, e riponila ' +
        'nel suo sacchetto di cotone, mai nella plastica.',
      'Asciuga subito la pioggia con un panno asciutto e lascia asciugare la borsa lontano dai ' +
        'termosifoni.',
      'Due volte l’anno nutri la pelle con una crema neutra, provata prima su un angolo ' +
        'nascosto.',
    ].join('\n\n'),
  },
] as const;

export function buildPosts(): PostSeed[] {
  const rng = rngFor('posts');
  return POSTS.map((post) => ({
    cuid: cuidLike(rng),
    slug: toRouteName(post.title).toLowerCase(),
    name: post.name,
    title: post.title,
    content: post.content,
    itaTitle: post.itaTitle,
    itaContent: post.itaContent,
    // The spec's sample blog is keyed by the en and fr locales; these posts are English.
    lng: 'en',
    // Fixed dates keep the blog's order and every reseed identical.
    createdAt: new Date(post.createdAt),
  }));
}
