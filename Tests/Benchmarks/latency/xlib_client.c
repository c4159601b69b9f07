/* The latency floor: a raw Xlib client blocking in XNextEvent. `xlib_client press` paints its
 * window another colour on each button press; `xlib_client type` draws each typed character;
 * `xlib_client menu` opens a popup on a right click (an override-redirect window, filled) and
 * closes it on Escape or the next click, as the least a context menu does.
 * `xlib_client menubar` opens the same popup below the window's top edge on F10, as the least a
 * menu bar does (issue #51).
 * Protocol (shared by the three latency clients): "ready <window id>" once the window is mapped,
 * then "h <CLOCK_MONOTONIC ns>" taken on entry to each press handler, after the handler drew. */
#include <X11/Xlib.h>
#include <X11/keysym.h>
#include <X11/Xutil.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

static long long now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

int main(int argc, char **argv) {
    int typing = argc > 1 && strcmp(argv[1], "type") == 0;
    int menubar = argc > 1 && strcmp(argv[1], "menubar") == 0;
    int menu = menubar || (argc > 1 && strcmp(argv[1], "menu") == 0);
    Window popup = 0;
    Display *d = XOpenDisplay(NULL);
    if (!d) { fprintf(stderr, "no display\n"); return 1; }
    int screen = DefaultScreen(d);
    Window w = XCreateSimpleWindow(d, RootWindow(d, screen), 0, 0, 400, 300, 0, 0, WhitePixel(d, screen));
    XSelectInput(d, w, ButtonPressMask | KeyPressMask | StructureNotifyMask);
    XMapWindow(d, w);
    XEvent e;
    do { XNextEvent(d, &e); } while (e.type != MapNotify);
    GC gc = XCreateGC(d, w, 0, NULL);
    printf("ready %lu\n", (unsigned long)w);
    fflush(stdout);
    int dark = 0, x = 10;
    for (;;) {
        XNextEvent(d, &e);
        if (menu && (e.type == ButtonPress || e.type == KeyPress)) {
            if (popup) {
                XDestroyWindow(d, popup);
                popup = 0;
                XFlush(d);
            } else if ((!menubar && e.type == ButtonPress && e.xbutton.button == 3)
                       || (menubar && e.type == KeyPress && XLookupKeysym(&e.xkey, 0) == XK_F10)) {
                long long t = now_ns();
                int at_x = menubar ? e.xkey.x_root - e.xkey.x : e.xbutton.x_root;
                int at_y = menubar ? e.xkey.y_root - e.xkey.y + 24 : e.xbutton.y_root;
                XSetWindowAttributes attributes;
                attributes.override_redirect = True;
                attributes.background_pixel = WhitePixel(d, screen);
                popup = XCreateWindow(d, RootWindow(d, screen), at_x, at_y, 200, 180, 1,
                                      CopyFromParent, InputOutput, CopyFromParent, CWOverrideRedirect | CWBackPixel, &attributes);
                XMapRaised(d, popup);
                XSetForeground(d, gc, BlackPixel(d, screen));
                for (int row = 0; row < 5; row++) XDrawString(d, popup, gc, 12, 24 + row * 28, "Menu item", 9);
                XFlush(d);
                printf("h %lld\n", t);
                fflush(stdout);
            }
        } else if (e.type == ButtonPress && !typing) {
            long long t = now_ns();
            dark = !dark;
            XSetForeground(d, gc, dark ? BlackPixel(d, screen) : WhitePixel(d, screen));
            XFillRectangle(d, w, gc, 0, 0, 400, 300);
            XFlush(d);
            printf("h %lld\n", t);
            fflush(stdout);
        } else if (e.type == KeyPress && typing) {
            long long t = now_ns();
            char text[8];
            int length = XLookupString(&e.xkey, text, sizeof text, NULL, NULL);
            XSetForeground(d, gc, BlackPixel(d, screen));
            XDrawString(d, w, gc, x, 20, text, length);
            x = x > 380 ? 10 : x + 7;
            XFlush(d);
            printf("h %lld\n", t);
            fflush(stdout);
        }
    }
}
