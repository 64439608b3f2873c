/**
 * Which of a product's pictures shows a colour (docs/decisions.md, "Issue 25.1"): the picture
 * whose file name names the colour; else, when the product has a picture for each of its
 * colours, the picture in the colour's place; else the main picture (index 0).
 */
export function colourPictureIndex(
  pictures: readonly string[],
  colours: readonly string[],
  colour: string,
): number {
  const wanted = words(colour);
  if (wanted === ' ') return 0;
  const named = pictures.findIndex((picture) => words(fileName(picture)).includes(wanted));
  if (named >= 0) return named;
  const place = colours.findIndex((c) => words(c) === wanted);
  return colours.length > 1 && pictures.length >= colours.length && place >= 0 ? place : 0;
}

/** "products/Scarf_navy-blue.webp?v=2" → "Scarf_navy-blue". */
function fileName(picture: string): string {
  const file = picture.split(/[?#]/)[0]?.split('/').pop() ?? '';
  return file.replace(/\.[a-z0-9]+$/i, '');
}

/** Lower-case words between spaces, so "blue" matches " navy blue " but not " blueberry ". */
function words(text: string): string {
  const list = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return ` ${list.join(' ')} `;
}
