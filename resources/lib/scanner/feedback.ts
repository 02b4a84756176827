// What the door person hears and feels after each verdict, so they need not look at the screen.

export type VerdictTone = 'good' | 'warning' | 'bad';

const TONES: Record<VerdictTone, { frequencies: number[]; seconds: number; wave: OscillatorType }> = {
  good: { frequencies: [880, 1320], seconds: 0.12, wave: 'sine' },
  warning: { frequencies: [440, 440], seconds: 0.18, wave: 'triangle' },
  bad: { frequencies: [220], seconds: 0.45, wave: 'square' },
};

const VIBRATIONS: Record<VerdictTone, number[]> = { good: [80], warning: [120, 80, 120], bad: [300, 100, 300] };

let audio: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (typeof AudioContext === 'undefined') return null;
  audio ??= new AudioContext();
  if (audio.state === 'suspended') void audio.resume();
  return audio;
}

/**
 * Browsers only let a page start audio after the person has used it; a camera scan is no such use. The
 * first click or key press on the scanner page therefore wakes the audio up for the scans that follow.
 */
export function unlockAudioOnFirstUse(): () => void {
  const unlock = () => {
    audioContext();
    stop();
  };
  const stop = () => {
    window.removeEventListener('pointerdown', unlock);
    window.removeEventListener('keydown', unlock);
  };
  window.addEventListener('pointerdown', unlock);
  window.addEventListener('keydown', unlock);
  return stop;
}

function playTone(tone: VerdictTone): void {
  const context = audioContext();
  if (!context) return;
  const { frequencies, seconds, wave } = TONES[tone];
  frequencies.forEach((frequency, index) => {
    const start = context.currentTime + index * seconds;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = wave;
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.2, start);
    gain.gain.exponentialRampToValueAtTime(0.001, start + seconds);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start);
    oscillator.stop(start + seconds);
  });
}

export function giveFeedback(tone: VerdictTone, muted: boolean): void {
  if (!muted) playTone(tone);
  if (typeof navigator.vibrate === 'function') navigator.vibrate(VIBRATIONS[tone]);
}
