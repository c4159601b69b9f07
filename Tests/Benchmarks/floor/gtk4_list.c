/* The GTK 4 peer of the list benchmark (issue #32): a GtkListView of ROWS rows at 1920×1080, each
 * row a label and a button (a GtkSignalListItemFactory binding the row's text), scrolled by 37
 * pixels a frame, in GTK's own frame cycle: a tick callback moves the adjustment (the update
 * phase), GtkListView recycles its rows in the layout phase, the window is snapshotted and drawn
 * (GSK_RENDERER=cairo: no GPU here); a frame's time runs from the tick to the frame clock's
 * "after-paint".
 * `gtk4_list ROWS ROUNDS` prints "reload MS" (setting the model), then one frame time in ms a line.
 * `gtk4_list ITEMS ROUNDS grid` does the same with a GtkGridView of ten columns of 120-pixel items
 * (the peer of the collection view's grid). `gtk4_list ROWS ROUNDS picker`: a 320×216 window of
 * centred 32-pixel label rows scrolled by 5 pixels a frame, GTK's nearest to a picker wheel
 * (it has none; a GtkDropDown's popup is such a list). */
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static gboolean picker_mode;

static void setup(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12);
    GtkWidget *label = gtk_label_new(NULL);
    if (picker_mode) {
        gtk_widget_set_hexpand(label, TRUE);
        gtk_box_append(GTK_BOX(box), label);
        gtk_widget_set_size_request(box, -1, GPOINTER_TO_INT(data));
        gtk_list_item_set_child(item, box);
        return;
    }
    gtk_widget_set_hexpand(label, TRUE);
    gtk_label_set_xalign(GTK_LABEL(label), 0);
    gtk_box_append(GTK_BOX(box), label);
    gtk_box_append(GTK_BOX(box), gtk_button_new_with_label("Open"));
    gtk_widget_set_size_request(box, -1, GPOINTER_TO_INT(data));
    gtk_list_item_set_child(item, box);
}

static void bind(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    GtkWidget *label = gtk_widget_get_first_child(gtk_list_item_get_child(item));
    char text[32];
    snprintf(text, sizeof text, "Row %u", gtk_list_item_get_position(item));
    gtk_label_set_text(GTK_LABEL(label), text);
}

static GtkAdjustment *adjustment;
static double tick_start;
static int frames_left;
static int warm_up = 10;

static gboolean tick(GtkWidget *widget, GdkFrameClock *clock, gpointer data) {
    tick_start = now_ms();
    gtk_adjustment_set_value(adjustment, gtk_adjustment_get_value(adjustment) + (picker_mode ? 5 : 37));
    return G_SOURCE_CONTINUE;
}

static void after_paint(GdkFrameClock *clock, gpointer data) {
    if (tick_start == 0) return;
    double elapsed = now_ms() - tick_start;
    tick_start = 0;
    if (warm_up > 0) { warm_up--; return; }
    printf("%.4f\n", elapsed);
    frames_left--;
}

int main(int argc, char **argv) {
    int rows = argc > 1 ? atoi(argv[1]) : 1000000;
    frames_left = argc > 2 ? atoi(argv[2]) : 100;
    gboolean grid = argc > 3 && g_strcmp0(argv[3], "grid") == 0;
    picker_mode = argc > 3 && g_strcmp0(argv[3], "picker") == 0;
    setenv("GSK_RENDERER", "cairo", 1);   /* drawn on the CPU, as XResponder draws (no GPU here) */
    setenv("NO_AT_BRIDGE", "1", 1);
    gtk_init();
    GtkWidget *window = gtk_window_new();
    gtk_window_set_default_size(GTK_WINDOW(window), picker_mode ? 320 : 1920, picker_mode ? 216 : 1080);
    GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
    g_signal_connect(factory, "setup", G_CALLBACK(setup), GINT_TO_POINTER(grid ? 120 : picker_mode ? 32 : 44));
    g_signal_connect(factory, "bind", G_CALLBACK(bind), NULL);
    double start = now_ms();
    GtkStringList *model = gtk_string_list_new(NULL);
    for (int i = 0; i < rows; i++) gtk_string_list_append(model, "");
    GtkSelectionModel *selection = GTK_SELECTION_MODEL(gtk_no_selection_new(G_LIST_MODEL(model)));
    GtkWidget *list;
    if (grid) {
        list = gtk_grid_view_new(selection, factory);
        gtk_grid_view_set_min_columns(GTK_GRID_VIEW(list), 10);
        gtk_grid_view_set_max_columns(GTK_GRID_VIEW(list), 10);
    } else {
        list = gtk_list_view_new(selection, factory);
    }
    double reload = now_ms() - start;
    GtkWidget *scroller = gtk_scrolled_window_new();
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scroller), list);
    gtk_window_set_child(GTK_WINDOW(window), scroller);
    gtk_window_present(GTK_WINDOW(window));
    for (int i = 0; i < 200 && !gtk_widget_get_mapped(window); i++) g_main_context_iteration(NULL, TRUE);
    for (int i = 0; i < 20; i++) g_main_context_iteration(NULL, FALSE);
    printf("reload %.4f\n", reload);
    adjustment = gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(scroller));
    GdkFrameClock *clock = gtk_widget_get_frame_clock(window);
    g_signal_connect(clock, "after-paint", G_CALLBACK(after_paint), NULL);
    gtk_widget_add_tick_callback(list, tick, NULL, NULL);
    while (frames_left > 0) g_main_context_iteration(NULL, TRUE);
    fflush(stdout);
    return 0;
}
