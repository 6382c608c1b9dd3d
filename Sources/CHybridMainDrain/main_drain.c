/*
 * Makes an async `main` drain Swift's main queue on the main thread inside
 * GLib's loop, the way a synchronous main does under MainLoop.run.
 *
 * Without this, Swift on Linux ends an async main's start by calling
 * dispatch_main(), which parks the main thread for good; main-actor jobs then
 * run on whichever worker thread drains the queue, and GTK and WebKit, which
 * must stay on one thread, abort. The Swift runtime lets a program replace
 * that final step through swift_task_asyncMainDrainQueue_hook, so a
 * constructor installs a replacement that runs GLib's loop on the main thread
 * for the rest of the process (the runtime exits when main returns).
 */
#include "hybrid_main_drain.h"

typedef void (*hk_drain_original)(void) __attribute__((swiftcall));
typedef void (*hk_drain_override)(hk_drain_original) __attribute__((swiftcall));

/* Exported by libswift_Concurrency; NULL unless a program sets it. */
extern void (*swift_task_asyncMainDrainQueue_hook)(hk_drain_original, hk_drain_override) __attribute__((swiftcall));

/* MainLoop.runForever, in HybridWebKitGTK: turns GLib's loop and never returns. */
extern void hk_main_loop_run_forever(void);

static int driven_by_glib = 0;

__attribute__((swiftcall))
static void hk_drain_with_glib(hk_drain_original original, hk_drain_override override) {
    (void)original;
    (void)override;
    driven_by_glib = 1;
    hk_main_loop_run_forever();
}

__attribute__((constructor))
static void hk_install_main_drain(void) {
    if (swift_task_asyncMainDrainQueue_hook == 0) swift_task_asyncMainDrainQueue_hook = hk_drain_with_glib;
}

int hk_async_main_is_driven_by_glib(void) { return driven_by_glib; }
