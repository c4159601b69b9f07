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
#include <X11/extensions/XTest.h>
#include <X11/extensions/XRes.h>
#include <X11/extensions/Xfixes.h>
#include <X11/Xcursor/Xcursor.h>

// XISetMask and friends are macros; Swift cannot call macros, so wrap them.
static inline void xr_XISetMask(unsigned char *mask, int event) { XISetMask(mask, event); }
static inline int xr_XIMaskIsSet(const unsigned char *mask, int event) { return XIMaskIsSet(mask, event) != 0; }
static inline int xr_XIMaskLen(int event) { return XIMaskLen(event); }

// XCreateIC is variadic; Swift cannot call C variadic functions.
static inline XIC xr_XCreateIC(XIM im, Window window) {
    return XCreateIC(im, XNInputStyle, XIMPreeditNothing | XIMStatusNothing,
                     XNClientWindow, window, XNFocusWindow, window, NULL);
}

// XDestroyImage and XGetPixel are macros over the image's function table; AllPlanes is a macro.
static inline void xr_XDestroyImage(XImage *image) { XDestroyImage(image); }
static inline unsigned long xr_XGetPixel(XImage *image, int x, int y) { return XGetPixel(image, x, y); }
static inline unsigned long xr_AllPlanes(void) { return AllPlanes; }

// The XIValuatorState mask is a bit array; Swift cannot use the XIMaskIsSet macro on it directly.
static inline int xr_valuator_is_set(const XIValuatorState *state, int number) {
    return number >= 0 && number < state->mask_len * 8 && XIMaskIsSet(state->mask, number);
}

#endif
