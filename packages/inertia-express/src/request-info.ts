import type { IncomingHttpHeaders } from 'node:http';
import { HEADERS } from './headers.js';

/** What an incoming request asks of the protocol, read once from its headers. */
export interface InertiaRequestInfo {
  isInertia: boolean;
  version: string | undefined;
  partialComponent: string | undefined;
  partialData: string[];
  partialExcept: string[];
  reset: string[];
  errorBag: string | undefined;
  exceptOnceProps: string[];
  /** Where an infinite scroll wants the page it asked for: before what it holds, or after. */
  mergeIntent: 'append' | 'prepend';
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function list(headers: IncomingHttpHeaders, name: string): string[] {
  return (header(headers, name) ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

export function readRequestInfo(headers: IncomingHttpHeaders): InertiaRequestInfo {
  return {
    isInertia: header(headers, HEADERS.inertia) === 'true',
    version: header(headers, HEADERS.version),
    partialComponent: header(headers, HEADERS.partialComponent),
    partialData: list(headers, HEADERS.partialData),
    partialExcept: list(headers, HEADERS.partialExcept),
    reset: list(headers, HEADERS.reset),
    errorBag: header(headers, HEADERS.errorBag) || undefined,
    exceptOnceProps: list(headers, HEADERS.exceptOnceProps),
    mergeIntent: header(headers, HEADERS.mergeIntent) === 'prepend' ? 'prepend' : 'append',
  };
}
