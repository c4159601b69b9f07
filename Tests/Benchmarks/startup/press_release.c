/* Presses and releases the first mouse button COUNT times at X, Y of the root window with XTest,
 * a fifth of a second apart, as the press benchmark does: make_startup_order.sh runs it against
 * the one-window app so that the functions a press runs are laid out with start-up's.
 * Usage: press_release X Y COUNT */
#include <X11/Xlib.h>
#include <X11/extensions/XTest.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc < 4) { fprintf(stderr, "usage: press_release X Y COUNT\n"); return 2; }
    Display *display = XOpenDisplay(NULL);
    if (!display) { fprintf(stderr, "no display\n"); return 1; }
    int x = atoi(argv[1]), y = atoi(argv[2]), count = atoi(argv[3]);
    XTestFakeMotionEvent(display, -1, x, y, 0);
    XSync(display, False);
    for (int i = 0; i < count; i++) {
        XTestFakeButtonEvent(display, 1, True, 0);
        XSync(display, False);
        usleep(50000);
        XTestFakeButtonEvent(display, 1, False, 0);
        XSync(display, False);
        usleep(200000);
    }
    XCloseDisplay(display);
    return 0;
}
