import { useEffect, useRef, useState } from 'react';
import { preferences } from '../lib/scanner/preferences';
import { createQrDecoder, type DecoderKind } from '../lib/scanner/qr-decoders';

/** About 8 frames a second: quick at the door, light on a phone's battery and CPU. */
const FRAME_INTERVAL_MS = 125;

export type CameraStatus = 'starting' | 'reading' | 'unavailable';

export interface CameraChoice {
  deviceId: string;
  /** Empty until the browser may name its cameras. */
  label: string;
}

/**
 * Shows the chosen camera in `videoRef` and calls `onCode` with every QR text it reads. The choice of
 * camera is remembered on this device; a remembered camera that is gone falls back to the default.
 */
export function useCameraReader(onCode: (code: string) => void) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const latestOnCode = useRef(onCode);
  latestOnCode.current = onCode;
  const [deviceId, setDeviceId] = useState<string | null>(() => preferences.camera());
  const [cameras, setCameras] = useState<CameraChoice[]>([]);
  const [status, setStatus] = useState<CameraStatus>('starting');
  const [decoderKind, setDecoderKind] = useState<DecoderKind | null>(null);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setStatus('starting');

    async function start(): Promise<void> {
      if (!navigator.mediaDevices?.getUserMedia) return setStatus('unavailable');
      try {
        const video: MediaTrackConstraints = deviceId
          ? { deviceId: { exact: deviceId } }
          : { facingMode: 'environment' };
        stream = await navigator.mediaDevices.getUserMedia({ video, audio: false });
      } catch {
        if (stopped) return;
        if (deviceId) return chooseCamera(null);
        return setStatus('unavailable');
      }
      const element = videoRef.current;
      if (stopped || !element) return stream.getTracks().forEach((track) => track.stop());
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      const devices = await navigator.mediaDevices.enumerateDevices();
      const decoder = await createQrDecoder();
      if (stopped) return;
      setCameras(
        devices
          .filter((device) => device.kind === 'videoinput')
          .map(({ deviceId: id, label }) => ({ deviceId: id, label })),
      );
      setDecoderKind(decoder.kind);
      setStatus('reading');
      const readFrame = async () => {
        if (stopped) return;
        const text = await decoder.decode(element).catch(() => null);
        if (text && !stopped) latestOnCode.current(text);
        timer = setTimeout(() => void readFrame(), FRAME_INTERVAL_MS);
      };
      void readFrame();
    }

    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [deviceId]);

  function chooseCamera(id: string | null): void {
    preferences.setCamera(id);
    setDeviceId(id);
  }

  return { videoRef, cameras, deviceId, chooseCamera, status, decoderKind };
}
