/* The hit-test floor: the same front-to-back walk as UIView.hitTest, over a plain C tree of
 * rectangles with the same shape (10,000 views, balanced or flat). Prints ns per query.
 * Usage: hittest_floor balanced|flat QUERIES */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct Node { double x, y, w, h; int count; struct Node **children; } Node;

static Node *node(double x, double y, double w, double h) {
    Node *n = calloc(1, sizeof(Node));
    n->x = x; n->y = y; n->w = w; n->h = h;
    return n;
}

static void add(Node *parent, Node *child) {
    parent->children = realloc(parent->children, sizeof(Node *) * (parent->count + 1));
    parent->children[parent->count++] = child;
}

/* 10 levels deep of 2-4 children, like the Swift benchmark's balanced tree. */
static int build(Node *parent, int depth, int *budget) {
    if (depth == 0 || *budget <= 0) return 0;
    int made = 0;
    for (int i = 0; i < 4 && *budget > 0; i++) {
        double w = parent->w / 2, h = parent->h / 2;
        Node *child = node((i % 2) * w, (i / 2) * h, w, h);
        add(parent, child);
        (*budget)--;
        made++;
        made += build(child, depth - 1, budget);
    }
    return made;
}

static Node *hit(Node *n, double px, double py) {
    if (px < 0 || py < 0 || px >= n->w || py >= n->h) return NULL;
    for (int i = n->count - 1; i >= 0; i--) {
        Node *c = n->children[i];
        Node *found = hit(c, px - c->x, py - c->y);
        if (found) return found;
    }
    return n;
}

int main(int argc, char **argv) {
    int flat = argc > 1 && strcmp(argv[1], "flat") == 0;
    long queries = argc > 2 ? atol(argv[2]) : 100000;
    Node *root = node(0, 0, 1920, 1080);
    if (flat) {
        for (int i = 0; i < 10000; i++) add(root, node((i % 100) * 19.2, (i / 100) * 10.8, 19.2, 10.8));
    } else {
        int budget = 9999;
        while (budget > 0) build(root, 7, &budget);
    }
    unsigned seed = 1;
    volatile Node *sink = NULL;
    struct timespec a, b;
    clock_gettime(CLOCK_MONOTONIC, &a);
    for (long q = 0; q < queries; q++) {
        seed = seed * 1103515245u + 12345u;
        double px = (seed >> 8) % 1920, py = (seed >> 4) % 1080;
        sink = hit(root, px, py);
    }
    clock_gettime(CLOCK_MONOTONIC, &b);
    (void)sink;
    double ns = ((b.tv_sec - a.tv_sec) * 1e9 + (b.tv_nsec - a.tv_nsec)) / queries;
    printf("%.2f\n", ns);
    return 0;
}
