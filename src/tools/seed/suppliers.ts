/** Invented suppliers; addresses use the reserved .example domain so no mail can go out. */
export interface SupplierSeed {
  name: string;
  contact: string;
  email: string;
  tel: string;
  address: string;
  website: string;
}

export const SUPPLIERS: readonly SupplierSeed[] = [
  {
    name: 'Pelletteria Toscana Srl',
    contact: 'Giulia Bartoli',
    email: 'ordini@pelletteria-toscana.example',
    tel: '+39 055 000 1100',
    address: 'Via dei Conciatori 14, 50142 Firenze FI, Italia',
    website: 'https://pelletteria-toscana.example',
  },
  {
    name: 'Viaggi Forniture SpA',
    contact: 'Marco Rinaldi',
    email: 'vendite@viaggi-forniture.example',
    tel: '+39 011 000 2200',
    address: 'Corso Novara 88, 10152 Torino TO, Italia',
    website: 'https://viaggi-forniture.example',
  },
  {
    name: 'Alpine Gear Supply GmbH',
    contact: 'Anna Huber',
    email: 'sales@alpine-gear.example',
    tel: '+43 512 000 330',
    address: 'Industriestraße 5, 6020 Innsbruck, Österreich',
    website: 'https://alpine-gear.example',
  },
  {
    name: 'Tessitura Comasca Snc',
    contact: 'Paolo Colombo',
    email: 'info@tessitura-comasca.example',
    tel: '+39 031 000 4400',
    address: 'Via Borgovico 120, 22100 Como CO, Italia',
    website: 'https://tessitura-comasca.example',
  },
];
