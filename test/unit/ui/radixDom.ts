// jsdom lacks a few browser APIs that radix's positioning and pointer handling call. These
// stand-ins do nothing; they only let the components mount the way they do in a browser.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

if (!('ResizeObserver' in globalThis)) {
  Object.assign(globalThis, { ResizeObserver: NoopResizeObserver });
}

const proto = Element.prototype as unknown as Record<string, unknown>;
for (const name of ['hasPointerCapture', 'setPointerCapture', 'releasePointerCapture']) {
  if (!(name in proto)) proto[name] = () => false;
}
if (!('scrollIntoView' in proto)) proto.scrollIntoView = () => {};
