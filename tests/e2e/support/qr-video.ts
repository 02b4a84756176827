// Writes a short Y4M video of a QR code, for Chromium's fake camera
// (`--use-file-for-fake-video-capture=<file>`), so a browser test can show a real ticket to the scanner.
import fs from 'node:fs/promises';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;
/** White modules around the code, as the QR standard asks, so decoders find its edges. */
const QUIET_ZONE = 4;
const FRAMES = 5;
const WHITE = 255;
const BLACK = 0;
/** The neutral chroma value: a grey-scale picture. */
const NO_COLOUR = 128;

/** The luma plane of one frame: the code centred, as large as fits, on white. */
function lumaPlane(text: string): Buffer {
  const { size, data } = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
  const scale = Math.floor(Math.min(WIDTH, HEIGHT) / (size + 2 * QUIET_ZONE));
  const left = Math.floor((WIDTH - size * scale) / 2);
  const top = Math.floor((HEIGHT - size * scale) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, WHITE);
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < size; column += 1) {
      if (!data[row * size + column]) continue;
      for (let y = 0; y < scale; y += 1) {
        const start = (top + row * scale + y) * WIDTH + left + column * scale;
        luma.fill(BLACK, start, start + scale);
      }
    }
  }
  return luma;
}

/** A 4:2:0 Y4M file showing the QR code of `text` in every frame. */
export async function writeQrVideo(file: string, text: string): Promise<void> {
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`, 'ascii');
  const frame = Buffer.concat([
    Buffer.from('FRAME\n', 'ascii'),
    lumaPlane(text),
    Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, NO_COLOUR),
  ]);
  await fs.writeFile(file, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
}
