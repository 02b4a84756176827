// What the door person chose on this device, kept across visits.
import type { DoorDirection } from '../../../common/types/scanner';

const CAMERA_KEY = 'agora.scanner.camera';
const MUTED_KEY = 'agora.scanner.muted';
const DIRECTION_KEY = 'agora.scanner.direction';
const ENTRANCE_KEY = 'agora.scanner.entrance';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Private browsing without storage: the choice lasts for this visit only.
  }
}

export const preferences = {
  camera: () => read(CAMERA_KEY),
  setCamera: (deviceId: string | null) => write(CAMERA_KEY, deviceId),
  muted: () => read(MUTED_KEY) === 'true',
  setMuted: (muted: boolean) => write(MUTED_KEY, String(muted)),
  direction: (): DoorDirection => (read(DIRECTION_KEY) === 'exit' ? 'exit' : 'entry'),
  setDirection: (direction: DoorDirection) => write(DIRECTION_KEY, direction),
  entrance: () => read(ENTRANCE_KEY) ?? '',
  setEntrance: (entrance: string) => write(ENTRANCE_KEY, entrance || null),
};
