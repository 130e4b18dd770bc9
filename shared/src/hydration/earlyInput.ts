/**
 * A served page is visible before React has hydrated it. Meanwhile its buttons have no handlers and
 * a form's submit would reload the page (losing what was typed), so a tap or a typed answer would
 * silently do nothing. `holdEarlyInput` holds those clicks and submits from the moment the app's
 * script runs until hydration starts; `replay`, once hydration has committed, hands React what the
 * visitor did meanwhile: typed text and ticked boxes as changes, then the clicks and submits in order.
 */

type Held = { kind: 'click'; target: HTMLElement } | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };

/** Controls whose click does nothing (or submits a form) without their script. Links navigate natively. */
const SCRIPTED_CONTROL = 'button, [role="button"], [role="tab"], [role="menuitem"]';
const TEXT_FIELD =
  'textarea, input:not([type]), input[type="text"], input[type="email"], input[type="tel"], input[type="url"], input[type="search"], input[type="number"], input[type="password"], input[type="date"]';

/**
 * Makes React hydrate the field now if it has not yet: a page inside a Suspense boundary hydrates
 * after the tree around it, and an input event landing in it makes React hydrate it at once.
 */
function wake(field: HTMLElement): void {
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Tells React about text typed before hydration. Hydration keeps the typed text on screen but the
 * component's state is still the served (empty) value: setting that value through the element's
 * own property lets React's change tracking record it, and the typed text, set beneath it and
 * announced as input, arrives as a change.
 */
function announceTypedText(field: HTMLInputElement | HTMLTextAreaElement, typed: string): void {
  const nativeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  if (!nativeSetter) return;
  wake(field);
  field.value = field.defaultValue;
  nativeSetter.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A box ticked (or a radio chosen) before hydration: set the other way through React's tracking and clicked, as the visitor did. */
function announceToggle(box: HTMLInputElement, checked: boolean): void {
  wake(box);
  box.checked = !checked;
  box.click();
}

/** Hands React every field whose value differs from what its component rendered (its default). */
function announceFields(root: ParentNode): void {
  // All read first: the first change renders its form again, which writes the state (still the
  // served values) into the other fields.
  const typed = [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELD)]
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => ({ field, value: field.value }));
  const toggled = [
    ...[...root.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].filter((box) => box.checked !== box.defaultChecked),
    // Only the chosen radio: the one it replaced follows from it.
    ...[...root.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter((radio) => radio.checked && !radio.defaultChecked),
  ].map((box) => ({ box, checked: box.checked }));
  for (const { field, value } of typed) announceTypedText(field, value);
  for (const { box, checked } of toggled) announceToggle(box, checked);
}

/** What the page does with the input held before it was live. */
export interface EarlyInput {
  /** Stops holding: call it as React starts hydrating, from then on React handles input itself. */
  release(): void;
  /** Hands React what was held (and releases): call it once hydration has committed; once only. */
  replay(): void;
}

/** Starts holding clicks on scripted controls and form submits in `root` (the element React will hydrate). */
export function holdEarlyInput(root: HTMLElement): EarlyInput {
  const held: Held[] = [];
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || target.closest('a[href]')) return;
    const control = target.closest<HTMLElement>(SCRIPTED_CONTROL);
    if (!control || !root.contains(control)) return;
    // A submit button would otherwise submit natively: a reload with the fields in the address.
    event.preventDefault();
    held.push({ kind: 'click', target: control });
  };
  const onSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement) || !root.contains(event.target)) return;
    event.preventDefault();
    held.push({ kind: 'submit', form: event.target, submitter: event.submitter });
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);

  const release = () => {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('submit', onSubmit, true);
  };
  let replayed = false;
  const replay = () => {
    if (replayed) return;
    replayed = true;
    release();
    // Out of the commit that calls this, where React cannot hydrate the rest of the page on demand;
    // the clicks a task later, once React has rendered the fields' changes (a submit sees the text).
    setTimeout(() => {
      announceFields(root);
      setTimeout(() => replayHeld(held));
    });
  };
  return { release, replay };
}

function replayHeld(held: readonly Held[]): void {
  for (const action of held) {
    if (action.kind === 'click') {
      if (action.target.isConnected) action.target.click();
    } else if (action.form.isConnected) {
      const { form, submitter } = action;
      // requestSubmit throws for a submitter that is no longer this form's.
      form.requestSubmit(submitter?.isConnected && submitter.closest('form') === form ? submitter : null);
    }
  }
}
