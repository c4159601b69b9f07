#ifndef XRESPONDER_CCAIRO_SHIM_H
#define XRESPONDER_CCAIRO_SHIM_H

#include <cairo/cairo.h>
#include <cairo/cairo-xlib.h>
#include <pixman.h>
#include <pango/pangocairo.h>
#include <gdk-pixbuf/gdk-pixbuf.h>
#include <cairo/cairo-pdf.h>

#endif
