// Loads Pango when text first needs it (CPango.h says why) and forwards each call to it.
// Thread-safe: the load happens once, and a call made while another thread loads it waits.
#include "CPango.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

// pangocairo's dependencies are Pango, PangoFT2, GObject and GLib: every symbol below is found
// from its handle.
static const char *const libraryName = "libpangocairo-1.0.so.0";
static void *library;
static pthread_once_t loaded = PTHREAD_ONCE_INIT;

static void load(void) {
    // RTLD_LOCAL: the libraries' symbols stay out of the program's global scope.
    __atomic_store_n(&library, dlopen(libraryName, RTLD_NOW | RTLD_LOCAL), __ATOMIC_RELEASE);
}

/// Pango's handle. Text cannot be drawn without it, and every function here returns something
/// the caller relies on, so a missing library stops the program with what to install rather
/// than a crash on a null layout later.
static void *pango(void) {
    pthread_once(&loaded, load);
    if (!library) {
        fprintf(stderr, "XResponder: text needs Pango, and %s could not be loaded (%s). "
                        "Install libpangocairo-1.0-0.\n", libraryName, dlerror());
        abort();
    }
    return library;
}

/// The function `name`, looked up once per forwarder.
static void *resolve(void **slot, const char *name) {
    void *function = __atomic_load_n(slot, __ATOMIC_ACQUIRE);
    if (function) return function;
    function = dlsym(pango(), name);
    if (!function) {
        fprintf(stderr, "XResponder: %s has no %s (%s).\n", libraryName, name, dlerror());
        abort();
    }
    __atomic_store_n(slot, function, __ATOMIC_RELEASE);
    return function;
}

gboolean xr_pango_is_loaded(void) {
    return __atomic_load_n(&library, __ATOMIC_ACQUIRE) != NULL;
}

// One forwarder per function: `RETURNING` for a function with a result, `VOID` without.
#define RETURNING(type, name, parameters, arguments)                                   \
    type name parameters {                                                             \
        static void *slot;                                                             \
        return ((type(*) parameters)resolve(&slot, #name)) arguments;                  \
    }
#define VOID(name, parameters, arguments)                                              \
    void name parameters {                                                             \
        static void *slot;                                                             \
        ((void(*) parameters)resolve(&slot, #name)) arguments;                         \
    }

VOID(g_free, (gpointer memory), (memory))
VOID(g_error_free, (GError *error), (error))
VOID(g_object_unref, (gpointer object), (object))

RETURNING(PangoLayout *, pango_cairo_create_layout, (cairo_t *cr), (cr))
VOID(pango_cairo_show_layout, (cairo_t *cr, PangoLayout *layout), (cr, layout))
VOID(pango_cairo_show_layout_line, (cairo_t *cr, PangoLayoutLine *line), (cr, line))
VOID(pango_layout_set_text, (PangoLayout *layout, const char *text, int length), (layout, text, length))
VOID(pango_layout_set_attributes, (PangoLayout *layout, PangoAttrList *attrs), (layout, attrs))
VOID(pango_layout_set_font_description, (PangoLayout *layout, const PangoFontDescription *desc), (layout, desc))
VOID(pango_layout_set_width, (PangoLayout *layout, int width), (layout, width))
VOID(pango_layout_set_height, (PangoLayout *layout, int height), (layout, height))
VOID(pango_layout_set_wrap, (PangoLayout *layout, PangoWrapMode wrap), (layout, wrap))
VOID(pango_layout_set_ellipsize, (PangoLayout *layout, PangoEllipsizeMode ellipsize), (layout, ellipsize))
VOID(pango_layout_set_alignment, (PangoLayout *layout, PangoAlignment alignment), (layout, alignment))
VOID(pango_layout_set_justify, (PangoLayout *layout, gboolean justify), (layout, justify))
VOID(pango_layout_set_spacing, (PangoLayout *layout, int spacing), (layout, spacing))
VOID(pango_layout_set_auto_dir, (PangoLayout *layout, gboolean auto_dir), (layout, auto_dir))
VOID(pango_layout_set_single_paragraph_mode, (PangoLayout *layout, gboolean setting), (layout, setting))
VOID(pango_layout_get_size, (PangoLayout *layout, int *width, int *height), (layout, width, height))
RETURNING(gboolean, pango_layout_is_ellipsized, (PangoLayout *layout), (layout))
RETURNING(int, pango_layout_get_line_count, (PangoLayout *layout), (layout))
RETURNING(PangoLayoutLine *, pango_layout_get_line_readonly, (PangoLayout *layout, int line), (layout, line))
RETURNING(const PangoLogAttr *, pango_layout_get_log_attrs_readonly, (PangoLayout *layout, gint *n_attrs), (layout, n_attrs))
VOID(pango_layout_get_cursor_pos, (PangoLayout *layout, int index_, PangoRectangle *strong_pos, PangoRectangle *weak_pos),
     (layout, index_, strong_pos, weak_pos))
VOID(pango_layout_index_to_line_x, (PangoLayout *layout, int index_, gboolean trailing, int *line, int *x_pos),
     (layout, index_, trailing, line, x_pos))
RETURNING(gboolean, pango_layout_xy_to_index, (PangoLayout *layout, int x, int y, int *index_, int *trailing),
          (layout, x, y, index_, trailing))
VOID(pango_layout_move_cursor_visually,
     (PangoLayout *layout, gboolean strong, int old_index, int old_trailing, int direction, int *new_index, int *new_trailing),
     (layout, strong, old_index, old_trailing, direction, new_index, new_trailing))
VOID(pango_layout_line_get_x_ranges, (PangoLayoutLine *line, int start_index, int end_index, int **ranges, int *n_ranges),
     (line, start_index, end_index, ranges, n_ranges))
RETURNING(gboolean, pango_layout_line_x_to_index, (PangoLayoutLine *line, int x_pos, int *index_, int *trailing),
          (line, x_pos, index_, trailing))
RETURNING(PangoLayoutIter *, pango_layout_get_iter, (PangoLayout *layout), (layout))
VOID(pango_layout_iter_free, (PangoLayoutIter *iter), (iter))
RETURNING(gboolean, pango_layout_iter_next_line, (PangoLayoutIter *iter), (iter))
RETURNING(int, pango_layout_iter_get_baseline, (PangoLayoutIter *iter), (iter))
VOID(pango_layout_iter_get_line_extents, (PangoLayoutIter *iter, PangoRectangle *ink_rect, PangoRectangle *logical_rect),
     (iter, ink_rect, logical_rect))
RETURNING(PangoLayoutLine *, pango_layout_iter_get_line_readonly, (PangoLayoutIter *iter), (iter))
VOID(pango_layout_iter_get_line_yrange, (PangoLayoutIter *iter, int *y0_, int *y1_), (iter, y0_, y1_))

RETURNING(PangoAttrList *, pango_attr_list_new, (void), ())
VOID(pango_attr_list_insert, (PangoAttrList *list, PangoAttribute *attr), (list, attr))
VOID(pango_attr_list_unref, (PangoAttrList *list), (list))
RETURNING(PangoAttribute *, pango_attr_font_desc_new, (const PangoFontDescription *desc), (desc))
RETURNING(PangoAttribute *, pango_attr_font_features_new, (const char *features), (features))
RETURNING(PangoAttribute *, pango_attr_foreground_new, (guint16 red, guint16 green, guint16 blue), (red, green, blue))
RETURNING(PangoAttribute *, pango_attr_foreground_alpha_new, (guint16 alpha), (alpha))
RETURNING(PangoAttribute *, pango_attr_background_new, (guint16 red, guint16 green, guint16 blue), (red, green, blue))
RETURNING(PangoAttribute *, pango_attr_background_alpha_new, (guint16 alpha), (alpha))
RETURNING(PangoAttribute *, pango_attr_underline_new, (PangoUnderline underline), (underline))
RETURNING(PangoAttribute *, pango_attr_underline_color_new, (guint16 red, guint16 green, guint16 blue), (red, green, blue))
RETURNING(PangoAttribute *, pango_attr_strikethrough_new, (gboolean strikethrough), (strikethrough))
RETURNING(PangoAttribute *, pango_attr_letter_spacing_new, (int letter_spacing), (letter_spacing))
RETURNING(PangoAttribute *, pango_attr_rise_new, (int rise), (rise))

RETURNING(PangoFontDescription *, pango_font_description_new, (void), ())
RETURNING(PangoFontDescription *, pango_font_description_from_string, (const char *str), (str))
VOID(pango_font_description_free, (PangoFontDescription *desc), (desc))
VOID(pango_font_description_set_family, (PangoFontDescription *desc, const char *family), (desc, family))
VOID(pango_font_description_set_style, (PangoFontDescription *desc, PangoStyle style), (desc, style))
VOID(pango_font_description_set_weight, (PangoFontDescription *desc, PangoWeight weight), (desc, weight))
VOID(pango_font_description_set_absolute_size, (PangoFontDescription *desc, double size), (desc, size))
RETURNING(PangoFontMap *, pango_cairo_font_map_get_default, (void), ())
RETURNING(PangoContext *, pango_font_map_create_context, (PangoFontMap *fontmap), (fontmap))
VOID(pango_font_map_list_families, (PangoFontMap *fontmap, PangoFontFamily ***families, int *n_families),
     (fontmap, families, n_families))
RETURNING(const char *, pango_font_family_get_name, (PangoFontFamily *family), (family))
RETURNING(PangoFontMetrics *, pango_context_get_metrics,
          (PangoContext *context, const PangoFontDescription *desc, PangoLanguage *language), (context, desc, language))
RETURNING(int, pango_font_metrics_get_ascent, (PangoFontMetrics *metrics), (metrics))
RETURNING(int, pango_font_metrics_get_descent, (PangoFontMetrics *metrics), (metrics))
VOID(pango_font_metrics_unref, (PangoFontMetrics *metrics), (metrics))
VOID(pango_fc_font_map_config_changed, (PangoFcFontMap *fcfontmap), (fcfontmap))
