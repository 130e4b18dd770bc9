import { startTransition, Suspense, useEffect, useState, type FormEvent } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { holdEarlyInput, type EarlyInput } from './earlyInput';

/** A served form: React state for its fields, a counter button and what was submitted. */
function Form() {
  const [name, setName] = useState('');
  const [notes, setNotes] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [clicks, setClicks] = useState(0);
  const [sent, setSent] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(JSON.stringify({ name, notes, agreed }));
  };
  return (
    <form aria-label="Booking" onSubmit={submit}>
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <textarea aria-label="Notes" value={notes} onChange={(event) => setNotes(event.target.value)} />
      <input type="checkbox" aria-label="Agree" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
      <button type="button" onClick={() => setClicks((count) => count + 1)}>
        Clicked {clicks}
      </button>
      <button type="submit">Send</button>
      <output>{sent ?? 'nothing sent'}</output>
    </form>
  );
}

/** The form as the shell serves a page: in a Suspense boundary, which React hydrates after the tree around it commits. */
function Page({ onLive }: { onLive: () => void }) {
  return (
    <>
      <Suspense fallback={null}>
        <Form />
      </Suspense>
      <Committed onCommit={onLive} />
    </>
  );
}

function Committed({ onCommit }: { onCommit: () => void }): null {
  useEffect(onCommit, [onCommit]);
  return null;
}

function serve(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page onLive={() => undefined} />);
  document.body.append(container);
  return container;
}

const byLabel = <T extends HTMLElement>(container: HTMLElement, label: string) =>
  container.querySelector<T>(`[aria-label="${label}"]`) as T;
const buttonNamed = (container: HTMLElement, text: RegExp) =>
  [...container.querySelectorAll('button')].find((button) => text.test(button.textContent ?? '')) as HTMLButtonElement;

/** What a visitor types into a served field before any script handles it. */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Hydrates the served page as the shell does (in a transition) and lets the task after hydration run. */
async function hydrate(container: HTMLElement, earlyInput: EarlyInput) {
  await act(async () => {
    startTransition(() => {
      earlyInput.release();
      hydrateRoot(container, <Page onLive={earlyInput.replay} />);
    });
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('holdEarlyInput', () => {
  it('hands React the text typed and the box ticked before hydration', async () => {
    const container = serve();
    const earlyInput = holdEarlyInput(container);
    typeInto(byLabel(container, 'Name'), 'Ada Lovelace');
    typeInto(byLabel(container, 'Notes'), 'Two talks');
    byLabel<HTMLInputElement>(container, 'Agree').click();
    await hydrate(container, earlyInput);

    await act(async () => buttonNamed(container, /Send/).click());
    expect(container.querySelector('output')).toHaveTextContent('{"name":"Ada Lovelace","notes":"Two talks","agreed":true}');
    expect(byLabel(container, 'Name')).toHaveValue('Ada Lovelace');
  });

  it('replays clicks and a submit made before hydration, in order, once it has committed', async () => {
    const container = serve();
    const earlyInput = holdEarlyInput(container);
    const reloads = jest.fn();
    // A native submit would navigate away; the held one must not reach the browser.
    document.addEventListener('submit', (event) => !event.defaultPrevented && reloads());
    buttonNamed(container, /Clicked/).click();
    buttonNamed(container, /Clicked/).click();
    typeInto(byLabel(container, 'Name'), 'Grace');
    buttonNamed(container, /Send/).click();
    expect(reloads).not.toHaveBeenCalled();
    expect(container.querySelector('output')).toHaveTextContent('nothing sent');

    await hydrate(container, earlyInput);
    expect(buttonNamed(container, /Clicked/)).toHaveTextContent('Clicked 2');
    expect(container.querySelector('output')).toHaveTextContent('{"name":"Grace","notes":"","agreed":false}');
    expect(reloads).not.toHaveBeenCalled();
  });

  it('lets go once replayed: later clicks reach the live page once, and links were never held', async () => {
    const container = serve();
    const link = document.createElement('a');
    link.href = '#elsewhere';
    link.textContent = 'Elsewhere';
    container.append(link);
    const followed = jest.fn((event: MouseEvent) => event.defaultPrevented);
    link.addEventListener('click', followed);
    const earlyInput = holdEarlyInput(container);
    link.click();
    expect(followed).toHaveReturnedWith(false);

    await hydrate(container, earlyInput);
    earlyInput.replay();
    await act(async () => buttonNamed(container, /Clicked/).click());
    expect(buttonNamed(container, /Clicked/)).toHaveTextContent('Clicked 1');
  });
});
