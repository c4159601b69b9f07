// xembed-host: a minimal XEmbed embedder (the host side of freedesktop.org XEmbed 0.5) for the
// R-E1 tests. It is one top-level window that is also the socket: whatever window another client
// creates in it is embedded. It keeps its own focus model, as GtkSocket does: the X focus stays
// on the host, which forwards key events to the client while the client has the XEmbed focus.
//
// It prints what happens, one line each, and reads commands from standard input:
//   out: host <id>, ready, embedded <id>, client-mapped, client-size <w> <h>, focus-in-client
//        first|last|current, focus-next, focus-prev, host-key <keysym>, host-click <x> <y>,
//        host-took-focus
//   in:  resize <w> <h>, quit
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/keysym.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

enum { EMBEDDED_NOTIFY = 0, WINDOW_ACTIVATE = 1, WINDOW_DEACTIVATE = 2, REQUEST_FOCUS = 3, FOCUS_IN = 4,
       FOCUS_OUT = 5, FOCUS_NEXT = 6, FOCUS_PREV = 7 };
enum { FOCUS_CURRENT = 0, FOCUS_FIRST = 1, FOCUS_LAST = 2 };

static Display *dpy;
static Window host, client;
static Atom xembed, xembed_info;
static int client_focused, host_active;

static void send_xembed(long message, long detail, long data1, long data2) {
    if (!client) return;
    XEvent ev;
    memset(&ev, 0, sizeof ev);
    ev.xclient.type = ClientMessage;
    ev.xclient.window = client;
    ev.xclient.message_type = xembed;
    ev.xclient.format = 32;
    ev.xclient.data.l[0] = CurrentTime;
    ev.xclient.data.l[1] = message;
    ev.xclient.data.l[2] = detail;
    ev.xclient.data.l[3] = data1;
    ev.xclient.data.l[4] = data2;
    XSendEvent(dpy, client, False, NoEventMask, &ev);
    XFlush(dpy);
}

static int ignore_errors(Display *d, XErrorEvent *e) { (void)d; (void)e; return 0; }

static void focus_client(long detail, const char *why) {
    client_focused = 1;
    send_xembed(FOCUS_IN, detail, 0, 0);
    printf("focus-in-client %s\n", why);
}

static void unfocus_client(const char *line) {
    if (!client_focused) return;
    client_focused = 0;
    send_xembed(FOCUS_OUT, 0, 0, 0);
    printf("%s\n", line);
}

/// Maps the client when its _XEMBED_INFO asks for it.
static void follow_xembed_info(void) {
    Atom type; int format; unsigned long count, after; unsigned char *data = NULL;
    if (XGetWindowProperty(dpy, client, xembed_info, 0, 2, False, xembed_info, &type, &format, &count, &after,
                           &data) == Success && data && count >= 2) {
        long flags = ((long *)data)[1];
        if (flags & 1) XMapWindow(dpy, client); else XUnmapWindow(dpy, client);
    }
    if (data) XFree(data);
}

/// The host window got or lost the X focus: the embedded client is told its window became active
/// or inactive. Focus moving to or from our own child, or following the pointer, is no change.
/// Every change is printed, so that a failing test shows what the host saw.
static void host_focus_changed(XFocusChangeEvent *ev) {
    if (ev->window != host) return;
    int in = ev->type == FocusIn;
    printf("x-focus-%s detail %d mode %d\n", in ? "in" : "out", ev->detail, ev->mode);
    if (ev->detail == NotifyPointer || ev->detail == NotifyInferior) return;
    host_active = in;
    send_xembed(in ? WINDOW_ACTIVATE : WINDOW_DEACTIVATE, 0, 0, 0);
}

static void handle(XEvent *ev) {
    switch (ev->type) {
    case CreateNotify:
        if (ev->xcreatewindow.parent != host) break;
        client = ev->xcreatewindow.window;
        client_focused = 0;
        XSelectInput(dpy, client, PropertyChangeMask);
        send_xembed(EMBEDDED_NOTIFY, 0, (long)host, 0);
        if (host_active) send_xembed(WINDOW_ACTIVATE, 0, 0, 0);
        follow_xembed_info();
        printf("embedded 0x%lx\n", client);
        break;
    case PropertyNotify:
        if (ev->xproperty.window == client && ev->xproperty.atom == xembed_info) follow_xembed_info();
        break;
    case MapNotify:
        if (ev->xmap.window == client) printf("client-mapped\n");
        if (ev->xmap.window == host) printf("ready\n");
        break;
    case ConfigureNotify:
        if (ev->xconfigure.window == client)
            printf("client-size %d %d\n", ev->xconfigure.width, ev->xconfigure.height);
        break;
    case DestroyNotify:
        if (ev->xdestroywindow.window == client) { client = 0; client_focused = 0; printf("client-gone\n"); }
        break;
    case FocusIn:
    case FocusOut:
        host_focus_changed(&ev->xfocus);
        break;
    case KeyPress:
    case KeyRelease:
        if (client && client_focused) {
            // XEmbed: the embedder keeps the X focus and forwards the client's keys to it.
            XEvent forwarded = *ev;
            forwarded.xkey.window = client;
            forwarded.xkey.subwindow = None;
            XSendEvent(dpy, client, False, NoEventMask, &forwarded);
            XFlush(dpy);
        } else if (ev->type == KeyPress) {
            KeySym sym = XLookupKeysym(&ev->xkey, 0);
            int shift = ev->xkey.state & ShiftMask;
            if ((sym == XK_Tab || sym == XK_ISO_Left_Tab) && client) {
                focus_client(shift ? FOCUS_LAST : FOCUS_FIRST, shift ? "last" : "first");
            } else {
                const char *name = XKeysymToString(sym);
                printf("host-key %s\n", name ? name : "?");
            }
        }
        break;
    case ButtonPress:
        if (ev->xbutton.window == host) {
            printf("host-click %d %d\n", ev->xbutton.x, ev->xbutton.y);
            unfocus_client("host-took-focus");
        }
        break;
    case ClientMessage:
        if (ev->xclient.message_type != xembed || ev->xclient.window != host) break;
        switch (ev->xclient.data.l[1]) {
        case REQUEST_FOCUS: focus_client(FOCUS_CURRENT, "current"); break;
        case FOCUS_NEXT: unfocus_client("focus-next"); break;
        case FOCUS_PREV: unfocus_client("focus-prev"); break;
        }
        break;
    }
}

int main(void) {
    setvbuf(stdout, NULL, _IOLBF, 0);
    dpy = XOpenDisplay(NULL);
    if (!dpy) { fprintf(stderr, "xembed-host: cannot open display\n"); return 1; }
    XSetErrorHandler(ignore_errors);   // the client may destroy its window at any time
    xembed = XInternAtom(dpy, "_XEMBED", False);
    xembed_info = XInternAtom(dpy, "_XEMBED_INFO", False);
    int screen = DefaultScreen(dpy);
    host = XCreateSimpleWindow(dpy, RootWindow(dpy, screen), 100, 100, 320, 200, 0, 0, 0x808080);
    XSelectInput(dpy, host, KeyPressMask | KeyReleaseMask | FocusChangeMask | ButtonPressMask | StructureNotifyMask
                 | SubstructureNotifyMask);
    XMapWindow(dpy, host);
    printf("host 0x%lx\n", host);
    XFlush(dpy);
    char line[256];
    size_t used = 0;
    for (;;) {
        // XPending flushes what we wrote, then reads what the socket holds. Nothing may touch the
        // connection between its last 0 and poll(). X11 quirk: XFlush is not write-only — libX11
        // ends every flush by reading the socket into its queue (_XFlush calls _XEventsQueued with
        // QueuedAfterReading) — so an XFlush here could take an event that just arrived off the
        // socket, and poll() would sleep with it queued until the next event came.
        while (XPending(dpy)) {
            XEvent ev;
            XNextEvent(dpy, &ev);
            handle(&ev);
        }
        struct pollfd fds[2] = {{ConnectionNumber(dpy), POLLIN, 0}, {STDIN_FILENO, POLLIN, 0}};
        if (poll(fds, 2, -1) < 0) continue;
        if (fds[1].revents & (POLLIN | POLLHUP)) {
            ssize_t n = read(STDIN_FILENO, line + used, sizeof line - 1 - used);
            if (n <= 0) return 0;
            used += (size_t)n;
            line[used] = 0;
            char *end;
            while ((end = strchr(line, '\n'))) {
                *end = 0;
                int w, h;
                if (sscanf(line, "resize %d %d", &w, &h) == 2) XResizeWindow(dpy, host, (unsigned)w, (unsigned)h);
                else if (strcmp(line, "quit") == 0) return 0;
                used -= (size_t)(end + 1 - line);
                memmove(line, end + 1, used + 1);
            }
        }
    }
}
