// The one script a prerendered page names (scripts/web-build/prerender.ts, decision 024). The page shows without
// script, so the app's code is fetched only once the browser has shown it: fetched and run earlier, it held
// back the first paint on a slow phone. Its tag names the app's entry and the page's own chunks, fetched together.
// Until the app has hydrated (main.tsx dispatches `app-hydrated`), what the visitor does is kept and handed over.
const tag = document.querySelector<HTMLScriptElement>('script[data-entry]')!;
let started = false;

function loadApp() {
  if (started) return;
  started = true;
  const answers: NonNullable<typeof earlyAnswers> = new Map();
  globalThis.earlyAnswers = answers;
  // The page's chunks, then the app's entry; each still runs after the modules it imports.
  const starts = list(tag.dataset.preload).map((href) => () => {
    import(/* @vite-ignore */ href).catch(() => undefined);
  });
  starts.push(() => void import(/* @vite-ignore */ tag.dataset.entry!));
  // The page's data too (decision 024): the app takes each answer for its first read of that address (lib/api.ts),
  // so the live parts fill in as soon as it has hydrated, a round trip sooner than if it asked then.
  for (const path of list(tag.dataset.fetch)) {
    starts.push(() => {
      const answer = fetch(path, { credentials: 'same-origin' });
      // An answer the app never takes is not an unhandled failure; the app sees a failed one as its own read's.
      answer.catch(() => undefined);
      answers.set(path, { at: performance.now(), answer });
    });
  }
  // Each request is made in a task of its own, all queued at once so the downloads still start together: a request
  // can hold the main thread for milliseconds (up to 9 ms for one read here), and the one task that made them all
  // took 15 to 35 ms on this machine, four times that on a phone.
  for (const start of starts) setTimeout(start);
}

const list = (names?: string) => names?.split(' ').filter(Boolean) ?? [];

// Once the browser reports the page's first contentful paint (the frame shown, not just drawn). A browser that
// reports no paint, or a tab that paints nothing (opened in the background), loads it after a second all the same.
setTimeout(loadApp, 1000);
const painted = new PerformanceObserver((entries) => {
  if (!entries.getEntriesByName('first-contentful-paint').length) return;
  painted.disconnect();
  setTimeout(loadApp);
});
painted.observe({ type: 'paint', buffered: true });

// Before hydration a button has no handler and a form would submit to the server: fields typed into, buttons
// pressed, keys that move within a control and forms sent are kept, in order, and replayed once the app's handlers
// are on the page, one task apart so the app renders each before the next (as it would have between the visitor's
// own steps).
const steps: (() => void)[] = [];
// What each field held when the visitor last changed it: a render between hydration and the replay can set a
// controlled field back to its state's value, so the replay puts the visitor's back before it tells the app.
const typed = new Map<Element, () => void>();
const keepField = (e: Event) => {
  const field = e.target as HTMLInputElement;
  const tick = field.type === 'checkbox' || field.type === 'radio';
  const held = tick ? field.checked : field.value;
  const known = typed.has(field);
  typed.set(field, () => {
    if (tick) field.checked = held as boolean;
    else field.value = held as string;
  });
  if (known) return;
  steps.push(() => {
    typed.get(field)!();
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  });
};
// A press is replayed whole, as the browser delivered it: some controls act on the press, not the click (a tab
// selects on mousedown, a menu opens on pointerdown), and none of ours toggles on both.
/** How a replayed event travels: as the browser's own would. */
const AS_DELIVERED = { bubbles: true, cancelable: true, composed: true, view: window };
const press = (button: HTMLButtonElement, pointerType: string) => {
  const down = { ...AS_DELIVERED, button: 0, buttons: 1 };
  const up = { ...down, buttons: 0 };
  button.dispatchEvent(new PointerEvent('pointerdown', { ...down, pointerType, isPrimary: true }));
  button.dispatchEvent(new MouseEvent('mousedown', down));
  button.dispatchEvent(new PointerEvent('pointerup', { ...up, pointerType, isPrimary: true }));
  button.dispatchEvent(new MouseEvent('mouseup', up));
  button.click();
};
const keepClick = (e: Event) => {
  const button = (e.target as Element).closest?.('button');
  // A click the keyboard made (Enter, Space) has no pointer: it is replayed as a mouse's.
  const pointerType = (e as PointerEvent).pointerType || 'mouse';
  if (button && !button.disabled && !button.closest('a')) steps.push(() => press(button, pointerType));
};
// Keys that move within a control (an arrow along tabs or a menu, Home, End) do nothing until the app is there. Those
// pressed while typing in a field move its caret, and the field keeps its text; the others are replayed.
const MOVES = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);
const keepKey = (e: KeyboardEvent) => {
  const target = e.target as Element;
  if (!MOVES.has(e.key) || target === document.body || target.closest('input, textarea, select, [contenteditable]'))
    return;
  const { key, code, shiftKey, ctrlKey, altKey, metaKey } = e;
  const init = { ...AS_DELIVERED, key, code, shiftKey, ctrlKey, altKey, metaKey };
  steps.push(() => target.dispatchEvent(new KeyboardEvent('keydown', init)));
};
const keepSubmit = (e: SubmitEvent) => {
  e.preventDefault();
  const form = e.target as HTMLFormElement;
  // Sent by a pressed button: replaying its click sends the form again.
  if (!e.submitter) steps.push(() => form.requestSubmit());
};
const listeners = [
  ['input', keepField],
  ['change', keepField],
  ['click', keepClick],
  ['keydown', keepKey],
  ['submit', keepSubmit],
] as const;
for (const [type, listener] of listeners) document.addEventListener(type, listener as EventListener, true);

document.addEventListener(
  'app-hydrated',
  async () => {
    for (const [type, listener] of listeners) document.removeEventListener(type, listener as EventListener, true);
    for (const step of steps) {
      await new Promise((resolve) => setTimeout(resolve));
      step();
    }
  },
  { once: true },
);
