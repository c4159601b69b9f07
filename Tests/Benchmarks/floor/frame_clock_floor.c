/* The floor of the display-link benchmark: a C loop that keeps to a 60 Hz grid with
 * clock_nanosleep(TIMER_ABSTIME) for SECONDS, printing for each frame how late it woke (ms) and the
 * gap since the frame before in frames (1 when none was missed). `frame_clock_floor SECONDS` */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double ms(const struct timespec *t) { return t->tv_sec * 1e3 + t->tv_nsec / 1e6; }

int main(int argc, char **argv) {
    double seconds = argc > 1 ? atof(argv[1]) : 10;
    const long interval = 16666667;   /* ns */
    struct timespec due;
    clock_gettime(CLOCK_MONOTONIC, &due);
    int frames = (int)(seconds * 60);
    double last = -1;
    for (int i = 0; i < frames; i++) {
        due.tv_nsec += interval;
        if (due.tv_nsec >= 1000000000L) { due.tv_nsec -= 1000000000L; due.tv_sec += 1; }
        clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &due, NULL);
        struct timespec now;
        clock_gettime(CLOCK_MONOTONIC, &now);
        double d = ms(&due);
        printf("%.4f %.3f\n", ms(&now) - d, last < 0 ? 1.0 : (d - last) / (interval / 1e6));
        last = d;
    }
    return 0;
}
