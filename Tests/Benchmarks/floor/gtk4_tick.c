/* The GTK 4 peer of the display-link benchmark: a window with a tick callback (GTK's frame
 * clock, its CADisplayLink) for SECONDS, printing for each tick how long after the frame clock's
 * frame time the callback ran (ms) and the gap since the tick before in frames of 1/60 s.
 * `gtk4_tick SECONDS` */
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>

static gint64 last_frame = -1;
static gint64 end_time = 0;
static gboolean done = FALSE;

static gboolean tick(GtkWidget *widget, GdkFrameClock *clock, gpointer data) {
    gint64 frame = gdk_frame_clock_get_frame_time(clock);
    gint64 now = g_get_monotonic_time();
    printf("%.4f %.3f\n", (now - frame) / 1e3, last_frame < 0 ? 1.0 : (frame - last_frame) / (1e6 / 60));
    last_frame = frame;
    if (now >= end_time) { done = TRUE; return G_SOURCE_REMOVE; }
    gtk_widget_queue_draw(widget);
    return G_SOURCE_CONTINUE;
}

int main(int argc, char **argv) {
    double seconds = argc > 1 ? atof(argv[1]) : 10;
    gtk_init();
    GtkWidget *window = gtk_window_new();
    gtk_window_set_default_size(GTK_WINDOW(window), 200, 200);
    GtkWidget *area = gtk_drawing_area_new();
    gtk_window_set_child(GTK_WINDOW(window), area);
    gtk_window_present(GTK_WINDOW(window));
    for (int i = 0; i < 200 && !gtk_widget_get_mapped(window); i++) g_main_context_iteration(NULL, TRUE);
    end_time = g_get_monotonic_time() + (gint64)(seconds * 1e6);
    gtk_widget_add_tick_callback(area, tick, NULL, NULL);
    while (!done) g_main_context_iteration(NULL, TRUE);
    fflush(stdout);
    return 0;
}
