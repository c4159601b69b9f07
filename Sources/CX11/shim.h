#ifndef XRESPONDER_CX11_SHIM_H
#define XRESPONDER_CX11_SHIM_H

#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/keysym.h>
#include <X11/XF86keysym.h>
#include <X11/XKBlib.h>
#include <X11/cursorfont.h>
#include <X11/Xresource.h>
#include <X11/extensions/XInput2.h>
#include <X11/extensions/XI2proto.h>
#include <X11/extensions/XTest.h>
#include <X11/extensions/XShm.h>
#include <sys/ipc.h>
#include <sys/shm.h>
#include <X11/extensions/Xdamage.h>
#include <X11/extensions/XRes.h>
#include <X11/extensions/Xfixes.h>
#include <X11/Xcursor/Xcursor.h>
#include <xcb/xcb.h>
#include <string.h>

// XISetMask and friends are macros; Swift cannot call macros, so wrap them.
static inline void xr_XISetMask(unsigned char *mask, int event) { XISetMask(mask, event); }
static inline int xr_XIMaskIsSet(const unsigned char *mask, int event) { return XIMaskIsSet(mask, event) != 0; }
static inline int xr_XIMaskLen(int event) { return XIMaskLen(event); }

// XCreateIC, XGetIMValues and XSetICValues are variadic; Swift cannot call C variadic functions.

// The best input style the input method offers: on-the-spot (preedit drawn by us through callbacks)
// first, then root-window preedit (the input method draws it), then none.
static inline XIMStyle xr_XBestIMStyle(XIM im) {
    XIMStyles *styles = NULL;
    XIMStyle best = 0;
    if (XGetIMValues(im, XNQueryInputStyle, &styles, NULL) != NULL || styles == NULL) return XIMPreeditNothing | XIMStatusNothing;
    XIMStyle wanted[] = { XIMPreeditCallbacks | XIMStatusNothing, XIMPreeditCallbacks | XIMStatusNone,
                          XIMPreeditNothing | XIMStatusNothing, XIMPreeditNone | XIMStatusNone };
    for (unsigned w = 0; w < sizeof(wanted) / sizeof(wanted[0]) && best == 0; w++) {
        for (unsigned short i = 0; i < styles->count_styles; i++) {
            if (styles->supported_styles[i] == wanted[w]) { best = wanted[w]; break; }
        }
    }
    XFree(styles);
    return best ? best : (XIMPreeditNothing | XIMStatusNothing);
}

// An input context for `window` in `style`; with XIMPreeditCallbacks the four preedit callbacks
// and an initial spot location (where the candidate window goes) are installed.
static inline XIC xr_XCreateIC(XIM im, Window window, XIMStyle style, XICCallback *start, XIMCallback *done,
                               XIMCallback *draw, XIMCallback *caret) {
    if (!(style & XIMPreeditCallbacks)) {
        return XCreateIC(im, XNInputStyle, style, XNClientWindow, window, XNFocusWindow, window, NULL);
    }
    XPoint spot = { 0, 0 };
    XVaNestedList preedit = XVaCreateNestedList(0, XNPreeditStartCallback, start, XNPreeditDoneCallback, done,
                                                XNPreeditDrawCallback, draw, XNPreeditCaretCallback, caret,
                                                XNSpotLocation, &spot, NULL);
    XIC ic = XCreateIC(im, XNInputStyle, style, XNClientWindow, window, XNFocusWindow, window,
                       XNPreeditAttributes, preedit, NULL);
    XFree(preedit);
    return ic;
}

// Tells the input method where the caret is (window pixels), so its candidate window sits there.
static inline int xr_XSetICSpotLocation(XIC ic, short x, short y) {
    XPoint spot = { x, y };
    XVaNestedList preedit = XVaCreateNestedList(0, XNSpotLocation, &spot, NULL);
    char *failed = XSetICValues(ic, XNPreeditAttributes, preedit, NULL);
    XFree(preedit);
    return failed == NULL;
}

// Asks to be told when the input method server goes away (it crashed, or was restarted): after
// that call the XIM and its input contexts are freed by Xlib and must not be used again.
static inline void xr_XSetIMDestroyCallback(XIM im, XIMProc callback, XPointer client_data) {
    XIMCallback destroy = { client_data, callback };
    XSetIMValues(im, XNDestroyCallback, &destroy, NULL);
}

// XAllocID is a macro over the display's allocator: the next resource id of this connection.
// Ids are handed out in steps of one increment, so two calls tell the step too.
static inline XID xr_XAllocID(Display *display) { return XAllocID(display); }

// The input method watchdog's messages (X11InputMethodWatchdog), sent on an XCB connection of its
// own from its own thread: a 32-bit ClientMessage, and a SelectionNotify with no property (the
// owner refused). XCB sends events as 32 raw bytes.
static inline void xr_xcb_send_client_message(xcb_connection_t *c, xcb_window_t destination, xcb_atom_t type,
                                              uint32_t d0, uint32_t d1) {
    char bytes[32];
    memset(bytes, 0, sizeof bytes);
    xcb_client_message_event_t *event = (xcb_client_message_event_t *)bytes;
    event->response_type = XCB_CLIENT_MESSAGE;
    event->format = 32;
    event->window = destination;
    event->type = type;
    event->data.data32[0] = d0;
    event->data.data32[1] = d1;
    xcb_send_event(c, 0, destination, XCB_EVENT_MASK_NO_EVENT, bytes);
}
static inline void xr_xcb_send_refused_selection(xcb_connection_t *c, xcb_window_t destination,
                                                 xcb_window_t requestor) {
    char bytes[32];
    memset(bytes, 0, sizeof bytes);
    xcb_selection_notify_event_t *event = (xcb_selection_notify_event_t *)bytes;
    event->response_type = XCB_SELECTION_NOTIFY;
    event->requestor = requestor;
    event->property = XCB_NONE;
    xcb_send_event(c, 0, destination, XCB_EVENT_MASK_NO_EVENT, bytes);
}

// XDestroyImage and XGetPixel are macros over the image's function table; AllPlanes is a macro.
static inline void xr_XDestroyImage(XImage *image) { XDestroyImage(image); }
static inline unsigned long xr_XGetPixel(XImage *image, int x, int y) { return XGetPixel(image, x, y); }
static inline unsigned long xr_AllPlanes(void) { return AllPlanes; }

// The hooks an extension library uses to turn a GenericEvent from the wire into an event cookie,
// and to copy one (XPeekEvent). They are declared in Xlibint.h, which also defines the Display
// structure: including it would turn every `Display *` Swift sees from an opaque pointer into a
// typed one. These are the same declarations, through named function-pointer types.
// X11DeviceEventReader decodes XI2 device events with them (issue #9).
typedef Bool (*xr_WireToEventCookieProc)(Display *, XGenericEventCookie *, xEvent *);
typedef Bool (*xr_CopyEventCookieProc)(Display *, XGenericEventCookie *, XGenericEventCookie *);
extern xr_WireToEventCookieProc XESetWireToEventCookie(Display *display, int extension, xr_WireToEventCookieProc proc);
extern xr_CopyEventCookieProc XESetCopyEventCookie(Display *display, int extension, xr_CopyEventCookieProc proc);
// The full serial of an event, from its 16-bit sequence number; Xlib keeps the last one read.
extern unsigned long _XSetLastRequestRead(Display *display, xGenericReply *reply);

// The X11 loop sleeps in poll() on the X connection itself (a read source would wake it through
// libdispatch's manager thread, two thread hand-offs per press) and on the main dispatch queue's
// wake-up handle, an eventfd that libdispatch signals whenever work is queued on the main queue.
// This is the hook CoreFoundation's run loop uses; libdispatch exports it for that purpose.
extern int _dispatch_get_main_queue_handle_4CF(void);

// The X11 loop services the main CFRunLoop without blocking after a turn (X11Backend+Loop.swift).
// Foundation's `RunLoop.main.limitDate(forMode:)` bridges the mode's name to a Swift string and
// compares it by value on every call, and always runs a pass (two epoll_ctl and a ppoll); with these
// CoreFoundation calls the loop asks first whether anything is due, and passes the mode constant
// itself. They are the C functions swift-corelibs-foundation's libFoundation exports (Swift cannot
// import its CoreFoundation module); the types are CoreFoundation's, spelled as plain C.
extern const void *CFRunLoopGetMain(void);
extern double CFRunLoopGetNextTimerFireDate(const void *runLoop, const void *mode);
extern int CFRunLoopRunInMode(const void *mode, double seconds, unsigned char returnAfterSourceHandled);
extern double CFAbsoluteTimeGetCurrent(void);
extern const void *const kCFRunLoopDefaultMode;

#endif
