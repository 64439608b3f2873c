export interface ColorSeed {
  name: string;
  itaName: string;
  hex: string;
}

export interface StyleSeed {
  name: string;
  itaName: string;
}

export const COLORS: readonly ColorSeed[] = [
  { name: 'Black', itaName: 'Nero', hex: '#1c1c1c' },
  { name: 'White', itaName: 'Bianco', hex: '#f4f1ea' },
  { name: 'Brown', itaName: 'Marrone', hex: '#6b4226' },
  { name: 'Tan', itaName: 'Cuoio', hex: '#b5764a' },
  { name: 'Navy', itaName: 'Blu navy', hex: '#1f2f56' },
  { name: 'Red', itaName: 'Rosso', hex: '#b3262e' },
  { name: 'Green', itaName: 'Verde', hex: '#2f6b45' },
  { name: 'Grey', itaName: 'Grigio', hex: '#7b7f85' },
  { name: 'Beige', itaName: 'Beige', hex: '#d8c3a0' },
  { name: 'Burgundy', itaName: 'Bordeaux', hex: '#6d1f32' },
  { name: 'Mustard', itaName: 'Senape', hex: '#c99a2e' },
  { name: 'Pink', itaName: 'Rosa', hex: '#d98ca0' },
];

export const STYLES: readonly StyleSeed[] = [
  { name: 'Casual', itaName: 'Casual' },
  { name: 'Classic', itaName: 'Classico' },
  { name: 'Sport', itaName: 'Sportivo' },
  { name: 'Travel', itaName: 'Viaggio' },
  { name: 'Evening', itaName: 'Sera' },
  { name: 'Business', itaName: 'Business' },
];
