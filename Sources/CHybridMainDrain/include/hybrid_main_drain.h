#ifndef HYBRIDKIT_MAIN_DRAIN_H
#define HYBRIDKIT_MAIN_DRAIN_H

/* 1 when this process is an async `main` whose main queue HybridKit's GLib
   loop drains on the main thread (see main_drain.c), else 0. */
int hk_async_main_is_driven_by_glib(void);

#endif
