/** Real carriers' public tracking pages; {trackingNo} is replaced with the order's number. */
export interface ShipperSeed {
  name: string;
  trackingUrl: string;
}

export const SHIPPERS: readonly ShipperSeed[] = [
  {
    name: 'Poste Italiane',
    trackingUrl: 'https://www.poste.it/cerca/index.html#/risultati-spedizioni/{trackingNo}',
  },
  {
    name: 'BRT',
    trackingUrl: 'https://vas.brt.it/vas/sped_det_show.hsm?Nspediz={trackingNo}',
  },
  {
    name: 'DHL Express',
    trackingUrl: 'https://www.dhl.com/it-en/home/tracking.html?tracking-id={trackingNo}',
  },
  {
    name: 'GLS Italy',
    trackingUrl:
      'https://www.gls-italy.com/it/servizi-per-destinatari/ricerca-spedizione?match={trackingNo}',
  },
];
