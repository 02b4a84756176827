import crypto from 'node:crypto';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useKeyboardWedge } from '../../resources/hooks/use-keyboard-wedge';
import { judgeOffline } from '../../resources/lib/scanner/offline-check';
import { nativeQrDetector } from '../../resources/lib/scanner/qr-decoders';
import { createRepeatGuard } from '../../resources/lib/scanner/repeat-guard';
import { judgedDifferently, toneOf } from '../../resources/lib/scanner/scan-results';
import { verdictText } from '../../resources/components/scanner/verdict-text';
import { addEnglishNamespace, t } from '../../resources/lib/i18n';
import scannerWords from '../../resources/lang/en/scanner.json';
import { joinTicketCode, ticketPayload } from '../../common/ticket-code';
import type { DoorListEntry } from '../../common/types/scanner';

function keyPair() {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ed25519');
  return { privateKey, publicKeyBase64Url: String(publicKey.export({ format: 'jwk' }).x) };
}

function signedCode(privateKey: crypto.KeyObject, eventId: number): string {
  const payload = ticketPayload(eventId, crypto.randomBytes(16));
  return joinTicketCode(payload, crypto.sign(null, payload, privateKey));
}

describe('the repeat guard', () => {
  it('ignores the same code within 3 seconds, not after, and never a different code', () => {
    let now = 1_000;
    const isRepeat = createRepeatGuard(() => now);
    expect(isRepeat('A')).toBe(false);
    now += 2_999;
    expect(isRepeat('A')).toBe(true);
    expect(isRepeat('B')).toBe(false);
    expect(isRepeat('A')).toBe(false);
    now += 3_000;
    expect(isRepeat('A')).toBe(false);
  });
});

describe('judging a code offline with the public key', () => {
  const { privateKey, publicKeyBase64Url } = keyPair();
  const fresh = { direction: 'entry', acceptedHere: false, listed: null } as const;
  const listed = (line: Partial<DoorListEntry>): DoorListEntry => ({
    ticketId: 1,
    codeHash: 'x',
    name: 'Ada',
    minor: false,
    care: null,
    cancelled: false,
    inside: false,
    ...line,
  });

  it('accepts a genuine code for this event once, then says it was already accepted here', () => {
    const code = signedCode(privateKey, 12);
    expect(judgeOffline(code, publicKeyBase64Url, 12, fresh)).toBe('accepted');
    expect(judgeOffline(code, publicKeyBase64Url, 12, { ...fresh, acceptedHere: true })).toBe('already_accepted');
  });

  it('refuses what the door list says is cancelled, and finds who is already inside by it', () => {
    const code = signedCode(privateKey, 12);
    expect(judgeOffline(code, publicKeyBase64Url, 12, { ...fresh, listed: listed({ cancelled: true }) })).toBe(
      'cancelled',
    );
    expect(judgeOffline(code, publicKeyBase64Url, 12, { ...fresh, listed: listed({ inside: true }) })).toBe(
      'already_accepted',
    );
    // Letting someone out needs no earlier admission on this device.
    expect(
      judgeOffline(code, publicKeyBase64Url, 12, { direction: 'exit', acceptedHere: true, listed: listed({}) }),
    ).toBe('accepted');
  });

  it('tells a genuine code of another event', () => {
    expect(judgeOffline(signedCode(privateKey, 13), publicKeyBase64Url, 12, fresh)).toBe('wrong_event');
  });

  it('calls forged, altered and malformed codes unknown', () => {
    const forged = signedCode(keyPair().privateKey, 12);
    const genuine = signedCode(privateKey, 12);
    const altered = `${genuine.slice(0, 5)}${genuine[5] === 'A' ? 'B' : 'A'}${genuine.slice(6)}`;
    for (const code of [forged, altered, 'hello', '', `${genuine}.x`])
      expect(judgeOffline(code, publicKeyBase64Url, 12, fresh)).toBe('unknown');
    expect(judgeOffline(genuine, '***', 12, fresh)).toBe('unknown');
  });

  it('reports only the offline scans the server judged differently', () => {
    expect(
      judgedDifferently('accepted', {
        outcome: 'valid',
        direction: 'entry',
        attendeeName: 'A',
        minor: false,
        guardian: null,
        care: null,
        collectors: null,
      }),
    ).toBe(false);
    expect(
      judgedDifferently('accepted', {
        outcome: 'already_checked_in',
        attendeeName: 'A',
        checkedInAt: '2026-01-01T00:00:00Z',
        checkedInBy: 'Kim',
      }),
    ).toBe(true);
    expect(judgedDifferently('accepted', { outcome: 'cancelled', attendeeName: 'A' })).toBe(true);
    // The door list of a cancelled event (or a draft) marks its tickets cancelled; the server says why.
    expect(judgedDifferently('cancelled', { outcome: 'event_cancelled', attendeeName: 'A' })).toBe(false);
    expect(judgedDifferently('cancelled', { outcome: 'door_closed', attendeeName: 'A' })).toBe(false);
    expect(
      judgedDifferently('already_accepted', {
        outcome: 'already_checked_in',
        attendeeName: 'A',
        checkedInAt: '2026-01-01T00:00:00Z',
        checkedInBy: null,
      }),
    ).toBe(false);
  });
});

describe('the verdict of a door that lets nobody in', () => {
  addEnglishNamespace('scanner', scannerWords);

  it('says the event is cancelled, or its door closed, and refuses in red', () => {
    expect(verdictText({ outcome: 'event_cancelled', attendeeName: 'Ada' }, t)).toEqual({
      title: 'Event cancelled',
      detail: 'This event has been cancelled: do not let Ada in.',
    });
    expect(verdictText({ outcome: 'door_closed', attendeeName: 'Ada' }, t)).toEqual({
      title: 'Door closed',
      detail: "This event's door is not open now: do not let Ada in.",
    });
    expect(toneOf({ kind: 'server', outcome: 'event_cancelled' })).toBe('bad');
    expect(toneOf({ kind: 'server', outcome: 'door_closed' })).toBe('bad');
  });
});

describe('choosing the QR reader', () => {
  const detector = (formats: () => Promise<string[]>) => Object.assign(class {}, { getSupportedFormats: formats });

  it('uses the native BarcodeDetector only when it reads QR codes, else jsQR', async () => {
    expect(await nativeQrDetector({})).toBeNull();
    expect(await nativeQrDetector({ BarcodeDetector: detector(async () => ['ean_13']) })).toBeNull();
    expect(await nativeQrDetector({ BarcodeDetector: detector(() => Promise.reject(new Error('no'))) })).toBeNull();
    const Native = detector(async () => ['ean_13', 'qr_code']);
    expect(await nativeQrDetector({ BarcodeDetector: Native })).toBe(Native);
  });
});

describe('the keyboard wedge', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  /** Key presses `gapMs` apart (by their event time stamps), ending with Enter. */
  function typeInto(target: EventTarget, text: string, gapMs = 5, startAt = performance.now()) {
    [...text, 'Enter'].forEach((key, index) => {
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      Object.defineProperty(event, 'timeStamp', { value: startAt + index * gapMs });
      target.dispatchEvent(event);
    });
  }

  it('hands over a code typed in a burst ending with Enter', () => {
    const onCode = vi.fn();
    renderHook(() => useKeyboardWedge(onCode));
    typeInto(document.body, 'ABCDEFGH.12345');
    expect(onCode).toHaveBeenCalledWith('ABCDEFGH.12345');
  });

  it('leaves typing in a text field and short key presses alone', () => {
    const onCode = vi.fn();
    renderHook(() => useKeyboardWedge(onCode));
    const input = document.body.appendChild(document.createElement('input'));
    typeInto(input, 'ABCDEFGH.12345');
    typeInto(document.body, 'ok');
    expect(onCode).not.toHaveBeenCalled();
  });

  it('takes a code even when one key arrives late, but not a person typing', () => {
    const onCode = vi.fn();
    renderHook(() => useKeyboardWedge(onCode));
    const start = performance.now() + 10_000;
    typeInto(document.body, 'ABCDEFGHIJKLMNOPQRST', 150, start);
    expect(onCode).not.toHaveBeenCalled();
    const late = new KeyboardEvent('keydown', { key: 'A', bubbles: true });
    Object.defineProperty(late, 'timeStamp', { value: start + 20_000 });
    document.body.dispatchEvent(late);
    typeInto(document.body, 'BCDEFGHIJKLMNOPQRST', 5, start + 20_300);
    expect(onCode).toHaveBeenCalledWith('ABCDEFGHIJKLMNOPQRST');
  });
});
