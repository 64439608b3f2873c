// Stands in for netlify dev's framework command where Gatsby must not be started by it:
// npm start runs Gatsby itself (scripts/start.ts), the browser tests serve the built public/.
setInterval(() => undefined, 1 << 30);
