import QRCode from 'qrcode';

// M: survives a smudged print or a cracked phone screen while keeping the modules large enough to scan.
const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

/**
 * The ticket's QR code as an SVG data URL. Pages show it with <img>: an SVG loaded as an image runs no
 * script and needs no inline markup, so it passes the Content-Security-Policy (img-src allows data:).
 */
export async function qrDataUrl(code: string): Promise<string> {
  const svg = await QRCode.toString(code, { ...QR_OPTIONS, type: 'svg' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The QR code as a PNG for e-mail, since mail clients do not show SVG images. */
export function qrPng(code: string): Promise<Buffer> {
  return QRCode.toBuffer(code, { ...QR_OPTIONS, type: 'png', width: 320 });
}
