import { waitFor } from '@testing-library/react';
import {
  EARLY_EVENTS_GLOBAL,
  earlyEventsHandle,
  earlyEventsScript,
  FIRST_VIEW_MARK_ID,
} from './early-events';

/**
 * The early events script exactly as index.html carries it, over a server-drawn page: what a visitor does before the
 * app runs is kept, held, and replayed in order once the app has hydrated the page (issue 44).
 */
let removeListeners: () => void = () => undefined;

/** Runs the inline script in this window, as the browser does at the top of the page; undone after each test. */
function installScript(): void {
  const added: [string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined][] =
    [];
  const add = window.addEventListener.bind(window);
  const spy = jest.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    added.push([type, listener, options]);
    add(type, listener, options);
  });
  new Function(earlyEventsScript())();
  spy.mockRestore();
  removeListeners = () => {
    for (const [type, listener, options] of added) window.removeEventListener(type, listener, options);
  };
}

let log: string[];

/** A server-drawn page: its first view's mark, and controls whose handlers log what reaches them. */
function serverDrawnPage({ drawnByServer = true } = {}) {
  document.body.innerHTML = `
    <div id="root">
      <a href="/services" id="link">Services</a>
      <button type="button" id="photo">Photo</button>
      <select id="filter"><option value="all">All</option><option value="patios">Patios</option></select>
      <form id="form"><input id="name" name="name"><input type="checkbox" id="agree"><button id="send">Send</button></form>
    </div>
    ${drawnByServer ? `<script type="application/json" id="${FIRST_VIEW_MARK_ID}">{}</script>` : ''}`;
  const get = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
  return {
    link: get<HTMLAnchorElement>('link'),
    photo: get<HTMLButtonElement>('photo'),
    filter: get<HTMLSelectElement>('filter'),
    form: get<HTMLFormElement>('form'),
    name: get<HTMLInputElement>('name'),
    agree: get<HTMLInputElement>('agree'),
    send: get<HTMLButtonElement>('send'),
  };
}

/** The app's handlers, attached as React attaches them: on the root, bubbling. */
function attachAppHandlers() {
  const root = document.getElementById('root')!;
  const onEvent = (event: Event) => {
    const target = event.target as HTMLElement;
    const detail =
      event.type === 'keydown'
        ? (event as KeyboardEvent).key
        : target instanceof HTMLInputElement && target.type === 'checkbox'
          ? String(target.checked)
          : 'value' in target
            ? String((target as HTMLInputElement).value)
            : '';
    log.push(`${event.type} ${target.id}${detail ? ` ${detail}` : ''}`);
    // The app decides a link and a form: it navigates itself, it posts itself.
    if (event.type === 'submit' || (event.type === 'click' && target.closest('a'))) event.preventDefault();
  };
  for (const type of ['click', 'input', 'change', 'submit', 'keydown']) root.addEventListener(type, onEvent);
}

const click = (element: Element) =>
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
const type = (field: HTMLInputElement, text: string) => {
  for (const character of text) {
    field.value += character;
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
};
const choose = (select: HTMLSelectElement, value: string) => {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
};
const press = (element: Element, key: string) =>
  element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));

beforeEach(() => {
  log = [];
  installScript();
});
afterEach(() => {
  removeListeners();
  delete (window as unknown as Record<string, unknown>)[EARLY_EVENTS_GLOBAL];
  document.body.innerHTML = '';
  jest.useRealTimers();
});

it('keeps every interaction before the app runs and replays it, in order and once, when the app owns the page', async () => {
  const page = serverDrawnPage();
  attachAppHandlers();

  const linkFollowed = !click(page.link);
  click(page.photo);
  choose(page.filter, 'patios');
  type(page.name, 'Maria');
  press(page.name, 'Escape');
  // Typed characters arrive as input events: their keydowns are not kept (they pass on as they came); Tab moves the
  // focus by itself.
  press(page.name, 'a');
  press(page.name, 'Tab');
  expect(log).toEqual(['keydown name a', 'keydown name Tab']);
  log = [];

  // Nothing else reached the app yet, and the link's navigation is held for it.
  expect(linkFollowed).toBe(true);
  // The field shows what was typed, the select the choice: the browser did that, and it stays.
  expect(page.name.value).toBe('Maria');
  expect(earlyEventsHandle()!.pending()).toBe(5);

  earlyEventsHandle()!.release(() => true);
  await waitFor(() => expect(earlyEventsHandle()!.pending()).toBe(0));
  expect(log).toEqual([
    'click link',
    'click photo',
    'change filter patios',
    // One replayed input event stands for the run of typing: the field holds all of it.
    'input name Maria',
    'keydown name Escape',
  ]);

  // From now on the app's own: nothing is kept, nothing replayed twice.
  click(page.photo);
  expect(log.slice(5)).toEqual(['click photo']);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(log).toHaveLength(6);
});

it('a replayed input never sets a field back: the visitor typing on while earlier events wait (issue 44)', async () => {
  const page = serverDrawnPage();
  attachAppHandlers();
  type(page.name, 'Maria');
  // A space between two runs of typing: a named key, kept between the two runs' input events.
  press(page.name, ' ');
  type(page.name, ' returning');
  expect(earlyEventsHandle()!.pending()).toBe(3);

  earlyEventsHandle()!.release(() => true);
  // The first replay: the field shows the whole text, not the first run's.
  await waitFor(() => expect(log).toContain('input name Maria returning'));
  expect(page.name.value).toBe('Maria returning');
  await waitFor(() => expect(earlyEventsHandle()!.pending()).toBe(0));
  expect(log).toEqual(['input name Maria returning', 'keydown name  ', 'input name Maria returning']);
  expect(page.name.value).toBe('Maria returning');
});

it("holds a checkbox's toggle and a form's submission for the app: toggled once, submitted once, when replayed", async () => {
  const page = serverDrawnPage();
  attachAppHandlers();
  click(page.agree);
  expect(page.agree.checked).toBe(false);
  // Enter in a field submits the form: the browser clicks its submit button, held like any submission.
  click(page.send);
  const submitted = jest.fn();
  page.form.addEventListener('submit', submitted);
  expect(submitted).not.toHaveBeenCalled();

  earlyEventsHandle()!.release(() => true);
  await waitFor(() => expect(earlyEventsHandle()!.pending()).toBe(0));
  expect(page.agree.checked).toBe(true);
  // The replayed click toggles it, with the input and change events of a toggle.
  expect(log).toEqual([
    'click agree true',
    'input agree true',
    'change agree true',
    'click send',
    'submit form',
  ]);
  expect(submitted).toHaveBeenCalledTimes(1);
});

it('an event whose element the app has not hydrated yet waits, and the ones after it keep their turn', async () => {
  const page = serverDrawnPage();
  attachAppHandlers();
  click(page.photo);
  choose(page.filter, 'patios');
  const hydrated = new Set<Element>([page.filter]);
  earlyEventsHandle()!.release((element) => hydrated.has(element));
  await new Promise((resolve) => setTimeout(resolve, 120));
  expect(log).toEqual([]);
  // A click on a hydrated element meanwhile joins the queue's end rather than jumping it.
  choose(page.filter, 'all');
  hydrated.add(page.photo);
  await waitFor(() => expect(earlyEventsHandle()!.pending()).toBe(0));
  // Each change as it was made: the select is set to each choice in turn.
  expect(log).toEqual(['click photo', 'change filter patios', 'change filter all']);
});

it('keeps nothing on a page the app draws itself (no first view), nor clicks the browser answers alone', () => {
  let page = serverDrawnPage({ drawnByServer: false });
  attachAppHandlers();
  click(page.photo);
  expect(log).toEqual(['click photo']);

  page = serverDrawnPage();
  attachAppHandlers();
  const external = document.createElement('a');
  external.href = 'tel:+12105550100';
  page.form.before(external);
  click(external);
  page.link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
  expect(log).toEqual(['click photo', 'click ', 'click link']);
  expect(earlyEventsHandle()!.pending()).toBe(0);
});

it('an early answer handles its event at once, and the event is neither kept nor seen by the app', async () => {
  const page = serverDrawnPage();
  attachAppHandlers();
  earlyEventsHandle()!.answer((event) => event.target === page.photo && event.type === 'click');
  click(page.photo);
  click(page.link);
  expect(earlyEventsHandle()!.pending()).toBe(1);
  earlyEventsHandle()!.release(() => true);
  await waitFor(() => expect(earlyEventsHandle()!.pending()).toBe(0));
  expect(log).toEqual(['click link']);
});

it('stops holding anything when the app never starts', () => {
  jest.useFakeTimers();
  const page = serverDrawnPage();
  attachAppHandlers();
  click(page.photo);
  expect(earlyEventsHandle()!.pending()).toBe(1);
  jest.advanceTimersByTime(15_000);
  expect(earlyEventsHandle()!.pending()).toBe(0);
  click(page.photo);
  expect(log).toEqual(['click photo']);
});
