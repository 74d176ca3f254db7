// libdispatch's hooks for a run loop that drains the main queue itself, as Foundation's
// CFRunLoop does on Linux: exported by the toolchain's libdispatch.so (which Foundation
// links), declared in its private headers only.
#ifndef DRAWKIT_DISPATCH_SHIM_H
#define DRAWKIT_DISPATCH_SHIM_H

// The main queue's eventfd: readable while blocks (and main-actor jobs) wait; -1 once
// dispatch_main() has handed the main queue to worker threads.
int _dispatch_get_main_queue_handle_4CF(void);

// Runs the blocks waiting on the main queue; only on the main thread. It does not reset
// the eventfd: the caller reads it first.
void _dispatch_main_queue_callback_4CF(void *_Nullable message);

// Foundation's run loop (CoreFoundation inside libFoundation.so, which Swift cannot import
// on Linux): when RunLoop.main's next timer fires, without running anything, for a host
// loop's timeout. Times are seconds since 2001 (CFAbsoluteTime); 0 means no timer.
void *_Nullable CFRunLoopGetMain(void);
double CFRunLoopGetNextTimerFireDate(void *_Nullable runLoop, const void *_Nullable mode);
double CFAbsoluteTimeGetCurrent(void);
extern const void *_Nullable const kCFRunLoopDefaultMode;

#endif
