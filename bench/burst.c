/* burst: sends a burst of --commands lines to a shown dialog at once and times, by the window's
 * own repaints, how soon they are all applied and drawn.
 *
 *   burst [--before LINE] [--burst FILE] [--marker TITLE] [--frames N] [--timeout MS] -- COMMAND [ARG...]
 *
 * An argument @FIFO of COMMAND is replaced by the path of a FIFO made for the run. Steps:
 *  1. Starts COMMAND and waits for the X MapNotify of its first top-level window (_NET_WM_PID),
 *     then watches the window's repaints (the DAMAGE extension: a DamageNotify each time it is
 *     drawn on, its damage taken back at once) and its properties (_NET_WM_NAME).
 *  2. Writes LINE (such as a step set working, whose spinner redraws every frame) and waits for
 *     N repaints: the median gap between them is one frame (GTK's frame clock, 60 Hz here).
 *  3. Writes the lines of FILE followed by "title: TITLE" in one write(). The lines apply in
 *     order, so the title changing to TITLE (PropertyNotify) says that every line before it has
 *     been applied; the first repaint after it draws them.
 *  4. Writes "quit" and waits for the process to exit.
 * Prints one line:
 *   frame_ms=… applied_ms=… drawn_ms=… longest_gap_ms=… repaints=… status=…
 * applied_ms      from the write() returning (the last line has arrived) to the title's PropertyNotify
 * drawn_ms        from the write() returning to the first repaint after that
 * longest_gap_ms  the longest time without a repaint from the last repaint before the write to that one
 * repaints        repaints from the write() to that one
 * status          the exit status (4: ended by quit)
 * Exits 0 when all went as planned, 1 otherwise (a message on stderr).
 */
#define _GNU_SOURCE
#include <X11/Xatom.h>
#include <X11/Xlib.h>
#include <X11/extensions/Xdamage.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define MAX_REPAINTS 100000

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static int ignore_x_errors(Display *display, XErrorEvent *event) {
    (void)display;
    (void)event;
    return 0;
}

static Display *display;
static Window window = None;
static Damage damage;
static int damage_event;
static Atom net_wm_pid, net_wm_name, utf8_string;
static const char *marker = "Burst done";
static double repaints[MAX_REPAINTS];
static int repaint_count;
static double applied_at; /* when the title became the marker */

static long window_pid(Window candidate) {
    Atom type;
    int format;
    unsigned long count, after;
    unsigned char *data = NULL;
    long pid = -1;
    if (XGetWindowProperty(display, candidate, net_wm_pid, 0, 1, False, XA_CARDINAL, &type, &format, &count, &after,
                           &data) == Success &&
        data && type == XA_CARDINAL && format == 32 && count == 1)
        pid = (long)*(unsigned long *)data;
    if (data) XFree(data);
    return pid;
}

static int title_is_marker(void) {
    Atom type;
    int format;
    unsigned long count, after;
    unsigned char *data = NULL;
    int same = 0;
    if (XGetWindowProperty(display, window, net_wm_name, 0, 1024, False, utf8_string, &type, &format, &count, &after,
                           &data) == Success &&
        data && format == 8)
        same = strlen(marker) == count && memcmp(marker, data, count) == 0;
    if (data) XFree(data);
    return same;
}

/* Handles the events there are now: repaints and title changes of the window. */
static void handle_events(void) {
    while (XPending(display)) {
        XEvent event;
        XNextEvent(display, &event);
        double at = now_ms();
        if (event.type == damage_event + XDamageNotify) {
            XDamageSubtract(display, damage, None, None);
            /* One frame can reach the server as several drawing requests: a frame is a repaint
             * at least 2 ms after the one before. */
            if (repaint_count < MAX_REPAINTS && (repaint_count == 0 || at - repaints[repaint_count - 1] >= 2))
                repaints[repaint_count++] = at;
        } else if (event.type == PropertyNotify && event.xproperty.window == window &&
                   event.xproperty.atom == net_wm_name && applied_at == 0 && title_is_marker()) {
            applied_at = at;
        }
    }
}

/* Waits for X events until `done()` holds or `deadline` passes; false on the deadline. */
static int wait_until(int (*done)(void), double deadline) {
    int fd = ConnectionNumber(display);
    for (;;) {
        handle_events();
        if (done()) return 1;
        double left = deadline - now_ms();
        if (left <= 0) return 0;
        struct pollfd poll_fd = {fd, POLLIN, 0};
        poll(&poll_fd, 1, (int)left + 1);
    }
}

static int warmup_frames = 30;
static int warm_start;
static int warmed_up(void) { return repaint_count - warm_start >= warmup_frames; }
static double sent_at;
static int drawn(void) {
    if (applied_at == 0) return 0;
    for (int i = repaint_count - 1; i >= 0 && repaints[i] > applied_at; i--)
        if (i == 0 || repaints[i - 1] <= applied_at) return 1;
    return 0;
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static int write_all(int fd, const char *data, size_t size) {
    while (size > 0) {
        ssize_t written = write(fd, data, size);
        if (written < 0) {
            if (errno == EINTR) continue;
            return -1;
        }
        data += written;
        size -= (size_t)written;
    }
    return 0;
}

static void usage(void) {
    fprintf(stderr, "usage: burst [--before LINE] [--burst FILE] [--marker TITLE] [--frames N] [--timeout MS] "
                    "-- COMMAND [ARG...]\n");
    exit(2);
}

int main(int argc, char **argv) {
    const char *before = NULL, *burst_path = NULL;
    double timeout_ms = 15000;
    int index = 1;
    for (; index < argc; index++) {
        if (strcmp(argv[index], "--") == 0) {
            index++;
            break;
        } else if (index + 1 < argc && strcmp(argv[index], "--before") == 0) {
            before = argv[++index];
        } else if (index + 1 < argc && strcmp(argv[index], "--burst") == 0) {
            burst_path = argv[++index];
        } else if (index + 1 < argc && strcmp(argv[index], "--marker") == 0) {
            marker = argv[++index];
        } else if (index + 1 < argc && strcmp(argv[index], "--frames") == 0) {
            warmup_frames = atoi(argv[++index]);
        } else if (index + 1 < argc && strcmp(argv[index], "--timeout") == 0) {
            timeout_ms = atof(argv[++index]);
        } else {
            usage();
        }
    }
    if (index >= argc || warmup_frames < 2) usage();

    /* The burst: FILE's bytes, then the marker title. */
    char *burst = NULL;
    size_t burst_size = 0;
    FILE *lines = open_memstream(&burst, &burst_size);
    if (burst_path) {
        FILE *file = fopen(burst_path, "r");
        if (!file) {
            fprintf(stderr, "burst: %s: %s\n", burst_path, strerror(errno));
            return 2;
        }
        char chunk[65536];
        size_t count;
        while ((count = fread(chunk, 1, sizeof chunk, file)) > 0) fwrite(chunk, 1, count, lines);
        fclose(file);
    }
    fprintf(lines, "title: %s\n", marker);
    fclose(lines);

    display = XOpenDisplay(NULL);
    if (!display) {
        fprintf(stderr, "burst: cannot open display %s\n", getenv("DISPLAY") ? getenv("DISPLAY") : "(DISPLAY unset)");
        return 2;
    }
    int damage_error;
    if (!XDamageQueryExtension(display, &damage_event, &damage_error)) {
        fprintf(stderr, "burst: the X server has no DAMAGE extension\n");
        return 2;
    }
    XSetErrorHandler(ignore_x_errors);
    net_wm_pid = XInternAtom(display, "_NET_WM_PID", False);
    net_wm_name = XInternAtom(display, "_NET_WM_NAME", False);
    utf8_string = XInternAtom(display, "UTF8_STRING", False);
    Window root = DefaultRootWindow(display);
    XSelectInput(display, root, SubstructureNotifyMask);
    XSync(display, False);
    fcntl(ConnectionNumber(display), F_SETFD, FD_CLOEXEC);

    const char *temporary = getenv("TMPDIR");
    char folder[4096];
    snprintf(folder, sizeof folder, "%s/burst-XXXXXX", temporary && *temporary ? temporary : P_tmpdir);
    if (!mkdtemp(folder)) {
        perror("burst: mkdtemp");
        return 2;
    }
    char fifo[sizeof folder + 16];
    snprintf(fifo, sizeof fifo, "%s/commands", folder);
    if (mkfifo(fifo, 0600) != 0) {
        perror("burst: mkfifo");
        return 2;
    }
    for (int i = index; i < argc; i++)
        if (strcmp(argv[i], "@FIFO") == 0) argv[i] = fifo;

    double start = now_ms();
    pid_t pid = fork();
    if (pid < 0) {
        perror("burst: fork");
        return 2;
    }
    if (pid == 0) {
        int null = open("/dev/null", O_WRONLY);
        if (null >= 0) dup2(null, STDOUT_FILENO);
        execvp(argv[index], argv + index);
        fprintf(stderr, "burst: cannot run %s: %s\n", argv[index], strerror(errno));
        _exit(127);
    }
    int pidfd = (int)syscall(SYS_pidfd_open, pid, 0);
    const char *failure = NULL;

    /* The first top-level window of the child, as launch.c finds it. */
    while (window == None && !failure) {
        while (window == None && XPending(display)) {
            XEvent event;
            XNextEvent(display, &event);
            if (event.type == CreateNotify && event.xcreatewindow.parent == root &&
                !event.xcreatewindow.override_redirect) {
                XSelectInput(display, event.xcreatewindow.window, StructureNotifyMask);
            } else if (event.type == MapNotify && !event.xmap.override_redirect &&
                       window_pid(event.xmap.window) == pid) {
                window = event.xmap.window;
            }
        }
        if (window != None) break;
        double left = start + timeout_ms - now_ms();
        if (left <= 0) failure = "no window was mapped";
        struct pollfd fds[2] = {{ConnectionNumber(display), POLLIN, 0}, {pidfd, POLLIN, 0}};
        if (!failure && poll(fds, 2, (int)left + 1) > 0 && (fds[1].revents & POLLIN)) failure = "it exited early";
    }
    int writer = -1;
    if (!failure) {
        XSelectInput(display, window, StructureNotifyMask | PropertyChangeMask);
        damage = XDamageCreate(display, window, XDamageReportNonEmpty);
        XSync(display, False);
        /* The dialog holds the FIFO open (read and write) from before its window shows. */
        writer = open(fifo, O_WRONLY | O_CLOEXEC);
        if (writer < 0) failure = "cannot open the FIFO";
    }
    if (!failure && before) {
        char line[4096];
        snprintf(line, sizeof line, "%s\n", before);
        if (write_all(writer, line, strlen(line)) != 0) failure = "cannot write the first line";
    }
    if (!failure) {
        warm_start = repaint_count;
        if (!wait_until(warmed_up, now_ms() + timeout_ms)) failure = "the window did not keep repainting";
    }
    double frame_ms = 0;
    if (!failure) {
        int gaps = repaint_count - warm_start - 1;
        double *gap = malloc(sizeof(double) * (size_t)gaps);
        for (int i = 0; i < gaps; i++) gap[i] = repaints[warm_start + i + 1] - repaints[warm_start + i];
        qsort(gap, (size_t)gaps, sizeof(double), compare);
        frame_ms = gaps % 2 ? gap[gaps / 2] : (gap[gaps / 2 - 1] + gap[gaps / 2]) / 2;
        free(gap);
    }
    int before_burst = 0;
    if (!failure) {
        handle_events();
        before_burst = repaint_count;
        if (write_all(writer, burst, burst_size) != 0) failure = "cannot write the burst";
        sent_at = now_ms();
        if (!failure && !wait_until(drawn, sent_at + timeout_ms)) failure = "the marker title never showed";
    }
    double applied_ms = -1, drawn_ms = -1, longest_gap = -1;
    int during = 0;
    if (!failure) {
        applied_ms = applied_at - sent_at;
        int last = repaint_count - 1;
        while (last > 0 && repaints[last - 1] > applied_at) last--;
        drawn_ms = repaints[last] - sent_at;
        longest_gap = 0;
        for (int i = before_burst > 0 ? before_burst : 1; i <= last; i++)
            if (repaints[i] - repaints[i - 1] > longest_gap) longest_gap = repaints[i] - repaints[i - 1];
        for (int i = before_burst; i <= last; i++)
            if (repaints[i] >= sent_at) during++;
    }

    if (writer >= 0) {
        write_all(writer, "quit\n", 5);
        close(writer);
    }
    struct pollfd exit_fd = {pidfd, POLLIN, 0};
    if (pidfd >= 0 && poll(&exit_fd, 1, (int)timeout_ms) == 0) {
        if (!failure) failure = "it did not exit after quit";
        kill(pid, SIGKILL);
    }
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    unlink(fifo);
    rmdir(folder);
    int code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    if (failure) fprintf(stderr, "burst: %s: %s\n", argv[index], failure);
    printf("frame_ms=%.3f applied_ms=%.3f drawn_ms=%.3f longest_gap_ms=%.3f repaints=%d status=%d\n", frame_ms,
           applied_ms, drawn_ms, longest_gap, during, code);
    XCloseDisplay(display);
    free(burst);
    return failure ? 1 : 0;
}
