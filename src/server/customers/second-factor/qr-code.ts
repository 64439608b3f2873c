/**
 * The enrolment QR code, an SVG data URL the page shows as an image (no script, CSP-safe).
 * The package is loaded by the first enrolment only, not at every cold start.
 */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
