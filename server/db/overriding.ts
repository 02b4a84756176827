/**
 * `target` with the named properties replaced. Every other method is bound to the target itself, so a
 * class's private fields still work behind the proxy.
 */
export function overriding<Target extends object>(
  target: Target,
  overrides: Partial<Record<keyof Target, unknown>>,
): Target {
  return new Proxy(target, {
    get(object, property) {
      if (Object.hasOwn(overrides, property)) return overrides[property as keyof Target];
      const value: unknown = Reflect.get(object, property, object);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(object) : value;
    },
  });
}
