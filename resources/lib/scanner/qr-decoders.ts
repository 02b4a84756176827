// Reads QR codes from camera frames: the browser's own BarcodeDetector where it has one (fast, often
// hardware-backed), otherwise jsQR on a canvas copy of the frame.
import jsQR from 'jsqr';

export type DecoderKind = 'native' | 'jsqr';

export interface QrDecoder {
  kind: DecoderKind;
  /** The text of a QR code in the current video frame, or null. */
  decode(video: HTMLVideoElement): Promise<string | null>;
}

/** The part of the Shape Detection API used here; not in TypeScript's DOM library yet. */
interface NativeBarcodeDetector {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}

interface BarcodeDetectorClass {
  new (options: { formats: string[] }): NativeBarcodeDetector;
  getSupportedFormats(): Promise<string[]>;
}

/** The native detector's class when it can read QR codes, else null: the one place the reading path is chosen. */
export async function nativeQrDetector(scope: object = globalThis): Promise<BarcodeDetectorClass | null> {
  const Detector = (scope as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    return (await Detector.getSupportedFormats()).includes('qr_code') ? Detector : null;
  } catch {
    return null;
  }
}

/** Frames are scaled down to this width for jsQR: a ticket QR fills much of the view, and smaller is faster. */
const JSQR_WIDTH = 640;

function jsqrDecoder(): QrDecoder {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return {
    kind: 'jsqr',
    async decode(video) {
      if (!context || video.videoWidth === 0) return null;
      const scale = Math.min(1, JSQR_WIDTH / video.videoWidth);
      canvas.width = Math.round(video.videoWidth * scale);
      canvas.height = Math.round(video.videoHeight * scale);
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      const frame = context.getImageData(0, 0, canvas.width, canvas.height);
      return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
    },
  };
}

export async function createQrDecoder(): Promise<QrDecoder> {
  const Detector = await nativeQrDetector();
  if (!Detector) return jsqrDecoder();
  const detector = new Detector({ formats: ['qr_code'] });
  return {
    kind: 'native',
    async decode(video) {
      if (video.videoWidth === 0) return null;
      return (await detector.detect(video))[0]?.rawValue ?? null;
    },
  };
}
