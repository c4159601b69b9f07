#ifndef XRESPONDER_CCAIRO_SHIM_H
#define XRESPONDER_CCAIRO_SHIM_H

#include <cairo/cairo.h>
#include <cairo/cairo-xlib.h>
#include <pixman.h>
#include <cairo/cairo-pdf.h>
// The app's own fonts (UIAppFonts) are added to fontconfig, and Pango told of them (CPango).
#include <fontconfig/fontconfig.h>

#endif
