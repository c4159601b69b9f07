/* The press-latency floor: a minimal C Xlib client on the same X server. It maps a window, then
 * for each sample injects a button press with XTest from a second connection and waits for the
 * ButtonPress in XNextEvent. Prints p50 and p99 in microseconds. Usage: press_floor SAMPLES */
#include <X11/Xlib.h>
#include <X11/extensions/XTest.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now_us(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e6 + ts.tv_nsec / 1e3;
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv) {
    int samples = argc > 1 ? atoi(argv[1]) : 200;
    Display *app = XOpenDisplay(NULL), *injector = XOpenDisplay(NULL);
    if (!app || !injector) { fprintf(stderr, "no display\n"); return 1; }
    Window w = XCreateSimpleWindow(app, DefaultRootWindow(app), 0, 0, 200, 200, 0, 0, 0);
    XSelectInput(app, w, ButtonPressMask | ButtonReleaseMask | StructureNotifyMask);
    XMapWindow(app, w);
    XEvent e;
    do { XNextEvent(app, &e); } while (e.type != MapNotify);
    XTestFakeMotionEvent(injector, -1, 50, 50, 0);
    XSync(injector, False);
    double *latency = malloc(sizeof(double) * samples);
    for (int i = 0; i < samples; i++) {
        double start = now_us();
        XTestFakeButtonEvent(injector, 1, True, 0);
        XFlush(injector);
        do { XNextEvent(app, &e); } while (e.type != ButtonPress);
        latency[i] = now_us() - start;
        XTestFakeButtonEvent(injector, 1, False, 0);
        XFlush(injector);
        do { XNextEvent(app, &e); } while (e.type != ButtonRelease);
    }
    qsort(latency, samples, sizeof(double), compare);
    printf("%.2f %.2f\n", latency[samples / 2], latency[(int)(samples * 0.99)]);
    return 0;
}
