/* The GTK 4 peer for the latency benchmarks, speaking the protocol of xlib_client.c.
 * `gtk4_client press`: a drawing area with GtkGestureClick repaints in another colour on each press.
 * `gtk4_client type LINES [start|middle|end]`: a GtkTextView holding LINES lines, caret at the end
 * (or the start, or the start of the middle line), scrolled to it; the handler is the
 * buffer's "changed" signal.
 * `gtk4_client page LINES`: the same text view, caret at the start; the benchmark presses Page Down,
 * and the handler is the buffer's "mark-set" for the insert mark (issue #35).
 * `gtk4_client push`: a GtkStack of two pages (a list of labels under a header bar, and a dark
 * detail page); a press slides to the other page (GTK's slide transition, 350 ms as UIKit's push).
 * `gtk4_client menu`: a right click on a drawing area pops up a GtkPopoverMenu of five items and a
 * submenu (a popup surface of its own on X11), as GTK 4 apps show context menus; Escape closes it.
 * `gtk4_client menubar`: a GtkPopoverMenuBar (File, Edit) over a drawing area; F10 opens its first
 * menu, as GtkWindow binds it (issue #51: F10 → popup mapped).
 * `gtk4_client drag LINES`: a GtkTextView holding a document of LINES lines of 80 characters, whose
 * scrollbar the benchmark drags to the end; the handler is the vertical adjustment's "value-changed".
 * `gtk4_client open LINES`: a strip over a GtkTextView; each press on the strip gives the buffer a
 * document of LINES lines of 80 characters, or empties it, in turn (issue #35: open to first frame). */
#include <gtk/gtk.h>
#include <gdk/x11/gdkx.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static long long now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

static int dark;
static int lines;
static int typing;
static const char *caret = "end";
static int pushing;
static int menu;
static int menubar;
static int opening;
static char *document;
static int loaded;

static void open_pressed(GtkGestureClick *gesture, int n, double x, double y, gpointer buffer) {
    long long t = now_ns();
    loaded = !loaded;
    gtk_text_buffer_set_text(GTK_TEXT_BUFFER(buffer), loaded ? document : "", -1);
    printf("h %lld\n", t);
    fflush(stdout);
}

/* LINES lines of 80 characters (79 and a newline), numbered. */
static char *make_document(int count) {
    char *text = malloc((size_t)count * 80 + 1), *at = text;
    for (int i = 1; i <= count; i++) {
        int written = snprintf(at, 80, "Line %d: the quick brown fox jumps over the lazy dog, again and again and again", i);
        if (written > 79) written = 79;   /* snprintf says what it would have written */
        memset(at + written, '.', 79 - written);
        at[79] = i < count ? '\n' : '\0';
        at += 80;
    }
    return text;
}

static void menu_pressed(GtkGestureClick *gesture, int n, double x, double y, gpointer popover) {
    long long t = now_ns();
    /* As GTK's own context menus do: the press is the menu's (the popover's grab takes the release). */
    gtk_gesture_set_state(GTK_GESTURE(gesture), GTK_EVENT_SEQUENCE_CLAIMED);
    GdkRectangle at = { (int)x, (int)y, 1, 1 };
    gtk_popover_set_pointing_to(GTK_POPOVER(popover), &at);
    gtk_popover_popup(GTK_POPOVER(popover));
    printf("h %lld\n", t);
    fflush(stdout);
}

static GtkWidget *context_menu(GtkWidget *parent) {
    GMenu *model = g_menu_new();
    const char *items[] = { "Cut", "Copy", "Paste", "Delete" };
    for (int i = 0; i < 4; i++) g_menu_append(model, items[i], "app.noop");
    GMenu *share = g_menu_new();
    g_menu_append(share, "Mail", "app.noop");
    g_menu_append(share, "Messages", "app.noop");
    g_menu_append_submenu(model, "Share", G_MENU_MODEL(share));
    GtkWidget *popover = gtk_popover_menu_new_from_model(G_MENU_MODEL(model));
    gtk_popover_set_has_arrow(GTK_POPOVER(popover), FALSE);
    gtk_widget_set_halign(popover, GTK_ALIGN_START);
    gtk_widget_set_parent(popover, parent);
    return popover;
}

static void draw(GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data) {
    cairo_set_source_rgb(cr, dark ? 0 : 1, dark ? 0 : 1, dark ? 0 : 1);
    cairo_paint(cr);
}

static void pressed(GtkGestureClick *gesture, int n, double x, double y, gpointer area) {
    long long t = now_ns();
    dark = !dark;
    gtk_widget_queue_draw(GTK_WIDGET(area));
    printf("h %lld\n", t);
    fflush(stdout);
}

static void stack_pressed(GtkGestureClick *gesture, int n, double x, double y, gpointer stack) {
    long long t = now_ns();
    const char *visible = gtk_stack_get_visible_child_name(GTK_STACK(stack));
    int to_detail = strcmp(visible, "list") == 0;
    gtk_stack_set_transition_type(GTK_STACK(stack), to_detail ? GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT
                                                               : GTK_STACK_TRANSITION_TYPE_SLIDE_RIGHT);
    gtk_stack_set_visible_child_name(GTK_STACK(stack), to_detail ? "detail" : "list");
    printf("h %lld\n", t);
    fflush(stdout);
}

static GtkWidget *page(const char *title, int rows, int dark_page) {
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6);
    GtkWidget *header = gtk_center_box_new();
    gtk_center_box_set_center_widget(GTK_CENTER_BOX(header), gtk_label_new(title));
    gtk_center_box_set_end_widget(GTK_CENTER_BOX(header), gtk_button_new_with_label(dark_page ? "Edit" : "+"));
    gtk_box_append(GTK_BOX(box), header);
    for (int i = 0; i < rows; i++) {
        char text[64];
        snprintf(text, sizeof text, dark_page ? "The detail of a note, pushed on the navigation stack." : "Note %d", i + 1);
        GtkWidget *label = gtk_label_new(text);
        gtk_widget_set_halign(label, GTK_ALIGN_START);
        gtk_box_append(GTK_BOX(box), label);
    }
    gtk_widget_set_vexpand(box, TRUE);
    if (dark_page) {
        GtkCssProvider *css = gtk_css_provider_new();
        gtk_css_provider_load_from_data(css, ".dark { background: black; color: white; }", -1);
        gtk_style_context_add_provider_for_display(gdk_display_get_default(), GTK_STYLE_PROVIDER(css),
                                                   GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
        gtk_widget_add_css_class(box, "dark");
    }
    return box;
}

static int paging;
static int dragging;

static void scrolled(GtkAdjustment *adjustment, gpointer data) {
    printf("h %lld\n", now_ns());
    fflush(stdout);
}

static void mark_set(GtkTextBuffer *buffer, GtkTextIter *location, GtkTextMark *mark, gpointer data) {
    if (mark != gtk_text_buffer_get_insert(buffer)) return;
    printf("h %lld\n", now_ns());
    fflush(stdout);
}

static void changed(GtkTextBuffer *buffer, gpointer data) {
    printf("h %lld\n", now_ns());
    fflush(stdout);
}

static gboolean announce(gpointer window) {
    GdkSurface *surface = gtk_native_get_surface(GTK_NATIVE(window));
    printf("ready %lu\n", (unsigned long)gdk_x11_surface_get_xid(surface));
    fflush(stdout);
    return G_SOURCE_REMOVE;
}

static void mapped(GtkWidget *window, gpointer data) {
    g_timeout_add(200, announce, window);   /* after the first frames */
}

static void activate(GtkApplication *app, gpointer data) {
    GtkWidget *window = gtk_application_window_new(app);
    gtk_window_set_default_size(GTK_WINDOW(window), 400, 300);
    if (typing) {
        GtkWidget *scroller = gtk_scrolled_window_new();
        GtkWidget *view = gtk_text_view_new();
        GtkTextBuffer *buffer = gtk_text_view_get_buffer(GTK_TEXT_VIEW(view));
        GString *text = g_string_new(NULL);
        for (int i = 1; i <= lines; i++)
            g_string_append_printf(text, "%sLine %d: the quick brown fox jumps over the lazy dog.", i > 1 ? "\n" : "", i);
        gtk_text_buffer_set_text(buffer, text->str, -1);
        g_string_free(text, TRUE);
        GtkTextIter at;
        if (paging || strcmp(caret, "start") == 0) gtk_text_buffer_get_start_iter(buffer, &at);
        else if (strcmp(caret, "middle") == 0) gtk_text_buffer_get_iter_at_line(buffer, &at, lines / 2);
        else gtk_text_buffer_get_end_iter(buffer, &at);
        gtk_text_buffer_place_cursor(buffer, &at);
        gtk_text_view_scroll_to_mark(GTK_TEXT_VIEW(view), gtk_text_buffer_get_insert(buffer), 0, FALSE, 0, 0);
        g_signal_connect(buffer, "changed", G_CALLBACK(changed), NULL);
        if (paging) g_signal_connect(buffer, "mark-set", G_CALLBACK(mark_set), NULL);
        gtk_text_view_set_wrap_mode(GTK_TEXT_VIEW(view), GTK_WRAP_WORD_CHAR);
        gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scroller), view);
        gtk_window_set_child(GTK_WINDOW(window), scroller);
        gtk_widget_grab_focus(view);
    } else if (pushing) {
        GtkWidget *stack = gtk_stack_new();
        gtk_stack_set_transition_duration(GTK_STACK(stack), 350);
        gtk_stack_add_named(GTK_STACK(stack), page("Notes", 5, 0), "list");
        gtk_stack_add_named(GTK_STACK(stack), page("Detail", 1, 1), "detail");
        GtkGesture *click = gtk_gesture_click_new();
        g_signal_connect(click, "pressed", G_CALLBACK(stack_pressed), stack);
        gtk_widget_add_controller(stack, GTK_EVENT_CONTROLLER(click));
        gtk_window_set_child(GTK_WINDOW(window), stack);
    } else if (dragging) {
        document = make_document(lines);
        GtkWidget *scroller = gtk_scrolled_window_new();
        GtkWidget *view = gtk_text_view_new();
        gtk_text_view_set_wrap_mode(GTK_TEXT_VIEW(view), GTK_WRAP_WORD_CHAR);
        gtk_text_buffer_set_text(gtk_text_view_get_buffer(GTK_TEXT_VIEW(view)), document, -1);
        gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scroller), view);
        g_signal_connect(gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(scroller)), "value-changed",
                         G_CALLBACK(scrolled), NULL);
        gtk_window_set_child(GTK_WINDOW(window), scroller);
    } else if (opening) {
        document = make_document(lines);
        GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
        GtkWidget *strip = gtk_drawing_area_new();
        gtk_widget_set_size_request(strip, -1, 40);
        GtkWidget *scroller = gtk_scrolled_window_new();
        gtk_widget_set_vexpand(scroller, TRUE);
        GtkWidget *view = gtk_text_view_new();
        gtk_text_view_set_wrap_mode(GTK_TEXT_VIEW(view), GTK_WRAP_WORD_CHAR);
        gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scroller), view);
        GtkGesture *click = gtk_gesture_click_new();
        g_signal_connect(click, "pressed", G_CALLBACK(open_pressed), gtk_text_view_get_buffer(GTK_TEXT_VIEW(view)));
        gtk_widget_add_controller(strip, GTK_EVENT_CONTROLLER(click));
        gtk_box_append(GTK_BOX(box), strip);
        gtk_box_append(GTK_BOX(box), scroller);
        gtk_window_set_child(GTK_WINDOW(window), box);
    } else if (menubar) {
        GSimpleAction *noop = g_simple_action_new("noop", NULL);
        g_action_map_add_action(G_ACTION_MAP(app), G_ACTION(noop));
        GMenu *model = g_menu_new(), *file = g_menu_new(), *edit = g_menu_new();
        const char *file_items[] = { "New", "Open…", "Save", "Close", "Quit" };
        const char *edit_items[] = { "Undo", "Redo", "Cut", "Copy", "Paste" };
        for (int i = 0; i < 5; i++) g_menu_append(file, file_items[i], "app.noop");
        for (int i = 0; i < 5; i++) g_menu_append(edit, edit_items[i], "app.noop");
        g_menu_append_submenu(model, "File", G_MENU_MODEL(file));
        g_menu_append_submenu(model, "Edit", G_MENU_MODEL(edit));
        GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
        gtk_box_append(GTK_BOX(box), gtk_popover_menu_bar_new_from_model(G_MENU_MODEL(model)));
        GtkWidget *area = gtk_drawing_area_new();
        gtk_widget_set_vexpand(area, TRUE);
        gtk_drawing_area_set_draw_func(GTK_DRAWING_AREA(area), draw, NULL, NULL);
        gtk_box_append(GTK_BOX(box), area);
        gtk_window_set_child(GTK_WINDOW(window), box);
    } else if (menu) {
        GSimpleAction *noop = g_simple_action_new("noop", NULL);
        g_action_map_add_action(G_ACTION_MAP(app), G_ACTION(noop));
        GtkWidget *area = gtk_drawing_area_new();
        gtk_drawing_area_set_draw_func(GTK_DRAWING_AREA(area), draw, NULL, NULL);
        GtkWidget *popover = context_menu(area);
        GtkGesture *click = gtk_gesture_click_new();
        gtk_gesture_single_set_button(GTK_GESTURE_SINGLE(click), GDK_BUTTON_SECONDARY);
        g_signal_connect(click, "pressed", G_CALLBACK(menu_pressed), popover);
        gtk_widget_add_controller(area, GTK_EVENT_CONTROLLER(click));
        gtk_window_set_child(GTK_WINDOW(window), area);
    } else {
        GtkWidget *area = gtk_drawing_area_new();
        gtk_drawing_area_set_draw_func(GTK_DRAWING_AREA(area), draw, NULL, NULL);
        GtkGesture *click = gtk_gesture_click_new();
        g_signal_connect(click, "pressed", G_CALLBACK(pressed), area);
        gtk_widget_add_controller(area, GTK_EVENT_CONTROLLER(click));
        gtk_window_set_child(GTK_WINDOW(window), area);
    }
    g_signal_connect(window, "map", G_CALLBACK(mapped), NULL);
    gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
    paging = argc > 1 && strcmp(argv[1], "page") == 0;
    typing = argc > 1 && (strcmp(argv[1], "type") == 0 || paging);
    pushing = argc > 1 && strcmp(argv[1], "push") == 0;
    menu = argc > 1 && strcmp(argv[1], "menu") == 0;
    menubar = argc > 1 && strcmp(argv[1], "menubar") == 0;
    opening = argc > 1 && strcmp(argv[1], "open") == 0;
    dragging = argc > 1 && strcmp(argv[1], "drag") == 0;
    lines = argc > 2 ? atoi(argv[2]) : 200;
    if (argc > 3) caret = argv[3];
    GtkApplication *app = gtk_application_new(NULL, G_APPLICATION_NON_UNIQUE);
    g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
    char *no_args[] = { argv[0], NULL };
    return g_application_run(G_APPLICATION(app), 1, no_args);
}
