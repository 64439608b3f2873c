// Stands in for netlify dev's framework command while npm start runs Gatsby itself (see start.ts).
setInterval(() => undefined, 1 << 30);
