/* launch: starts a command, times its first top-level window being mapped,
 * answers it, and times the process's exit.
 *
 *   launch [--title TEXT] [--settle MS] [--end key:KEYSYM|delete|term] [--timeout MS] -- COMMAND [ARG...]
 *   launch --hold
 *
 * Prints one line on stdout:
 *   map_ms=… end_ms=… rss_kb=… settled_rss_kb=… status=…
 * map_ms  wall time from just before fork() to the X server's MapNotify for the
 *         first top-level window whose _NET_WM_PID is the child (and whose title
 *         is TEXT, with --title). Events, not polling: SubstructureNotify on the
 *         root window is selected before the fork.
 * end_ms  wall time from the key press sent through XTest (or the
 *         WM_DELETE_WINDOW message, or SIGTERM) to wait4() returning.
 * rss_kb  the child's peak resident set (wait4's ru_maxrss).
 * settled_rss_kb  the child's resident set at the end of the settle, just before the
 *         key: the Rss of /proc/PID/smaps_rollup, which the kernel counts by walking the
 *         page tables, independently of the high-water mark behind ru_maxrss.
 * status  the exit status, or 128+signal.
 * Exits 0 when all went as planned, 1 on a timeout or when no window appeared.
 * The command's stdout goes to /dev/null; its stderr is kept.
 *
 * --hold keeps a connection to the display open until killed or until the server
 * goes away. An X server resets when its last client disconnects, and the reset
 * drops the root window's GDK_VISUALS property, GTK 3's cache of its GL visual
 * choice: without it every GTK process initialises GLX (Mesa, LLVM) at start-up,
 * as no process on a desktop session does.
 */
#define _GNU_SOURCE
#include <X11/Xatom.h>
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/extensions/XTest.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static int ignore_x_errors(Display *display, XErrorEvent *event) {
    (void)display;
    (void)event;  /* a window can vanish between an event and our request about it */
    return 0;
}

/* Rss of /proc/PID/smaps_rollup in KB, or -1. */
static long settled_rss_kb(pid_t pid) {
    char path[64], line[256];
    snprintf(path, sizeof path, "/proc/%d/smaps_rollup", (int)pid);
    FILE *file = fopen(path, "r");
    if (!file) return -1;
    long kb = -1;
    while (fgets(line, sizeof line, file))
        if (sscanf(line, "Rss: %ld kB", &kb) == 1) break;
    fclose(file);
    return kb;
}

static Atom net_wm_pid, net_wm_name, utf8_string, wm_protocols, wm_delete_window;

static long window_pid(Display *display, Window window) {
    Atom type;
    int format;
    unsigned long count, after;
    unsigned char *data = NULL;
    long pid = -1;
    if (XGetWindowProperty(display, window, net_wm_pid, 0, 1, False, XA_CARDINAL, &type, &format, &count, &after,
                           &data) == Success &&
        data && type == XA_CARDINAL && format == 32 && count == 1)
        pid = (long)*(unsigned long *)data;
    if (data) XFree(data);
    return pid;
}

static int window_has_title(Display *display, Window window, const char *title) {
    Atom type;
    int format;
    unsigned long count, after;
    unsigned char *data = NULL;
    int same = 0;
    if (XGetWindowProperty(display, window, net_wm_name, 0, 1024, False, utf8_string, &type, &format, &count, &after,
                           &data) == Success &&
        data && format == 8)
        same = strlen(title) == count && memcmp(title, data, count) == 0;
    if (data) XFree(data);
    if (!same) {
        char *name = NULL;
        if (XFetchName(display, window, &name) && name) {
            same = strcmp(name, title) == 0;
            XFree(name);
        }
    }
    return same;
}

static void usage(void) {
    fprintf(stderr, "usage: launch [--title TEXT] [--settle MS] [--end key:KEYSYM|delete|term] [--timeout MS] "
                    "-- COMMAND [ARG...]\n       launch --hold\n");
    exit(2);
}

static int hold(void) {
    Display *display = XOpenDisplay(NULL);
    if (!display) {
        fprintf(stderr, "launch: cannot open display %s\n", getenv("DISPLAY") ? getenv("DISPLAY") : "(DISPLAY unset)");
        return 2;
    }
    struct pollfd fd = {ConnectionNumber(display), POLLIN, 0};
    for (;;) {
        if (poll(&fd, 1, -1) < 0 && errno != EINTR) break;
        if (fd.revents & (POLLHUP | POLLERR)) break;
        if (fd.revents & POLLIN) {
            XEvent event;
            while (XPending(display)) XNextEvent(display, &event); /* exits when the server is gone */
        }
    }
    return 0;
}

int main(int argc, char **argv) {
    if (argc == 2 && strcmp(argv[1], "--hold") == 0) return hold();
    const char *title = NULL, *end = "key:Return";
    double settle_ms = 200, timeout_ms = 15000;
    int index = 1;
    for (; index < argc; index++) {
        if (strcmp(argv[index], "--") == 0) {
            index++;
            break;
        } else if (index + 1 < argc && strcmp(argv[index], "--title") == 0) {
            title = argv[++index];
        } else if (index + 1 < argc && strcmp(argv[index], "--settle") == 0) {
            settle_ms = atof(argv[++index]);
        } else if (index + 1 < argc && strcmp(argv[index], "--end") == 0) {
            end = argv[++index];
        } else if (index + 1 < argc && strcmp(argv[index], "--timeout") == 0) {
            timeout_ms = atof(argv[++index]);
        } else {
            usage();
        }
    }
    if (index >= argc) usage();
    KeyCode keycode = 0;
    if (strncmp(end, "key:", 4) == 0) {
        KeySym keysym = XStringToKeysym(end + 4);
        if (keysym == NoSymbol) {
            fprintf(stderr, "launch: unknown keysym %s\n", end + 4);
            return 2;
        }
        /* the keycode needs the display: looked up below */
    } else if (strcmp(end, "delete") != 0 && strcmp(end, "term") != 0) {
        usage();
    }

    Display *display = XOpenDisplay(NULL);
    if (!display) {
        fprintf(stderr, "launch: cannot open display %s\n", getenv("DISPLAY") ? getenv("DISPLAY") : "(DISPLAY unset)");
        return 2;
    }
    int event_base, error_base, major, minor;
    if (!XTestQueryExtension(display, &event_base, &error_base, &major, &minor)) {
        fprintf(stderr, "launch: the X server has no XTEST extension\n");
        return 2;
    }
    if (strncmp(end, "key:", 4) == 0) keycode = XKeysymToKeycode(display, XStringToKeysym(end + 4));
    XSetErrorHandler(ignore_x_errors);
    net_wm_pid = XInternAtom(display, "_NET_WM_PID", False);
    net_wm_name = XInternAtom(display, "_NET_WM_NAME", False);
    utf8_string = XInternAtom(display, "UTF8_STRING", False);
    wm_protocols = XInternAtom(display, "WM_PROTOCOLS", False);
    wm_delete_window = XInternAtom(display, "WM_DELETE_WINDOW", False);
    Window root = DefaultRootWindow(display);
    XSelectInput(display, root, SubstructureNotifyMask);
    XSync(display, False);
    int x_fd = ConnectionNumber(display);
    fcntl(x_fd, F_SETFD, FD_CLOEXEC);

    fflush(stdout);
    double start = now_ms();
    pid_t pid = fork();
    if (pid < 0) {
        perror("launch: fork");
        return 2;
    }
    if (pid == 0) {
        int null = open("/dev/null", O_WRONLY);
        if (null >= 0) dup2(null, STDOUT_FILENO);
        execvp(argv[index], argv + index);
        fprintf(stderr, "launch: cannot run %s: %s\n", argv[index], strerror(errno));
        _exit(127);
    }
    int pidfd = (int)syscall(SYS_pidfd_open, pid, 0);

    /* Wait for the child's first top-level window to be mapped. With a reparenting
     * window manager the client window is no longer a child of the root when it is
     * mapped, so every new top-level also gets StructureNotify selected on itself. */
    Window window = None;
    double mapped = 0;
    int exited_early = 0;
    while (window == None) {
        while (window == None && XPending(display)) {
            XEvent event;
            XNextEvent(display, &event);
            if (event.type == CreateNotify && event.xcreatewindow.parent == root &&
                !event.xcreatewindow.override_redirect) {
                XSelectInput(display, event.xcreatewindow.window, StructureNotifyMask);
            } else if (event.type == MapNotify && !event.xmap.override_redirect) {
                double at = now_ms();
                Window candidate = event.xmap.window;
                if (window_pid(display, candidate) == pid && (!title || window_has_title(display, candidate, title))) {
                    window = candidate;
                    mapped = at;
                }
            }
        }
        if (window != None) break;
        double left = start + timeout_ms - now_ms();
        if (left <= 0) break;
        struct pollfd fds[2] = {{x_fd, POLLIN, 0}, {pidfd, POLLIN, 0}};
        int ready = poll(fds, pidfd >= 0 ? 2 : 1, (int)left + 1);
        if (ready > 0 && pidfd >= 0 && (fds[1].revents & POLLIN)) {
            exited_early = 1;
            break;
        }
        if (ready > 0 && (fds[0].revents & (POLLHUP | POLLERR))) {
            fprintf(stderr, "launch: lost the X connection\n");
            break;
        }
    }

    int ok = window != None;
    double ended = 0;
    long settled_kb = -1;
    if (ok) {
        /* Let the window finish drawing before answering it. */
        struct timespec pause = {(time_t)(settle_ms / 1000), (long)((settle_ms - (time_t)(settle_ms / 1000) * 1000) * 1e6)};
        nanosleep(&pause, NULL);
        settled_kb = settled_rss_kb(pid);
        if (keycode) {
            XSetInputFocus(display, window, RevertToParent, CurrentTime);
            XSync(display, False);
            ended = now_ms();
            XTestFakeKeyEvent(display, keycode, True, CurrentTime);
            XTestFakeKeyEvent(display, keycode, False, CurrentTime);
            XSync(display, False);
        } else if (strcmp(end, "delete") == 0) {
            XEvent message = {0};
            message.xclient.type = ClientMessage;
            message.xclient.window = window;
            message.xclient.message_type = wm_protocols;
            message.xclient.format = 32;
            message.xclient.data.l[0] = (long)wm_delete_window;
            message.xclient.data.l[1] = CurrentTime;
            ended = now_ms();
            XSendEvent(display, window, False, NoEventMask, &message);
            XSync(display, False);
        } else {
            ended = now_ms();
            kill(pid, SIGTERM);
        }
        /* Wait for the exit, but not for ever. */
        struct pollfd fd = {pidfd, POLLIN, 0};
        if (pidfd >= 0 && poll(&fd, 1, (int)timeout_ms) == 0) {
            fprintf(stderr, "launch: %s did not exit %.0f ms after the %s\n", argv[index], timeout_ms, end);
            kill(pid, SIGKILL);
            ok = 0;
        }
    } else if (!exited_early) {
        fprintf(stderr, "launch: no window of %s was mapped within %.0f ms\n", argv[index], timeout_ms);
        kill(pid, SIGKILL);
    } else {
        fprintf(stderr, "launch: %s exited before mapping a window\n", argv[index]);
    }

    int status = 0;
    struct rusage usage_of_child;
    while (wait4(pid, &status, 0, &usage_of_child) < 0 && errno == EINTR) {
    }
    double exited = now_ms();
    int code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    printf("map_ms=%.3f end_ms=%.3f rss_kb=%ld settled_rss_kb=%ld status=%d\n", ok ? mapped - start : -1.0,
           ok ? exited - ended : -1.0, usage_of_child.ru_maxrss, settled_kb, code);
    XCloseDisplay(display);
    return ok ? 0 : 1;
}
