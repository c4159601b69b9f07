#ifndef XRESPONDER_CPANGO_H
#define XRESPONDER_CPANGO_H

// Pango (with pangocairo and pangoft2) and the three GLib functions that free what it hands out:
// how XResponder lays out and draws every string.
//
// Declared here, not included: the program does not link Pango. Pango, HarfBuzz, GLib, GObject,
// GIO and the eleven libraries behind them (fribidi, libthai, graphite2, libmount, libselinux,
// PCRE2, …) cost every app about 3.5 ms of start-up before `main` (issue #50, measured with a C
// client linked with and without them), whether its first frame has any text or not. LazyPango.c
// loads them on the first call. (Loading them on a thread of their own while the display opens
// was measured too: it slowed a window without text by about 1 ms (the two threads contend for
// the process's memory map and, on two cores, for the CPU), and did not make a first frame with
// text measurably sooner: that one waits on fontconfig and the first font, not on the loader.
// Started at the app's first `UIFont` instead, with fontconfig's configuration read on that thread
// too (4.4 ms of the 6.8 a first layout waits for), it was measured again on 2026-12-06: a window
// whose first frame shows a label, and xdemo, started no sooner — an app makes its first font just
// before it lays the text out, so the thread has nothing to run beside.)
//
// The types, constants and functions are Pango 1.x's and GLib 2.x's stable ABI, copied from their
// headers (pango-types.h, pango-layout.h, pango-break.h, pango-attributes.h, pango-item.h,
// pango-glyph-item.h, pango-font.h, pangocairo.h, pangofc-fontmap.h; gtypes.h, gslist.h,
// gerror.h). Only what XResponder uses is declared.
//
// The functions are hidden: the program does not export them, so the libraries, once loaded,
// call one another directly and never through these forwarders.

#include <stdint.h>

#define XR_PANGO_FORWARDER __attribute__((visibility("hidden")))

// GLib's basic types (gtypes.h) and the structures Pango hands out.
typedef char gchar;
typedef int gint;
typedef unsigned int guint;
typedef unsigned char guint8;
typedef unsigned short guint16;
typedef gint gboolean;
typedef void *gpointer;
typedef uint32_t GQuark;

/// A singly linked list node (gslist.h): a line's runs.
typedef struct _GSList GSList;
struct _GSList {
    gpointer data;
    GSList *next;
};

/// An error a GLib call reports (gerror.h).
typedef struct _GError {
    GQuark domain;
    gint code;
    gchar *message;
} GError;

// Opaque Pango and Cairo types: only ever handled by pointer.
typedef struct _cairo cairo_t;
typedef struct _PangoLayout PangoLayout;
typedef struct _PangoLayoutIter PangoLayoutIter;
typedef struct _PangoContext PangoContext;
typedef struct _PangoFontMap PangoFontMap;
typedef struct _PangoFcFontMap PangoFcFontMap;
typedef struct _PangoFontFamily PangoFontFamily;
typedef struct _PangoFontDescription PangoFontDescription;
typedef struct _PangoFontMetrics PangoFontMetrics;
typedef struct _PangoLanguage PangoLanguage;
typedef struct _PangoFont PangoFont;
typedef struct _PangoAttrList PangoAttrList;
typedef struct _PangoAttrClass PangoAttrClass;
typedef struct _PangoGlyphString PangoGlyphString;

/// Pango units per device unit (pango-types.h).
#define PANGO_SCALE 1024

/// A rectangle in Pango units (pango-types.h).
typedef struct _PangoRectangle {
    int x;
    int y;
    int width;
    int height;
} PangoRectangle;

typedef enum { PANGO_ALIGN_LEFT, PANGO_ALIGN_CENTER, PANGO_ALIGN_RIGHT } PangoAlignment;
typedef enum { PANGO_WRAP_WORD, PANGO_WRAP_CHAR, PANGO_WRAP_WORD_CHAR } PangoWrapMode;
typedef enum { PANGO_ELLIPSIZE_NONE, PANGO_ELLIPSIZE_START, PANGO_ELLIPSIZE_MIDDLE, PANGO_ELLIPSIZE_END } PangoEllipsizeMode;
typedef enum { PANGO_STYLE_NORMAL, PANGO_STYLE_OBLIQUE, PANGO_STYLE_ITALIC } PangoStyle;
typedef enum {
    PANGO_WEIGHT_THIN = 100,
    PANGO_WEIGHT_ULTRALIGHT = 200,
    PANGO_WEIGHT_LIGHT = 300,
    PANGO_WEIGHT_SEMILIGHT = 350,
    PANGO_WEIGHT_BOOK = 380,
    PANGO_WEIGHT_NORMAL = 400,
    PANGO_WEIGHT_MEDIUM = 500,
    PANGO_WEIGHT_SEMIBOLD = 600,
    PANGO_WEIGHT_BOLD = 700,
    PANGO_WEIGHT_ULTRABOLD = 800,
    PANGO_WEIGHT_HEAVY = 900,
    PANGO_WEIGHT_ULTRAHEAVY = 1000
} PangoWeight;
typedef enum {
    PANGO_UNDERLINE_NONE,
    PANGO_UNDERLINE_SINGLE,
    PANGO_UNDERLINE_DOUBLE,
    PANGO_UNDERLINE_LOW,
    PANGO_UNDERLINE_ERROR,
    PANGO_UNDERLINE_SINGLE_LINE,
    PANGO_UNDERLINE_DOUBLE_LINE,
    PANGO_UNDERLINE_ERROR_LINE
} PangoUnderline;
typedef enum {
    PANGO_DIRECTION_LTR,
    PANGO_DIRECTION_RTL,
    PANGO_DIRECTION_TTB_LTR,
    PANGO_DIRECTION_TTB_RTL,
    PANGO_DIRECTION_WEAK_LTR,
    PANGO_DIRECTION_WEAK_RTL,
    PANGO_DIRECTION_NEUTRAL
} PangoDirection;

/// An attribute's byte range in the text it styles (pango-attributes.h); the rest is Pango's.
typedef struct _PangoAttribute {
    const PangoAttrClass *klass;
    guint start_index;
    guint end_index;
} PangoAttribute;

/// What Pango knows of each character: where a line, word or cursor may stop (pango-break.h).
typedef struct _PangoLogAttr {
    guint is_line_break : 1;
    guint is_mandatory_break : 1;
    guint is_char_break : 1;
    guint is_white : 1;
    guint is_cursor_position : 1;
    guint is_word_start : 1;
    guint is_word_end : 1;
    guint is_sentence_boundary : 1;
    guint is_sentence_start : 1;
    guint is_sentence_end : 1;
    guint backspace_deletes_character : 1;
    guint is_expandable_space : 1;
    guint is_word_boundary : 1;
    guint break_inserts_hyphen : 1;
    guint break_removes_preceding : 1;
    guint reserved : 17;
} PangoLogAttr;

/// A run's shaping analysis (pango-item.h): `level` odd means right to left.
typedef struct _PangoAnalysis {
    void *shape_engine;
    void *lang_engine;
    PangoFont *font;
    guint8 level;
    guint8 gravity;
    guint8 flags;
    guint8 script;
    PangoLanguage *language;
    GSList *extra_attrs;
} PangoAnalysis;

/// A run of text with one analysis (pango-item.h).
typedef struct _PangoItem {
    int offset;
    int length;
    int num_chars;
    PangoAnalysis analysis;
} PangoItem;

/// A shaped run of a line (pango-glyph-item.h); `PangoLayoutRun` is its other name.
typedef struct _PangoGlyphItem {
    PangoItem *item;
    PangoGlyphString *glyphs;
    int y_offset;
    int start_x_offset;
    int end_x_offset;
} PangoGlyphItem;

/// One line of a laid-out paragraph (pango-layout.h).
typedef struct _PangoLayoutLine {
    PangoLayout *layout;
    gint start_index;
    gint length;
    GSList *runs;
    guint is_paragraph_start : 1;
    guint resolved_dir : 3;
} PangoLayoutLine;

/// Whether Pango has been loaded in this process (what the start-up test asks).
XR_PANGO_FORWARDER gboolean xr_pango_is_loaded(void);

// GLib and GObject.
XR_PANGO_FORWARDER void g_free(gpointer memory);
XR_PANGO_FORWARDER void g_error_free(GError *error);
XR_PANGO_FORWARDER void g_object_unref(gpointer object);

// Layouts.
XR_PANGO_FORWARDER PangoLayout *pango_cairo_create_layout(cairo_t *cr);
XR_PANGO_FORWARDER void pango_cairo_show_layout(cairo_t *cr, PangoLayout *layout);
XR_PANGO_FORWARDER void pango_cairo_show_layout_line(cairo_t *cr, PangoLayoutLine *line);
XR_PANGO_FORWARDER void pango_layout_set_text(PangoLayout *layout, const char *text, int length);
XR_PANGO_FORWARDER void pango_layout_set_attributes(PangoLayout *layout, PangoAttrList *attrs);
XR_PANGO_FORWARDER void pango_layout_set_font_description(PangoLayout *layout, const PangoFontDescription *desc);
XR_PANGO_FORWARDER void pango_layout_set_width(PangoLayout *layout, int width);
XR_PANGO_FORWARDER void pango_layout_set_height(PangoLayout *layout, int height);
XR_PANGO_FORWARDER void pango_layout_set_wrap(PangoLayout *layout, PangoWrapMode wrap);
XR_PANGO_FORWARDER void pango_layout_set_ellipsize(PangoLayout *layout, PangoEllipsizeMode ellipsize);
XR_PANGO_FORWARDER void pango_layout_set_alignment(PangoLayout *layout, PangoAlignment alignment);
XR_PANGO_FORWARDER void pango_layout_set_justify(PangoLayout *layout, gboolean justify);
XR_PANGO_FORWARDER void pango_layout_set_spacing(PangoLayout *layout, int spacing);
XR_PANGO_FORWARDER void pango_layout_set_auto_dir(PangoLayout *layout, gboolean auto_dir);
XR_PANGO_FORWARDER void pango_layout_set_single_paragraph_mode(PangoLayout *layout, gboolean setting);
XR_PANGO_FORWARDER void pango_layout_get_size(PangoLayout *layout, int *width, int *height);
XR_PANGO_FORWARDER gboolean pango_layout_is_ellipsized(PangoLayout *layout);
XR_PANGO_FORWARDER int pango_layout_get_line_count(PangoLayout *layout);
XR_PANGO_FORWARDER PangoLayoutLine *pango_layout_get_line_readonly(PangoLayout *layout, int line);
XR_PANGO_FORWARDER const PangoLogAttr *pango_layout_get_log_attrs_readonly(PangoLayout *layout, gint *n_attrs);
XR_PANGO_FORWARDER void pango_layout_get_cursor_pos(PangoLayout *layout, int index_, PangoRectangle *strong_pos, PangoRectangle *weak_pos);
XR_PANGO_FORWARDER void pango_layout_index_to_line_x(PangoLayout *layout, int index_, gboolean trailing, int *line, int *x_pos);
XR_PANGO_FORWARDER gboolean pango_layout_xy_to_index(PangoLayout *layout, int x, int y, int *index_, int *trailing);
XR_PANGO_FORWARDER void pango_layout_move_cursor_visually(PangoLayout *layout, gboolean strong, int old_index, int old_trailing, int direction, int *new_index, int *new_trailing);
XR_PANGO_FORWARDER void pango_layout_line_get_x_ranges(PangoLayoutLine *line, int start_index, int end_index, int **ranges, int *n_ranges);
XR_PANGO_FORWARDER gboolean pango_layout_line_x_to_index(PangoLayoutLine *line, int x_pos, int *index_, int *trailing);
XR_PANGO_FORWARDER PangoLayoutIter *pango_layout_get_iter(PangoLayout *layout);
XR_PANGO_FORWARDER void pango_layout_iter_free(PangoLayoutIter *iter);
XR_PANGO_FORWARDER gboolean pango_layout_iter_next_line(PangoLayoutIter *iter);
XR_PANGO_FORWARDER int pango_layout_iter_get_baseline(PangoLayoutIter *iter);
XR_PANGO_FORWARDER void pango_layout_iter_get_line_extents(PangoLayoutIter *iter, PangoRectangle *ink_rect, PangoRectangle *logical_rect);
XR_PANGO_FORWARDER PangoLayoutLine *pango_layout_iter_get_line_readonly(PangoLayoutIter *iter);
XR_PANGO_FORWARDER void pango_layout_iter_get_line_yrange(PangoLayoutIter *iter, int *y0_, int *y1_);

// Attributes.
XR_PANGO_FORWARDER PangoAttrList *pango_attr_list_new(void);
XR_PANGO_FORWARDER void pango_attr_list_insert(PangoAttrList *list, PangoAttribute *attr);
XR_PANGO_FORWARDER void pango_attr_list_unref(PangoAttrList *list);
XR_PANGO_FORWARDER PangoAttribute *pango_attr_font_desc_new(const PangoFontDescription *desc);
XR_PANGO_FORWARDER PangoAttribute *pango_attr_font_features_new(const char *features);
XR_PANGO_FORWARDER PangoAttribute *pango_attr_foreground_new(guint16 red, guint16 green, guint16 blue);
XR_PANGO_FORWARDER PangoAttribute *pango_attr_foreground_alpha_new(guint16 alpha);
XR_PANGO_FORWARDER PangoAttribute *pango_attr_background_new(guint16 red, guint16 green, guint16 blue);
XR_PANGO_FORWARDER PangoAttribute *pango_attr_background_alpha_new(guint16 alpha);
XR_PANGO_FORWARDER PangoAttribute *pango_attr_underline_new(PangoUnderline underline);
XR_PANGO_FORWARDER PangoAttribute *pango_attr_underline_color_new(guint16 red, guint16 green, guint16 blue);
XR_PANGO_FORWARDER PangoAttribute *pango_attr_strikethrough_new(gboolean strikethrough);
XR_PANGO_FORWARDER PangoAttribute *pango_attr_letter_spacing_new(int letter_spacing);
XR_PANGO_FORWARDER PangoAttribute *pango_attr_rise_new(int rise);

// Fonts.
XR_PANGO_FORWARDER PangoFontDescription *pango_font_description_new(void);
XR_PANGO_FORWARDER PangoFontDescription *pango_font_description_from_string(const char *str);
XR_PANGO_FORWARDER void pango_font_description_free(PangoFontDescription *desc);
XR_PANGO_FORWARDER void pango_font_description_set_family(PangoFontDescription *desc, const char *family);
XR_PANGO_FORWARDER void pango_font_description_set_style(PangoFontDescription *desc, PangoStyle style);
XR_PANGO_FORWARDER void pango_font_description_set_weight(PangoFontDescription *desc, PangoWeight weight);
XR_PANGO_FORWARDER void pango_font_description_set_absolute_size(PangoFontDescription *desc, double size);
XR_PANGO_FORWARDER PangoFontMap *pango_cairo_font_map_get_default(void);
XR_PANGO_FORWARDER PangoContext *pango_font_map_create_context(PangoFontMap *fontmap);
XR_PANGO_FORWARDER void pango_font_map_list_families(PangoFontMap *fontmap, PangoFontFamily ***families, int *n_families);
XR_PANGO_FORWARDER const char *pango_font_family_get_name(PangoFontFamily *family);
XR_PANGO_FORWARDER PangoFontMetrics *pango_context_get_metrics(PangoContext *context, const PangoFontDescription *desc, PangoLanguage *language);
XR_PANGO_FORWARDER int pango_font_metrics_get_ascent(PangoFontMetrics *metrics);
XR_PANGO_FORWARDER int pango_font_metrics_get_descent(PangoFontMetrics *metrics);
XR_PANGO_FORWARDER void pango_font_metrics_unref(PangoFontMetrics *metrics);
XR_PANGO_FORWARDER void pango_fc_font_map_config_changed(PangoFcFontMap *fcfontmap);

#endif
