/**
 * HybridKit bridge — the JavaScript API an H5 page gets inside a HybridKit container.
 *
 * The container injects it at document start, so `window.hybrid` exists before
 * any page script runs. Calls made before the bridge is connected are queued
 * and sent once it is; none is lost.
 *
 * ```ts
 * const { token } = await hybrid.call<{ token: string }>('auth.token', { scope: 'pay' }, { timeout: 5000 });
 * hybrid.on('app.foreground', () => refresh());
 * hybrid.register('h5.title', async () => document.title);
 * ```
 *
 * ## Values
 * Values travel as JSON. Strings arrive exactly as sent, lone surrogates included.
 * Bytes (`Uint8Array`, any typed array, `DataView`, `ArrayBuffer`) travel as
 * `{"$bytes": "<base64>"}` and arrive as `Uint8Array`; native sees `BridgeBytes`
 * (`Data`). Any object whose only key is `$bytes` with a string value is read as bytes.
 * `undefined` becomes `null`; functions, symbols and cycles cannot be sent
 * (the call rejects with `invalid_params`).
 *
 * ## Security
 * Native decides which origins and frames may call each handler; by default only
 * the main frame of the origins the app itself loaded. A page cannot claim another
 * origin: native learns the caller's origin from the container's own runtime, not
 * from the message, and it is the document's real one (`self.origin`), so a
 * sandboxed iframe or a CSP-sandboxed page is `null` and is refused
 * (`origin_not_allowed`). Native calls and events reach trusted origins only.
 * An app-scheme link (`jxaction://name?callback=fn`) runs only when the main
 * document is the only document that could have sent it (no frame of another
 * origin, no sandboxed frame, no navigation under way); otherwise it is dropped
 * and `fn` is not called. `hybrid.call` has no such limits.
 */

/** Stable error codes. Native handlers may use their own codes too. */
export type HybridErrorCode =
  | 'handler_not_found' // no handler of that name on the side that was called
  | 'timeout'           // the call took longer than its timeout
  | 'page_gone'         // the page navigated, reloaded or was hidden before the call settled
  | 'origin_not_allowed'
  | 'frame_not_allowed' // the handler accepts the main frame only
  | 'sender_unknown'    // an app-scheme URL whose sending document could not be proven
  | 'invalid_message'
  | 'message_too_large'
  | 'invalid_params'    // params are not JSON, or not what the native handler expects
  | 'invalid_result'
  | 'js_exception'      // a page function called by native threw
  | 'bridge_closed'
  | 'too_many_calls'    // the page already has as many calls in flight as the app allows; retry later
  | 'page_not_visible'  // the method acts for the page a person sees, and this page is hidden (below the top, prerendered, another tab)
  | 'user_activation_required' // the method needs a real tap, click or key press first
  | 'capability_not_granted' // an offline app's signed manifest does not grant this module or method ("capabilities")
  | 'handler_failed'    // a native handler threw an error without its own code
  | 'login_unavailable' // hybrid.chrome.login: the app offers no login
  | 'navigator_stack_full'      // hybrid.navigator: the stack holds its limit of pages (20 unless the app says otherwise)
  | 'navigator_too_many_pushes' // hybrid.navigator: more pushes (links included) in one second than the app allows (5 unless it says otherwise)
  | 'navigator_url_refused'     // hybrid.navigator: not a web page or this package's page, or the app's navigation policy refuses it
  | 'navigator_stacks_changed'  // hybrid.navigator: the page left the top, or the modal was dismissed, while the new page opened
  | 'navigator_data_too_large'  // hybrid.navigator: passData or a pop's result over 64 KB of JSON
  | 'navigator_not_on_top'      // hybrid.navigator: a page under another one cannot navigate
  | 'navigator_nothing_to_pop'  // hybrid.navigator.pop on the root page
  | 'navigator_no_match'        // hybrid.navigator.popTo: no page below matches
  | 'navigator_no_app'          // hybrid.navigator.startApp: no offline app of that id is installed
  | 'navigator_not_own_app'     // hybrid.navigator (popApp, a presentation, popTo): an app's page closes, replaces or reloads its own app's pages only
  | 'navigator_asker_not_trusted' // hybrid.navigator: a native screen or a prerender needs a page the app loaded itself, not one a link or redirect reached
  | 'invalid_app_id'            // an app id is one lowercase DNS label: a-z, 0-9 and -, starting with a letter
  | 'navigator_no_native_screen' // a rule routes the URL to a native screen the app did not register
  | 'navigator_no_tab'          // hybrid.navigator.switchTab: the app shows no tab of that name (or no tab bar)
  | 'navigator_other_tab'       // hybrid.navigator: a rule moved the URL into another tab, where a page may only add a page, not close or replace that tab's
  | 'storage_quota_exceeded' // hybrid.storage.set: the origin's quota would be exceeded; nothing was written
  | 'storage_origin_opaque'  // hybrid.storage from a sandboxed or data: document
  | 'storage_invalid_key'    // an empty key, or one over 1024 bytes
  | 'storage_failed'         // the app's database could not read or write
  | 'storage_disk_full'      // the device's disk is full: nothing was written, earlier values are intact
  | 'storage_damaged'        // the app's storage file was damaged and set aside; it starts empty
  | 'unavailable'       // a first-party module: no window to draw it, no app to ask, or no such service here
  | 'sheet_busy'        // hybrid.ui.actionSheet while another is open
  | 'clipboard_refused' // hybrid.clipboard.read: the app did not allow it
  | 'not_an_image'      // hybrid.media.chooseImage: a chosen file is not a PNG, JPEG, GIF, WebP, BMP, HEIC or AVIF
  | 'image_too_large'   // hybrid.media.chooseImage: over maxBytes, or over 32 MB together
  | 'share_failed'      // hybrid.share.share: the platform's share service failed
  | (string & {});

/** Every rejection from the bridge is a HybridError (an `Error`). */
export interface HybridError extends Error {
  readonly name: 'HybridError';
  readonly code: HybridErrorCode;
  readonly message: string;
}

export interface CallOptions {
  /** Milliseconds before the call rejects with `timeout` on the page side. Native also enforces its own per-handler timeout. */
  timeout?: number;
}

/** Lifecycle events native sends; payloads are `{}` unless stated. */
export interface LifecycleEvents {
  'app.foreground': Record<string, never>;
  'app.background': Record<string, never>;
  'container.visible': Record<string, never>;
  'container.hidden': Record<string, never>;
  /** On Linux (GIO) the kind is not known: a metered link is `cellular`, any other `unknown`. */
  'network.change': { reachable: boolean; network: 'wifi' | 'cellular' | 'ethernet' | 'none' | 'unknown' | string };
  /** The web process died and the container brought the page back (same URL, scroll restored): refetch state. */
  'container.recovered': { reason: 'crashed' | 'memory_limit' | 'terminated_by_client' };
  /** The page came back from the back-forward cache without loading; calls and events flow again. */
  'page.restored': Record<string, never>;
  /** A prerendered single-page shell is shown for `url`; `route` is its fragment (`/cart` for `#/cart`): go there. */
  'container.route': { url: string; route: string };
  /** Fired on the page once the bridge is connected. */
  ready: null;
}

/**
 * Live-update events an app forwards from its `PackageUpdater` (HybridOffline) with
 * a `PackageUpdateModule` (`updates.forward(event)`): only pages of
 * apps that do so hear them. Listen with `hybrid.on('package.downloaded', …)`.
 */
export interface PackageUpdateEvents {
  /** A check found a version for this device; `bytes` is what it will download (files the device has are not counted). */
  'package.updateAvailable': { version: string; bytes: number };
  /** Every file of `version` arrived and verified; it installs now, at the next launch or when the container is hidden. */
  'package.downloaded': { version: string; installAt: 'now' | 'nextLaunch' | 'whenHidden' };
  /** `failed` did not confirm its boot (`hybrid.call('offline.booted', …)`) and `restored` is current again. */
  'package.rolledBack': { failed: string; restored: string; reason: string };
}

/**
 * This origin's storage, kept by the app in SQLite (when the app installs it):
 * one namespace per origin, the one the container's runtime reports for the
 * calling frame, which a page cannot choose. Values are JSON; a write has
 * committed when its promise resolves, and survives the app being killed.
 */
export interface HybridStorage {
  /** The value stored under `key`, or `null`. */
  get<T = unknown>(key: string): Promise<T | null>;
  /** Rejects with `storage_quota_exceeded` (and writes nothing) past the origin's quota. */
  set(key: string, value: unknown): Promise<void>;
  remove(key: string): Promise<void>;
  /** This origin's keys, sorted. */
  keys(): Promise<string[]>;
  clear(): Promise<void>;
}

/** Events the container's chrome sends; `hybrid.on('chrome.button', ({ id }) => …)`. */
export interface ChromeEvents {
  /** A bar button the page set with `hybrid.chrome.setButtons` was tapped. */
  'chrome.button': { id: string };
  /**
   * The person pulled to refresh (or pressed Refresh). A page that listens refreshes
   * itself and calls `hybrid.chrome.endRefreshing()` (the spinner stops after 15 s
   * regardless); a page with no listener is reloaded instead.
   */
  'chrome.refresh': Record<string, never>;
}

/** A bar button: `id` (1–64 characters) comes back in `chrome.button`; `title` is 1–32 characters. */
export interface ChromeButton {
  id: string;
  title: string;
}

/**
 * The container's navigation bar and window, for the main frame of the origins
 * the app trusts; a cross-origin iframe is refused (`origin_not_allowed` or
 * `frame_not_allowed`). What a page sets lasts until the main frame shows another document.
 */
export interface HybridChrome {
  /** Shows `title` in the bar instead of `document.title`; `null` goes back to it. An app's fixed title wins. At most 200 characters. */
  setTitle(title: string | null): Promise<void>;
  /** Hides or shows the navigation bar. */
  setBarHidden(hidden: boolean): Promise<void>;
  /** Up to two bar buttons; `[]` removes them. Taps arrive as `chrome.button`. Bad input rejects with `invalid_params`. */
  setButtons(buttons: ChromeButton[]): Promise<void>;
  /** Closes the container (the window or screen showing the page). */
  close(): Promise<void>;
  /**
   * Asks the app to log in and resolves with what the app returns (a token, a user).
   * Rejects with the app's code, or `login_unavailable` when the app offers no login.
   */
  login<Result = unknown>(params?: unknown): Promise<Result>;
  /** Shows the app's refresh spinner (at most 15 s), for a refresh the page starts itself. */
  beginRefreshing(): Promise<void>;
  /** Stops the refresh spinner: the page's answer to `chrome.refresh` is done. */
  endRefreshing(): Promise<void>;
}

/** The on-screen keyboard; `hybrid.on('keyboard.show', ({ height }) => …)`. */
export interface KeyboardEvents {
  /** The keyboard came up, or changed height: it covers `height` points of the view's bottom. */
  'keyboard.show': { height: number };
  /** The keyboard went away (`height` is 0). */
  'keyboard.hide': { height: number };
}

/**
 * The on-screen keyboard as the app reports it (iOS; on Linux only when the app
 * or an input method reports one). `resize` is what the app set: `native` (the
 * view gets shorter), `body` (the body's height is what the keyboard leaves) or `none`.
 */
export interface HybridKeyboard {
  /** The keyboard now, for a page that starts while it is up. */
  state(): Promise<{ visible: boolean; height: number; resize: 'native' | 'body' | 'none' }>;
}

/** Events the navigator sends; `hybrid.on('navigator.resume', ({ result }) => …)`. */
export interface NavigatorEvents {
  /** This page is on top again; `result` is what the page above passed to `pop({ result })` (`null` otherwise). */
  'navigator.resume': { result: unknown };
}

/** How `push` opens a page; each wins over the app's path configuration for that URL. */
export interface NavigatorPushOptions {
  context?: 'default' | 'modal';
  presentation?: 'default' | 'push' | 'replace' | 'pop' | 'refresh' | 'clear_all' | 'replace_root' | 'none';
  /** The new page's bar title (at most 200 characters). */
  title?: string;
  /** JSON the new page reads from `startupParams().passData`. */
  passData?: unknown;
}

/**
 * How a page was opened: by the app (`app`), a link or push from another page
 * (`link`), or from outside the app: a universal link, the app's own URL scheme
 * (`receivedURL` is what arrived, `url` the page it stands for) or a notification
 * tap (`payload` is the notification's data).
 */
export interface NavigatorOpening {
  source: 'app' | 'link' | 'universalLink' | 'customScheme' | 'notification';
  url: string;
  receivedURL?: string;
  payload?: unknown;
}

/** What a page was opened with. */
export interface NavigatorStartupParams {
  url: string;
  passData: unknown;
  title: string | null;
  context: string;
  presentation: string;
  /** The offline app this page was started as (`hybrid.navigator.startApp`, a rule's `"app"`). */
  app?: string;
  /** The startup parameters it was started with (a rule's `"app"`: the URL's query as an object). */
  params?: unknown;
}

/**
 * The app's pages as a stack, present when the app shows this page in a
 * navigator. Only the page on top, from its main frame and a trusted origin,
 * may navigate; it may open web pages and its own package's pages that the
 * app's navigation policy accepts, at most 5 a second (links included).
 */
export interface HybridNavigator {
  /** Opens `url` (relative to this page) as the app's rules say: by default a new page on top. */
  push(url: string, options?: NavigatorPushOptions): Promise<void>;
  /** Opens `url` in place of this page. */
  replace(url: string, options?: NavigatorPushOptions): Promise<void>;
  /** Closes this page; the page below hears `navigator.resume` with `result`. */
  pop(options?: { result?: unknown }): Promise<void>;
  /** Goes back to the page at `index` (0 is the root), or the nearest below whose URL contains `target` as literal text. */
  popTo(target: number | string): Promise<void>;
  /** Renders `url` ahead, so that pushing it shows at once. */
  prefetch(url: string): Promise<void>;
  /** Selects the app's tab named `tab`; only the page a person sees may. Nothing in the other tab reloads. */
  switchTab(tab: string): Promise<void>;
  /** Opens offline app `id` (its page at `app://<id>/`) as the app's rules say; it reads `params` from `startupParams().params`. */
  startApp(id: string, params?: unknown): Promise<void>;
  /** Closes every page of this page's own app (`id` may only name it); the page left on top hears `navigator.resume`. */
  popApp(id?: string): Promise<void>;
  /** What this page was opened with, `passData` included; for an app started by id, `app` and its `params`. */
  startupParams(): Promise<NavigatorStartupParams>;
  /** How this page was opened: by the app, a link, or from outside the app. */
  opening(): Promise<NavigatorOpening>;
  /** The path configuration's `settings`. */
  settings(): Promise<Record<string, unknown>>;
}

/**
 * HybridKit's first-party modules (HybridModules), present when the app installs
 * them; `hybrid.has('ui')` or `hybrid.has('ui.toast')` tells. Like any handler they
 * answer the main frame of trusted origins only. Without a window to draw them
 * they reject with `unavailable`, at once.
 */
export interface HybridUi {
  /** Shows `text` (1–500 characters) for `duration` ms (500–10000, default 2000). */
  toast(text: string, duration?: number): Promise<void>;
  /** Shows a spinner over the page with an optional title (at most 100 characters), or hides it. */
  loading(visible: boolean, title?: string): Promise<void>;
  /** Asks the person to choose one of 1–12 options (each 1–64 characters); `index` is the one chosen. Rejects with `sheet_busy` while another is open. */
  actionSheet(sheet: { title?: string; options: string[] }): Promise<{ cancelled: boolean; index: number | null }>;
}

/** Shares through the platform's share sheet; on Linux the text and URL are copied to the clipboard (`copied`). */
export interface HybridShare {
  /** `url` is http or https; `files` are ids from `hybrid.media.chooseImage` (at most 10). */
  share(item: { title?: string; text?: string; url?: string; files?: string[] }): Promise<{ outcome: 'shared' | 'copied' | 'cancelled' }>;
}

/** An image the person chose; `bytes` are the file's, `type` read from them. */
export interface ChosenImage {
  /** Names the file to `hybrid.share.share({ files: [id] })`. */
  id: string;
  name: string;
  type: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'image/bmp' | 'image/heic' | 'image/avif';
  size: number;
  bytes: Uint8Array;
}

export interface HybridMedia {
  /** Asks the app for images as a file input would; `maxBytes` per image (default 10 MB, at most 20 MB). */
  chooseImage(options?: { source?: 'camera' | 'library'; multiple?: boolean; maxBytes?: number }): Promise<{ cancelled: boolean; images: ChosenImage[] }>;
}

/** The network as the platform tells it; Linux knows only reachable and metered (`cellular`), so other links are `unknown`. */
export interface NetworkStatus {
  type: 'wifi' | 'cellular' | 'ethernet' | 'none' | 'unknown';
  reachable: boolean;
}

export interface HybridDevice {
  network(): Promise<NetworkStatus>;
}

/** Events of `hybrid.device`; `hybrid.on('device.networkChange', (status) => …)`. */
export interface DeviceEvents {
  'device.networkChange': NetworkStatus;
}

export interface HybridClipboard {
  /** Replaces the clipboard's text (at most 100000 characters). */
  write(text: string): Promise<void>;
  /** The clipboard's text, only when the app allows this page now; otherwise `clipboard_refused`. */
  read(): Promise<{ text: string | null }>;
}

export interface HybridHaptics {
  /** Plays a tap; `supported` is false where the device has none (Linux). */
  impact(style?: 'light' | 'medium' | 'heavy'): Promise<{ supported: boolean }>;
}

export interface HybridApp {
  info(): Promise<{ name: string; version: string; build: string; platform: 'ios' | 'macos' | 'linux'; hybridKitVersion: string }>;
}

export interface Hybrid {
  /** This origin's storage, present when the app installs HybridStorage (a module like any other). */
  readonly storage?: HybridStorage;
  readonly ui?: HybridUi;
  readonly share?: HybridShare;
  readonly media?: HybridMedia;
  readonly device?: HybridDevice;
  readonly clipboard?: HybridClipboard;
  readonly haptics?: HybridHaptics;
  readonly app?: HybridApp;
  readonly chrome: HybridChrome;
  readonly keyboard: HybridKeyboard;
  /** The app's page stack, present when the app shows this page in a navigator. */
  readonly navigator?: HybridNavigator;
  // An app's own modules (BridgeModule) appear beside these as `hybrid.<namespace>`;
  // declare them in the app's own .d.ts, as `interface Hybrid { readonly share: … }`.
  /** Calls a native handler; resolves with its result or rejects with a HybridError. */
  call<Result = unknown>(name: string, params?: unknown, options?: CallOptions): Promise<Result>;
  /** Listens to an event native emits. Returns a function that stops listening. */
  on<E extends keyof LifecycleEvents>(event: E, listener: (payload: LifecycleEvents[E]) => void): () => void;
  on<E extends keyof ChromeEvents>(event: E, listener: (payload: ChromeEvents[E]) => void): () => void;
  on<E extends keyof NavigatorEvents>(event: E, listener: (payload: NavigatorEvents[E]) => void): () => void;
  on<E extends keyof KeyboardEvents>(event: E, listener: (payload: KeyboardEvents[E]) => void): () => void;
  on<E extends keyof PackageUpdateEvents>(event: E, listener: (payload: PackageUpdateEvents[E]) => void): () => void;
  on<E extends keyof DeviceEvents>(event: E, listener: (payload: DeviceEvents[E]) => void): () => void;
  on(event: string, listener: (payload: any) => void): () => void;
  /** Stops one listener, or every listener of `event` when `listener` is omitted. */
  off(event: string, listener?: (payload: any) => void): void;
  /**
   * Lets native call `fn` by name and await its result (a value or a Promise).
   * A thrown error reaches native with its `message`, and its `code` when it has a string one
   * (otherwise `js_exception`). Returns a function that unregisters it.
   */
  register(name: string, fn: (params: any) => unknown | Promise<unknown>): () => void;
  unregister(name: string): void;
  /**
   * Whether native installed the module `name` (`'share'`) or its method (`'ui.toast'`),
   * known from the page's first script on: a page asks before it offers a feature.
   */
  has(name: string): boolean;
  /** Resolves (with `hybrid`) once the bridge is connected to native. */
  readonly ready: Promise<Hybrid>;
  readonly isReady: boolean;
  /**
   * Values the app configured for this page's origin (its common parameters:
   * user id, channel, app version…), frozen; `{}` before `ready` and for origins
   * the app did not list. They arrive as data over the bridge, never as script.
   */
  readonly values: Readonly<Record<string, unknown>>;
  /** The constructor of bridge errors, for `instanceof` checks. */
  readonly HybridError: { prototype: HybridError };
}

/**
 * Drop-in WebViewJavascriptBridge (every version) and WKWebViewJavascriptBridge
 * for pages written for them. Like WVJB's own, the object is not there at
 * document start: it appears after the setup snippet's bootstrap navigation
 * (`https://__bridge_loaded__`, `wvjbscheme://__BRIDGE_LOADED__`) or at `load`
 * (v4, with the `WebViewJavascriptBridgeReady` event), and queued
 * `WVJBCallbacks` / `WKWVJBCallbacks` run a task later. `callHandler` reaches
 * native handlers by name; failures are logged to the console and the callback
 * is not called (WebViewJavascriptBridge has no error channel). `send` and
 * `init` (v4/v5) use the native handler and page function `wvjb.send`.
 */
export interface WebViewJavascriptBridge {
  init(handler: (data: any, responseCallback: (response?: unknown) => void) => void): void;
  send(data: unknown, responseCallback?: (response: any) => void): void;
  callHandler(name: string, data?: unknown, responseCallback?: (response: any) => void): void;
  registerHandler(name: string, handler: (data: any, responseCallback: (response?: unknown) => void) => void): void;
  removeHandler(name: string): void;
  disableJavscriptAlertBoxSafetyTimeout(): void;
}

/**
 * A page-world `window.webkit.messageHandlers.NAME` the app declared
 * (`bridge.exposeMessageHandler`): `postMessage` calls native handler NAME
 * through the bridge and returns a Promise of its result.
 */
export interface HybridMessageHandler {
  postMessage(body: unknown): Promise<any>;
}

declare global {
  interface Window {
    readonly hybrid: Hybrid;
    WebViewJavascriptBridge?: WebViewJavascriptBridge;
    WVJBCallbacks?: Array<(bridge: WebViewJavascriptBridge) => void>;
    WKWebViewJavascriptBridge?: WebViewJavascriptBridge;
    WKWVJBCallbacks?: Array<(bridge: WebViewJavascriptBridge) => void>;
    webkit?: { messageHandlers: Record<string, HybridMessageHandler> };
  }
  const hybrid: Hybrid;
  /**
   * Namespace objects native exposes in the JavaScriptCore style, e.g. `app.scan('scanResult')`:
   * each method calls a native handler; when native declared a callback argument, the named
   * global function receives `(result)` or `(null, {code, message})`, otherwise the method
   * returns a Promise. Their names come from native and exist from the page's first script
   * on (calls made before `hybrid.ready` wait for it).
   */
}
