import type { MediaText } from '../../server/db/schema';
import type { ProductShape } from './products';

export interface GallerySeed {
  image: string;
  eng: MediaText;
  ita: MediaText;
  /** Tints for the generated picture (images.ts). */
  art: { from: string; to: string; motif: ProductShape };
}

export interface VideoSeed {
  youtubeId: string;
  eng: MediaText;
  ita: MediaText;
}

export const GALLERY_IMAGE_SIZE = { width: 1200, height: 800 } as const;

const COLLECTIONS = { eng: 'Collections', ita: 'Collezioni' };
const WORKSHOP = { eng: 'Workshop', ita: 'Laboratorio' };
const TRAVEL = { eng: 'Travel', ita: 'Viaggi' };

const gallery = (
  n: number,
  category: { eng: string; ita: string },
  eng: [title: string, descr: string],
  ita: [title: string, descr: string],
  [from, to, motif]: [from: string, to: string, motif: ProductShape],
): GallerySeed => ({
  image: `gallery/${n}.webp`,
  eng: { category: category.eng, title: eng[0], descr: eng[1] },
  ita: { category: category.ita, title: ita[0], descr: ita[1] },
  art: { from, to, motif },
});

export const GALLERIES: readonly GallerySeed[] = [
  gallery(
    1,
    COLLECTIONS,
    ['Autumn leather', 'Handbags and shoulder bags in tan and burgundy leather.'],
    ['Pelle d’autunno', 'Borse a mano e a spalla in pelle cuoio e bordeaux.'],
    ['#b5764a', '#6d1f32', 'handbag'],
  ),
  gallery(
    2,
    COLLECTIONS,
    ['Winter scarves', 'Wool and cashmere scarves for the cold months.'],
    ['Sciarpe d’inverno', 'Sciarpe di lana e cashmere per i mesi freddi.'],
    ['#7b7f85', '#1f2f56', 'scarf'],
  ),
  gallery(
    3,
    COLLECTIONS,
    ['Cabin ready', 'Light cabin trolleys that fit every airline’s limits.'],
    ['Pronti per la cabina', 'Trolley leggeri entro i limiti di ogni compagnia aerea.'],
    ['#2f6b45', '#1c1c1c', 'suitcase'],
  ),
  gallery(
    4,
    WORKSHOP,
    ['Cutting the leather', 'Every panel is cut by hand from a single hide.'],
    ['Il taglio della pelle', 'Ogni pannello è tagliato a mano da un’unica pelle.'],
    ['#d8c3a0', '#6b4226', 'fabric'],
  ),
  gallery(
    5,
    WORKSHOP,
    ['Stitching', 'Saddle stitching keeps a seam together even if one thread breaks.'],
    ['Cucitura', 'La cucitura a sella tiene anche se un filo si rompe.'],
    ['#c99a2e', '#6b4226', 'fabric'],
  ),
  gallery(
    6,
    WORKSHOP,
    ['On the loom', 'Our scarves are woven in Como on narrow looms.'],
    ['Al telaio', 'Le nostre sciarpe sono tessute a Como su telai stretti.'],
    ['#d98ca0', '#6d1f32', 'scarf'],
  ),
  gallery(
    7,
    TRAVEL,
    ['Dolomites weekend', 'Two days on the trails with a 30-litre pack.'],
    ['Weekend nelle Dolomiti', 'Due giorni sui sentieri con uno zaino da 30 litri.'],
    ['#2f6b45', '#1f2f56', 'backpack'],
  ),
  gallery(
    8,
    TRAVEL,
    ['City break', 'Rome in three days with nothing but a carry-on.'],
    ['Fuga in città', 'Roma in tre giorni con il solo bagaglio a mano.'],
    ['#b3262e', '#c99a2e', 'suitcase'],
  ),
];

const video = (
  youtubeId: string,
  category: { eng: string; ita: string },
  eng: [title: string, descr: string],
  ita: [title: string, descr: string],
): VideoSeed => ({
  youtubeId,
  eng: { category: category.eng, title: eng[0], descr: eng[1] },
  ita: { category: category.ita, title: ita[0], descr: ita[1] },
});

/**
 * The youtubeId values are placeholders in YouTube's 11-character id format; they point at no
 * video of ours. An administrator replaces them with the shop's own videos in /admin_video.
 */
export const VIDEOS: readonly VideoSeed[] = [
  video(
    'Xq3bT7vLm2A',
    WORKSHOP,
    ['How a handbag is made', 'From the hide to the finished bag in our Milan workshop.'],
    ['Come nasce una borsa', 'Dalla pelle alla borsa finita nel nostro laboratorio di Milano.'],
  ),
  video(
    'Pk8nR4wZc1E',
    TRAVEL,
    ['Packing a cabin trolley', 'Seven days of clothes in a 40-litre carry-on.'],
    ['Preparare il trolley', 'Sette giorni di vestiti in un bagaglio a mano da 40 litri.'],
  ),
  video(
    'Jd5sW9hYf0U',
    COLLECTIONS,
    ['Ten ways to tie a scarf', 'From the simple loop to the Parisian knot.'],
    ['Dieci modi di annodare una sciarpa', 'Dal giro semplice al nodo parigino.'],
  ),
  video(
    'Lm2vC6tQb8K',
    TRAVEL,
    ['Choosing a hiking backpack', 'Back length, volume and fit explained.'],
    ['Scegliere lo zaino da trekking', 'Lunghezza dello schienale, volume e vestibilità.'],
  ),
];
