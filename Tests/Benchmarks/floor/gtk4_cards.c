/* The GTK 4 peer of the appearance benchmark: 1,000 boxes of 40×36 at 1920×1080, plain (a CSS
 * background) or decorated as XResponder's cards (border-radius 8px, a 1px border, a box-shadow
 * of blur 6px, which is σ = 3, at 30 %), in a GtkFixed. Each round takes a full frame the way GTK
 * makes one: the widget tree snapshotted into render nodes and those rendered by GSK's Cairo
 * renderer (no GPU here) into a texture. Prints one time in milliseconds per round.
 * `gtk4_cards moving ROUNDS` is the peer of the layer keyframe benchmark: 100 boxes of 40×40 with
 * rounded corners, each moved to its next place on a path (gtk_fixed_move) before every round.
 * `gtk4_cards blurred ROUNDS` is the peer of the blur benchmark: 40 coloured stripes filling
 * 1920×1080, the whole snapshot under a GSK blur node of radius 30 (what a window-sized
 * UIVisualEffectView does), rendered by the same Cairo renderer.
 * `gtk4_cards plain|decorated|moving|blurred ROUNDS` */
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

int main(int argc, char **argv) {
    int decorated = argc > 1 && strcmp(argv[1], "decorated") == 0;
    int moving = argc > 1 && strcmp(argv[1], "moving") == 0;
    int blurred = argc > 1 && strcmp(argv[1], "blurred") == 0;
    int rounds = argc > 2 ? atoi(argv[2]) : 100;
    gtk_init();
    GString *css = g_string_new("window { background: white; }\n");
    for (int i = 0; i < 21; i++) {
        g_string_append_printf(css, ".c%d { background-color: rgb(%d, 128, %d); }\n", i,
                               (int)((i % 7) / 7.0 * 255), (int)((i % 3) / 3.0 * 255));
    }
    if (moving) g_string_append(css, ".card { border-radius: 8px; }\n");
    if (decorated) {
        g_string_append(css, ".card { border-radius: 8px; border: 1px solid black; "
                             "box-shadow: 0 2px 6px rgba(0, 0, 0, 0.3); }\n");
    }
    GtkCssProvider *provider = gtk_css_provider_new();
    gtk_css_provider_load_from_data(provider, css->str, -1);
    gtk_style_context_add_provider_for_display(gdk_display_get_default(), GTK_STYLE_PROVIDER(provider),
                                               GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    GtkWidget *window = gtk_window_new();
    gtk_window_set_default_size(GTK_WINDOW(window), 1920, 1080);
    GtkWidget *fixed = gtk_fixed_new();
    gtk_widget_set_size_request(fixed, 1920, 1080);
    int count = moving ? 100 : blurred ? 40 : 1000;
    GtkWidget *boxes[1000];
    for (int index = 0; index < count; index++) {
        GtkWidget *box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0);
        boxes[index] = box;
        if (blurred) gtk_widget_set_size_request(box, 48, 1080);
        else gtk_widget_set_size_request(box, 40, moving ? 40 : 36);
        char name[8];
        snprintf(name, sizeof name, "c%d", (index % 7) * 3 + index % 3);
        gtk_widget_add_css_class(box, name);
        gtk_widget_add_css_class(box, "card");
        if (blurred) gtk_fixed_put(GTK_FIXED(fixed), box, index * 48, 0);
        else gtk_fixed_put(GTK_FIXED(fixed), box, (index % 40) * 48, (index / 40) * 43);
    }
    gtk_window_set_child(GTK_WINDOW(window), fixed);
    gtk_window_present(GTK_WINDOW(window));
    for (int i = 0; i < 200 && !gtk_widget_get_mapped(window); i++) g_main_context_iteration(NULL, TRUE);
    for (int i = 0; i < 20; i++) g_main_context_iteration(NULL, FALSE);
    GskRenderer *renderer = gsk_cairo_renderer_new();
    GError *error = NULL;
    if (!gsk_renderer_realize(renderer, gtk_native_get_surface(GTK_NATIVE(window)), &error)) {
        fprintf(stderr, "gtk4_cards: %s\n", error ? error->message : "cannot realize the renderer");
        return 1;
    }
    GdkPaintable *paintable = gtk_widget_paintable_new(fixed);
    graphene_rect_t viewport = GRAPHENE_RECT_INIT(0, 0, 1920, 1080);
    for (int round = 0; round < rounds; round++) {
        if (moving) {
            /* Each box on its own square path, as the keyframe benchmark's layers. */
            for (int index = 0; index < count; index++) {
                double t = (round % 120) / 120.0, x = (index % 10) * 180 + 40, y = (index / 10) * 100 + 20;
                double side = t * 4, along = (side - (int)side) * 60;
                int leg = (int)side % 4;
                double dx = leg == 0 ? along : leg == 1 ? 60 : leg == 2 ? 60 - along : 0;
                double dy = leg == 0 ? 0 : leg == 1 ? along : leg == 2 ? 60 : 60 - along;
                gtk_fixed_move(GTK_FIXED(fixed), boxes[index], x + dx, y + dy);
            }
        }
        gtk_widget_queue_draw(fixed);   /* a full frame: nothing cached from the last one */
        for (int i = 0; i < 3; i++) g_main_context_iteration(NULL, FALSE);
        double start = now_ms();
        GtkSnapshot *snapshot = gtk_snapshot_new();
        gdk_paintable_snapshot(paintable, snapshot, 1920, 1080);
        GskRenderNode *node = gtk_snapshot_free_to_node(snapshot);
        if (node && blurred) {
            GskRenderNode *blur = gsk_blur_node_new(node, 30);
            gsk_render_node_unref(node);
            node = blur;
        }
        GdkTexture *texture = node ? gsk_renderer_render_texture(renderer, node, &viewport) : NULL;
        double elapsed = now_ms() - start;
        if (texture) g_object_unref(texture);
        if (node) gsk_render_node_unref(node);
        printf("%.4f\n", elapsed);
    }
    fflush(stdout);
    gsk_renderer_unrealize(renderer);
    return 0;
}
