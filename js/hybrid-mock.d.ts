/**
 * The test runtime of `@hybridkit/bridge` (hybrid-mock.js): `window.hybrid` as
 * the container defines it, answered by the test through `window.hybridMock`.
 *
 * ```js
 * import { hybridMock } from '@hybridkit/bridge';      // jsdom: defines window.hybrid
 * hybridMock.handle('cart.items', () => [{ id: 1 }]);
 * await showCart();                                    // the page's code calls hybrid.call('cart.items')
 * expect(hybridMock.calls).toEqual([{ name: 'cart.items', params: null }]);
 * ```
 *
 * Values travel as JSON, as in the app: params and results are copies,
 * `undefined` becomes `null`, bytes arrive as `Uint8Array`.
 */
import type { Hybrid } from './bridge';

/** One `hybrid.call` (or module method, or `hybrid.storage`/`hybrid.chrome` call) the page made. */
export interface MockCall {
  /** The handler name: `scanner.scan`, `share.text`, `hybrid.storage.set`, `hybrid.chrome.setTitle`… */
  readonly name: string;
  /** The params as native would receive them (`null` when none). */
  readonly params: any;
}

/**
 * One method of a module, as a native `BridgeModule` declares it. With `arguments` the
 * method takes them positionally and sends `{ name: value, … }`; without, it sends its
 * one params object. An argument after them is the call's options (`{ timeout }`).
 * An array is short for `{ arguments: [...] }`.
 */
export type MockModuleMethod = readonly string[] | {
  arguments?: readonly string[] | null;
  /** `false`: the page's promise resolves to `undefined`. */
  returnsValue?: boolean;
  /** The handler `handle` answers; `namespace.method` unless given. */
  handler?: string;
};

/** An error a handler or page function throws to reject with a code: `{ code, message }` or an `Error` with `code`. */
export interface MockError {
  code: string;
  message?: string;
}

export interface HybridMock {
  /** The `window.hybrid` this mock defined. */
  readonly hybrid: Hybrid;
  /**
   * Answers `hybrid.call(name, …)`: `answer` returns the result (or a promise of it)
   * or throws a {@link MockError} (its code reaches the page; without one, `handler_failed`).
   * A name nobody handles rejects with `handler_not_found`. `hybrid.storage` (kept in memory)
   * `hybrid.chrome` (resolves; `login` rejects with `login_unavailable`) and `hybrid.navigator`
   * (resolves; `startupParams` is this page's URL with no `passData`) are answered
   * until a test handles their names (`hybrid.storage.get`, `hybrid.chrome.login`…).
   * The first-party modules (`hybrid.ui`, `hybrid.share`…) are defined and answer what the
   * test handles (`ui.actionSheet`), like any call.
   * Returns a function that removes this answer.
   */
  handle(name: string, answer: (params: any, call: MockCall) => unknown): () => void;
  /** Sends `event` to the page's `hybrid.on` listeners at once; the payload is `{}` when omitted. */
  emit(event: string, payload?: unknown): void;
  /**
   * Calls the page function registered as `name` (`hybrid.register`) and resolves with its result;
   * rejects with its `code` (or `js_exception`), or with `handler_not_found` when there is none.
   * `wait` (ms) lets the page register it first, as the app's calls wait.
   */
  callPage<Result = unknown>(name: string, params?: unknown, options?: { wait?: number }): Promise<Result>;
  /** Sets `hybrid.values` (frozen). */
  setValues(values: Record<string, unknown>): void;
  /**
   * Defines `hybrid.<namespace>` as a module: each method calls the handler `namespace.method`.
   * Throws for a namespace that is taken or not an identifier. A first-party module's name
   * (`share`, `ui`…) is free: the app's own module takes its place until `reset()`.
   */
  declareModule(namespace: string, methods: Record<string, MockModuleMethod>): Readonly<Record<string, (...args: any[]) => Promise<any>>>;
  /** Every call the page made, oldest first (a copy). */
  readonly calls: MockCall[];
  /** Forgets handlers, calls, listeners, page functions, storage, values and declared modules. */
  reset(): void;
}

/**
 * Defines `target.hybrid` and `target.hybridMock` and returns the mock, or `null` when
 * `target.hybrid` already exists (the page runs in the app: its runtime stays).
 * Loading the file where a `window` exists does this once for that window.
 */
export function install(target: object): HybridMock | null;

/** The mock the file installed on load; `null` without a `window`, or when the page runs in the app. */
export const hybridMock: HybridMock | null;

declare global {
  interface Window {
    /** Defined by `@hybridkit/bridge`'s hybrid-mock.js outside the app only. */
    readonly hybridMock?: HybridMock;
  }
}
