import { locateInstaller, matcher, NOT_INSTALLED, withElements, type Step } from './locate';

/**
 * The part of Playwright's Page that the journeys run in every engine use. Playwright's own Page is
 * one (Chromium runs through it unchanged); DriverPage is one over WebDriver, for Firefox and WebKit.
 */
export interface ShopLocator {
  first(): ShopLocator;
  filter(options: { hasText: string | RegExp }): ShopLocator;
  locator(css: string, options?: { hasText?: string | RegExp }): ShopLocator;
  getByRole(role: Role, options?: { name?: string | RegExp; exact?: boolean }): ShopLocator;
  getByLabel(text: string | RegExp, options?: { exact?: boolean }): ShopLocator;
  getByText(text: string | RegExp, options?: { exact?: boolean }): ShopLocator;
  waitFor(options?: { state?: 'attached' | 'detached' | 'visible' | 'hidden'; timeout?: number }): Promise<unknown>;
  click(): Promise<unknown>;
  fill(value: string): Promise<unknown>;
  pressSequentially(text: string): Promise<unknown>;
  textContent(): Promise<string | null>;
  count(): Promise<number>;
  evaluate<R>(fn: (element: HTMLElement) => R): Promise<R>;
}

/** ARIA roles the journeys look for (Playwright's getByRole takes only known roles). */
export type Role =
  | 'button'
  | 'combobox'
  | 'dialog'
  | 'form'
  | 'group'
  | 'link'
  | 'list'
  | 'listitem'
  | 'option'
  | 'row'
  | 'banner'
  | 'heading';

export interface ShopPage {
  goto(path: string): Promise<unknown>;
  waitForURL(url: string | RegExp): Promise<unknown>;
  evaluate<R>(fn: () => R | Promise<R>): Promise<R>;
  evaluate<R, A>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  waitForFunction(fn: () => unknown): Promise<unknown>;
  waitForLoadState(state: 'networkidle'): Promise<unknown>;
  addInitScript(fn: () => void): Promise<unknown>;
  emulateMedia(options: { reducedMotion: 'reduce' }): Promise<unknown>;
  screenshot(options: { path: string; fullPage?: boolean }): Promise<unknown>;
  keyboard: { press(key: string): Promise<unknown>; type(text: string): Promise<unknown> };
  locator(css: string, options?: { hasText?: string | RegExp }): ShopLocator;
  getByRole(role: Role, options?: { name?: string | RegExp; exact?: boolean }): ShopLocator;
  getByLabel(text: string | RegExp, options?: { exact?: boolean }): ShopLocator;
  getByText(text: string | RegExp, options?: { exact?: boolean }): ShopLocator;
}

/** What an engine's WebDriver gives: scripts in the page, real clicks and keys, navigation, pictures. */
export interface Driver {
  /** Runs the body of an async function in the page and answers its result. */
  run<R>(body: string): Promise<R>;
  /** Runs a script's statements in the current document. */
  install(source: string): Promise<void>;
  /** Clicks, as a pointer does, the element the body answers; false when it answers none or is covered. */
  clickFound(body: string): Promise<boolean>;
  navigate(url: string): Promise<void>;
  /** The page's address as the shop's (a proxy in between is not seen). */
  url(): Promise<string>;
  /** Keys held together, in Playwright's names ("Shift", "Tab"). */
  press(keys: string[]): Promise<void>;
  type(text: string): Promise<void>;
  /** Runs the script in every document from the next navigation on, before the page's own. */
  addInitScript(source: string): Promise<void>;
  /** No request in flight for half a second. */
  networkIdle(): Promise<void>;
  screenshot(path: string, fullPage: boolean): Promise<void>;
  /** The shop's origin as the browser reaches it. */
  origin: string;
}

const TIMEOUT = 30_000;

/**
 * A function sent to the page as source text, called with `args`. Run under tsx (esbuild with
 * keepNames), its source calls a `__name` helper that only exists in Node: the page gets its own.
 */
const call = (fn: { toString(): string }, ...args: string[]) =>
  `((__name) => (${fn.toString()})(${args.join(', ')}))((f) => f)`;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Asks again until `probe` answers something, for at most `timeout` ms; then fails with `what`. */
async function until<T>(probe: () => Promise<T | undefined>, what: () => string, timeout = TIMEOUT): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const answer = await probe();
    if (answer !== undefined) return answer;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeout} ms: ${what()}`);
    await pause(50);
  }
}

interface ElementState {
  count: number;
  visible: boolean;
  enabled: boolean;
}

class DriverLocator implements ShopLocator {
  constructor(
    private readonly page: DriverPage,
    private readonly steps: Step[],
  ) {}

  private with(...steps: Step[]) {
    return new DriverLocator(this.page, [...this.steps, ...steps]);
  }
  private describe() {
    return JSON.stringify(this.steps);
  }
  first() {
    return this.with({ first: true });
  }
  filter({ hasText }: { hasText: string | RegExp }) {
    return this.with({ hasText: matcher(hasText) });
  }
  locator(css: string, options: { hasText?: string | RegExp } = {}) {
    return this.with({ css }, ...(options.hasText ? [{ hasText: matcher(options.hasText) }] : []));
  }
  getByRole(role: Role, options: { name?: string | RegExp; exact?: boolean } = {}) {
    return this.with({ role, ...(options.name ? { name: matcher(options.name, options.exact) } : {}) });
  }
  getByLabel(text: string | RegExp, options: { exact?: boolean } = {}) {
    return this.with({ label: matcher(text, options.exact) });
  }
  getByText(text: string | RegExp, options: { exact?: boolean } = {}) {
    return this.with({ text: matcher(text, options.exact) });
  }

  private state(): Promise<ElementState> {
    return this.page.exec<ElementState>(
      withElements(
        this.steps,
        `const el = els[0];
return { count: els.length, visible: window.__shopVisible(el), enabled: !!el && !el.disabled && !el.closest('[inert]') };`,
      ),
    );
  }

  async waitFor({ state = 'visible', timeout = TIMEOUT }: Parameters<ShopLocator['waitFor']>[0] = {}) {
    const wanted: Record<string, (s: ElementState) => boolean> = {
      attached: (s) => s.count > 0,
      detached: (s) => s.count === 0,
      visible: (s) => s.visible,
      hidden: (s) => !s.visible,
    };
    await until(
      async () => (wanted[state]!(await this.state()) ? true : undefined),
      () => `${this.describe()} to be ${state}`,
      timeout,
    );
  }

  /** Visible and enabled, as Playwright waits before it acts. */
  private actionable() {
    return until(
      async () => {
        const s = await this.state();
        return s.visible && s.enabled ? true : undefined;
      },
      () => `${this.describe()} to be visible and enabled`,
    );
  }

  async click() {
    await this.actionable();
    // As Playwright does: the element is brought to the middle of the window when something else (the
    // sticky header, a fixed bar, a closing dialog's backdrop) is where the pointer would land, the
    // click waits until the element itself is there, and until it has stopped moving (an opening
    // popup grows for 300 ms: a click aimed at its button mid-way can land beside it).
    await until(
      async () => {
        const reachable = await this.page.exec<boolean>(
          withElements(
            this.steps,
            `const el = els[0];
if (!el) return false;
const hits = () => {
  const box = el.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return !!hit && (hit === el || el.contains(hit) || hit.closest('label')?.control === el);
};
const place = () => { const b = el.getBoundingClientRect(); return [b.left, b.top, b.width, b.height].join(); };
const before = place();
await new Promise((resolve) => { requestAnimationFrame(() => requestAnimationFrame(resolve)); setTimeout(resolve, 100); });
if (place() !== before) return false;
if (hits()) return true;
el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
return hits();`,
          ),
        );
        if (!reachable) return undefined;
        return (await this.page.driver.clickFound(withElements(this.steps, 'return els[0] ?? null')))
          ? true
          : undefined;
      },
      () => `${this.describe()} to take a click`,
    );
  }

  private async focus() {
    await this.actionable();
    await this.page.exec(withElements(this.steps, 'els[0].focus(); els[0].select?.(); return true;'));
  }

  /** Focus, everything selected, then the value typed over it: the page sees real key presses. */
  async fill(value: string) {
    await this.focus();
    if (value === '') await this.page.driver.press(['Backspace']);
    else await this.page.driver.type(value);
  }

  async pressSequentially(text: string) {
    await this.focus();
    await this.page.driver.type(text);
  }

  async textContent() {
    await this.waitFor({ state: 'attached' });
    return this.page.exec<string | null>(withElements(this.steps, 'return els[0]?.textContent ?? null;'));
  }

  count() {
    return this.page.exec<number>(withElements(this.steps, 'return els.length;'));
  }

  async evaluate<R>(fn: (element: HTMLElement) => R): Promise<R> {
    await this.waitFor({ state: 'attached' });
    return this.page.exec<R>(withElements(this.steps, `return ${call(fn, 'els[0]')};`));
  }
}

/** A ShopPage over an engine's WebDriver. */
export class DriverPage implements ShopPage {
  constructor(readonly driver: Driver) {}

  /** Runs the body; in a document that has no locator yet, installs it first. */
  async exec<R>(body: string): Promise<R> {
    const answer = await this.driver.run<R | string>(body);
    if (answer !== NOT_INSTALLED) return answer as R;
    await this.driver.install(locateInstaller());
    return this.driver.run<R>(body);
  }

  async goto(path: string) {
    await this.driver.navigate(new URL(path, this.driver.origin).href);
  }

  async waitForURL(url: string | RegExp) {
    let last = '';
    await until(
      async () => {
        last = await this.driver.url();
        return (typeof url === 'string' ? last === url : url.test(last)) ? true : undefined;
      },
      () => `the address to be ${String(url)} (it is ${last})`,
    );
  }

  evaluate<R>(fn: () => R | Promise<R>): Promise<R>;
  evaluate<R, A>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  evaluate<R, A>(fn: (arg?: A) => R | Promise<R>, arg?: A): Promise<R> {
    return this.driver.run<R>(`return ${call(fn, ...(arg === undefined ? [] : [JSON.stringify(arg)]))};`);
  }

  async waitForFunction(fn: () => unknown) {
    return until(
      async () => (await this.evaluate(fn)) || undefined,
      () => `${fn.toString().slice(0, 80)} to be true`,
    );
  }

  async waitForLoadState() {
    await this.driver.networkIdle();
  }

  async addInitScript(fn: () => void) {
    await this.driver.addInitScript(`${call(fn)};`);
  }

  /**
   * Neither WebDriver can switch the media feature per page: the browser is started asking for reduced
   * motion (launchEngine's `reducedMotion`), and this checks that it does.
   */
  async emulateMedia() {
    if (!(await this.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)))
      throw new Error('reduced motion: start the browser with launchEngine(engine, { reducedMotion: true })');
  }

  async screenshot({ path, fullPage = false }: { path: string; fullPage?: boolean }) {
    await this.driver.screenshot(path, fullPage);
  }

  keyboard = {
    press: (key: string) => this.driver.press(key.split('+')),
    type: (text: string) => this.driver.type(text),
  };

  private root() {
    return new DriverLocator(this, []);
  }
  locator(css: string, options?: { hasText?: string | RegExp }) {
    return this.root().locator(css, options);
  }
  getByRole(role: Role, options?: { name?: string | RegExp; exact?: boolean }) {
    return this.root().getByRole(role, options);
  }
  getByLabel(text: string | RegExp, options?: { exact?: boolean }) {
    return this.root().getByLabel(text, options);
  }
  getByText(text: string | RegExp, options?: { exact?: boolean }) {
    return this.root().getByText(text, options);
  }
}
