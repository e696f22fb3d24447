/**
 * Interactions before the app owns the page (issue 44). A public route arrives drawn by the server and the app starts
 * after it is painted (start-after-paint.ts): on a phone, a second or more in which the page's controls have no
 * handlers. React replays only the events that arrive after hydrateRoot was called; before that, a tap on a gallery
 * photo, a choice in the filter or a link followed by the browser itself was lost or went around the app.
 *
 * One mechanism for every control, after Angular's event replay (JSAction): this script, inline at the top of the
 * shell's HTML, listens on the window (capture phase, ahead of everything else) for the discrete interactions (click,
 * input, change, submit and the named keys) that land in a server-drawn view, keeps each one in order and stops it
 * there. Default actions the app decides (a link's navigation, a form's submission, a checkbox's toggle) are held.
 * When the app has hydrated the page it calls `release` (App.tsx): every kept event is dispatched again on its
 * element, in the order it happened, one per task so each one's render is committed before the next, each once its
 * element is the app's (`owned`: a part of the page still hydrating waits a little). What was typed stays where it
 * was typed; the app is told by a replayed input event. Nothing is replayed twice: the originals never reached the
 * app, and events that come while the queue empties join its end.
 *
 * Some controls are answered at once rather than later (`answer`): the side menu opens on the first tap (the menu's
 * early answer, early-menu.ts). If the app never starts, the script gives up after GIVE_UP_MS: a held link is followed
 * by the browser and nothing is held any more.
 */

/** The name of the script's handle on window. */
export const EARLY_EVENTS_GLOBAL = '__earlyEvents';
/** The element of a server's first view that says the page was drawn by the server (first-view.ts writes it). */
export const FIRST_VIEW_MARK_ID = 'first-view-state';
/** How long an event waits, after the app has started, for the part of the page it landed in to be hydrated. */
const OWN_WAIT_MS = 3_000;
/** How long the script holds events for an app that does not start (its code could not be downloaded...). */
const GIVE_UP_MS = 15_000;

/** An answer given before the app runs: true when it handled the event (then the event is not kept). */
export type EarlyAnswer = (event: Event) => boolean;

export interface EarlyEvents {
  answer(early: EarlyAnswer): void;
  /** The app owns the page: replay the kept events, each once `owned` says its element has the app's handlers. */
  release(owned: (element: Element) => boolean): void;
  /** How many events are kept (for tests and benches). */
  pending(): number;
}

interface Kept {
  event: Event;
  target: Element;
  /** A field's value as the visitor left it (an app's hydration may set a controlled field back to its own). */
  value?: string;
}

/** The code of the inline script (its arguments are written in by `earlyEventsScript`). */
function earlyEvents(globalName: string, markId: string, ownWaitMs: number, giveUpMs: number): void {
  const queue: Kept[] = [];
  const answers: EarlyAnswer[] = [];
  let owned: ((element: Element) => boolean) | null = null;
  let releasedAt = 0;
  let replaying = false;
  let pumping: ReturnType<typeof setTimeout> | undefined;
  let giveUp: ReturnType<typeof setTimeout> | undefined;
  let gaveUp = false;

  const linkOf = (target: Element) => target.closest<HTMLAnchorElement>('a[href]');
  /** Which events are kept: those the app would answer. */
  const keeps = (event: Event, target: Element): boolean => {
    if (event.type === 'keydown') {
      const { key, ctrlKey, metaKey, altKey } = event as KeyboardEvent;
      // Named keys on controls (Enter, Escape, arrows, space...); typed characters arrive as input events, and Tab
      // moves the focus by itself.
      if (ctrlKey || metaKey || altKey || key === 'Tab' || (key.length === 1 && key !== ' ')) return false;
      return (
        !['Shift', 'Control', 'Alt', 'Meta', 'CapsLock', 'Unidentified'].includes(key) &&
        target !== document.body
      );
    }
    if (event.type !== 'click') return true;
    const click = event as MouseEvent;
    if (click.button !== 0 || click.ctrlKey || click.metaKey || click.shiftKey || click.altKey) return false;
    const link = linkOf(target);
    // A new tab, a download, another site, tel: or mailto: are the browser's, not the app's.
    if (link)
      return (
        link.origin === location.origin &&
        (!link.target || link.target === '_self') &&
        !link.hasAttribute('download')
      );
    // A label passes a click on to its control: that click is the one kept (keeping both would toggle twice).
    return !(target.closest('label') && !target.closest('input, select, textarea, button'));
  };
  /** Default actions the app decides: held until the event is replayed. */
  const holdsDefault = (event: Event, target: Element): boolean => {
    if (event.type === 'submit') return true;
    if (event.type !== 'click') return false;
    if (linkOf(target)) return true;
    const control = target.closest<HTMLButtonElement | HTMLInputElement | HTMLElement>(
      'button, input, summary',
    );
    if (!control) return false;
    if (control instanceof HTMLButtonElement) return control.type === 'submit' && Boolean(control.form);
    if (control instanceof HTMLInputElement)
      return ['submit', 'image', 'checkbox', 'radio', 'reset'].includes(control.type);
    return true; // <summary>: a <details> opens
  };

  const fieldValue = (event: Event, target: Element) => {
    if (event.type !== 'input' && event.type !== 'change') return undefined;
    if (target instanceof HTMLInputElement)
      return ['file', 'checkbox', 'radio'].includes(target.type) ? undefined : target.value;
    return target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement
      ? target.value
      : undefined;
  };

  const replay = ({ event, target, value: kept }: Kept) => {
    if (!target.isConnected) return;
    if (event.type === 'submit') {
      const form = target as HTMLFormElement;
      const submitter = (event as SubmitEvent).submitter;
      form.requestSubmit(submitter && submitter.isConnected ? submitter : undefined);
      return;
    }
    let copy: Event;
    if (event.type === 'click') {
      const click = event as MouseEvent;
      copy = new MouseEvent('click', {
        bubbles: true,
        cancelable: true,
        composed: true,
        view: window,
        detail: click.detail,
        screenX: click.screenX,
        screenY: click.screenY,
        clientX: click.clientX,
        clientY: click.clientY,
        button: click.button,
        buttons: click.buttons,
      });
    } else if (event.type === 'keydown') {
      const key = event as KeyboardEvent;
      copy = new KeyboardEvent('keydown', {
        bubbles: true,
        cancelable: true,
        composed: true,
        view: window,
        key: key.key,
        code: key.code,
        location: key.location,
        repeat: key.repeat,
        shiftKey: key.shiftKey,
      });
    } else {
      const field = target as HTMLInputElement;
      if (kept !== undefined && target instanceof HTMLSelectElement) field.value = kept;
      else if (kept !== undefined) {
        // The field shows what was typed (unless hydration set it back). A library that skips input events whose
        // value it has seen (React tracks the value through the element's own `value` property) must see it change:
        // the element's property is given another value, then the prototype's setter puts the typed one in, unseen
        // by that tracking.
        const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
        field.value = kept ? '' : ' ';
        if (setter) setter.call(field, kept);
        else field.value = kept;
      }
      copy = new Event(event.type, { bubbles: true, cancelable: event.cancelable, composed: true });
    }
    target.dispatchEvent(copy);
  };

  const pump = () => {
    pumping = undefined;
    const next = queue[0];
    if (!next || !owned) return;
    // A part of the page still being hydrated: its event waits (and so do those after it, to keep the order).
    if (next.target.isConnected && !owned(next.target) && Date.now() - releasedAt < ownWaitMs) {
      pumping = setTimeout(pump, 50);
      return;
    }
    queue.shift();
    replaying = true;
    try {
      replay(next);
    } catch {
      // One event that cannot be replayed never holds up the others.
    } finally {
      replaying = false;
    }
    // One event per task: the app commits what this one changed before the next one is replayed.
    if (queue.length) pumping = setTimeout(pump, 0);
  };
  const schedule = () => {
    if (owned && pumping === undefined) pumping = setTimeout(pump, 0);
  };
  const stopHolding = () => {
    gaveUp = true;
    // The app did not start: the last link followed is followed by the browser.
    const link = queue
      .filter(({ event }) => event.type === 'click')
      .map(({ target }) => linkOf(target))
      .filter(Boolean)
      .pop();
    queue.length = 0;
    if (link) location.assign(link.href);
  };

  const onEvent = (event: Event) => {
    if (replaying || gaveUp) return;
    const target = event.target;
    // Only over a page the server drew: a page the app draws itself has its handlers with its controls.
    if (!(target instanceof Element) || !document.getElementById(markId)) return;
    if (!owned) for (const early of answers) if (early(event)) return void event.stopPropagation();
    if (!keeps(event, target)) return;
    // The app's from here on: nothing waits ahead, and the element has the app's handlers (or waited long enough).
    if (owned && !queue.length && (owned(target) || Date.now() - releasedAt >= ownWaitMs)) return;
    if (holdsDefault(event, target)) event.preventDefault();
    event.stopPropagation();
    const last = queue[queue.length - 1];
    const value = fieldValue(event, target);
    // A field keeps what was typed: one input event per run of typing stands for all of it, and every kept event of
    // the field puts in its latest text (a space's keydown between two runs must not set the field back to the first
    // run's text when it is replayed, while the visitor types on). A select's choices are replayed each as made.
    if (value !== undefined && !(target instanceof HTMLSelectElement))
      for (const kept of queue) if (kept.target === target && kept.value !== undefined) kept.value = value;
    if (event.type === 'input' && last?.event.type === 'input' && last.target === target) last.value = value;
    else queue.push({ event, target, value });
    if (owned) schedule();
    else giveUp ??= setTimeout(stopHolding, giveUpMs);
  };
  for (const type of ['click', 'input', 'change', 'submit', 'keydown'])
    addEventListener(type, onEvent, { capture: true });

  const handle: EarlyEvents = {
    answer: (early) => void answers.push(early),
    release: (isOwned) => {
      if (owned || gaveUp) return;
      owned = isOwned;
      releasedAt = Date.now();
      clearTimeout(giveUp);
      schedule();
    },
    pending: () => queue.length,
  };
  (window as unknown as Record<string, EarlyEvents>)[globalName] = handle;
}

/** The inline script, as the build writes it at the top of index.html. */
export function earlyEventsScript(): string {
  const args = [EARLY_EVENTS_GLOBAL, FIRST_VIEW_MARK_ID, OWN_WAIT_MS, GIVE_UP_MS];
  return `(${earlyEvents.toString()})(${args.map((arg) => JSON.stringify(arg)).join(',')});`;
}

/** The script's handle, when the page has it (index.html). */
export const earlyEventsHandle = (): EarlyEvents | undefined =>
  (window as unknown as Record<string, EarlyEvents | undefined>)[EARLY_EVENTS_GLOBAL];

/** An element React has hydrated or rendered: it carries React's fiber (and with it the app's handlers). */
const ownedByReact = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

/** The app has hydrated the page (App.tsx): the kept events are replayed to it. */
export function releaseEarlyEvents(owned: (element: Element) => boolean = ownedByReact): void {
  earlyEventsHandle()?.release(owned);
}
