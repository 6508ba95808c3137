/* wl-keys: real key presses and clicks on a wlroots compositor (sway), for the GUI tests on Wayland.
 *
 *   wl-keys serve SOCKET              keep a keyboard and a pointer plugged in until SIGTERM,
 *                                     and press, type and click with them for every client
 *   wl-keys click X Y WIDTH HEIGHT    move the pointer in from the corner to X,Y of the
 *                                     WIDTH×HEIGHT layout (sway's logical pixels), click button 1
 *   wl-keys move X Y WIDTH HEIGHT     the same move, without the click
 *   wl-keys press                     click button 1 where the pointer is
 *   wl-keys drag X Y TO_X TO_Y WIDTH HEIGHT
 *                                     move in to X,Y, press button 1, move to TO_X,TO_Y in
 *                                     steps with the button held (a drag that selects text), release
 *   wl-keys key [--delay MS] KEY...   press keys: Return, Escape, Tab, shift+Tab, ctrl+a, Down
 *   wl-keys type [--delay MS] TEXT    type TEXT key by key, any Unicode included
 *
 * Why not wtype: wtype uploads a keymap made of only the keys of its call, so each
 * call renumbers the keys. GTK 3 types the characters of such a keymap, but its key
 * bindings (Return activating the default button, Escape, Tab, BackSpace) look keys up
 * by keycode and missed them: Return and Escape did nothing. wl-keys always uploads
 * the compositor's default keymap (evdev, us), so every key keeps its usual keycode;
 * a character that keymap lacks goes on a keycode the keymap leaves empty.
 * And with no keyboard plugged in (a headless compositor has none) the seat only gains
 * one when a client creates it, so the client saw the first key before its keymap and
 * dropped it: `serve`, started with the compositor, keeps one plugged in.
 * The same holds for the pointer: a headless seat has none, so no client binds wl_pointer
 * and `swaymsg seat - cursor press` reached nobody; `serve` plugs a virtual pointer
 * (wlroots' virtual pointer protocol) in, and `click` moves and presses with one.
 * `move` and `press` are a click in two steps, for a caller that waits between them until
 * its window has the pointer: sway moves the cursor at once, but a window it is still
 * placing (a transaction waiting for other clients) gets the pointer only once placed, and
 * a press before that reached no window at all.
 * With WL_KEYS_SOCKET set, every command but `serve` hands its arguments to the
 * `serve` on that socket, which uses its own keyboard: a new virtual keyboard per call
 * made sway send the window a keyboard leave and enter, and GTK ends a list cell's
 * editing on that focus-out (the text typed next went nowhere). One keyboard for the
 * whole run is also what a real seat has.
 * Each call ends after a round trip, once the compositor has delivered its events.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <time.h>
#include <unistd.h>
#include <wayland-client.h>
#include <xkbcommon/xkbcommon.h>

#include "virtual-keyboard-unstable-v1-client-protocol.h"
#include "virtual-pointer-unstable-v1-client-protocol.h"

static struct wl_seat *seat;
static struct zwp_virtual_keyboard_manager_v1 *manager;
static struct wl_display *display;
static struct zwp_virtual_keyboard_v1 *keyboard;
static struct zwlr_virtual_pointer_manager_v1 *pointer_manager;
static struct zwlr_virtual_pointer_v1 *pointer;
static struct xkb_keymap *keymap;
static unsigned delay_ms = 20;

static void global(void *data, struct wl_registry *registry, uint32_t name, const char *interface,
                   uint32_t version) {
    (void)data;
    (void)version;
    if (strcmp(interface, wl_seat_interface.name) == 0 && seat == NULL) {
        seat = wl_registry_bind(registry, name, &wl_seat_interface, 1);
    } else if (strcmp(interface, zwp_virtual_keyboard_manager_v1_interface.name) == 0) {
        manager = wl_registry_bind(registry, name, &zwp_virtual_keyboard_manager_v1_interface, 1);
    } else if (strcmp(interface, zwlr_virtual_pointer_manager_v1_interface.name) == 0) {
        pointer_manager = wl_registry_bind(registry, name, &zwlr_virtual_pointer_manager_v1_interface, 1);
    }
}

static void global_remove(void *data, struct wl_registry *registry, uint32_t name) {
    (void)data;
    (void)registry;
    (void)name;
}

static const struct wl_registry_listener registry_listener = {global, global_remove};

/* While `serve` runs a client's command, a failure is that command's answer, not the end. */
static jmp_buf *command_failed;
static char failure[512];

static void fail(const char *message, const char *detail) {
    snprintf(failure, sizeof failure, "wl-keys: %s%s%s\n", message, detail ? ": " : "", detail ? detail : "");
    if (command_failed != NULL) longjmp(*command_failed, 1);
    fputs(failure, stderr);
    exit(2);
}

/* Extra characters typed through keycodes the default keymap leaves empty. */
enum { MAX_EXTRA = 64 };
static xkb_keysym_t extra_syms[MAX_EXTRA];
static xkb_keycode_t extra_codes[MAX_EXTRA];
static int extra_count;

static int find_key(xkb_keysym_t sym, xkb_keycode_t *code, int *shifted) {
    for (xkb_keycode_t c = xkb_keymap_min_keycode(keymap); c <= xkb_keymap_max_keycode(keymap); c++) {
        for (xkb_level_index_t level = 0; level < 2; level++) {
            const xkb_keysym_t *syms;
            int n = xkb_keymap_key_get_syms_by_level(keymap, c, 0, level, &syms);
            if (n == 1 && syms[0] == sym) {
                *code = c;
                *shifted = (int)level;
                return 1;
            }
        }
    }
    for (int i = 0; i < extra_count; i++) {
        if (extra_syms[i] == sym) {
            *code = extra_codes[i];
            *shifted = 0;
            return 1;
        }
    }
    return 0;
}

static void add_extra(xkb_keysym_t sym) {
    xkb_keycode_t code;
    int shifted;
    if (find_key(sym, &code, &shifted)) return;
    if (extra_count == MAX_EXTRA) fail("too many different characters outside the keymap", NULL);
    xkb_keycode_t used = extra_count ? extra_codes[extra_count - 1] : xkb_keymap_min_keycode(keymap);
    for (xkb_keycode_t c = used + 1; c <= 255; c++) {
        if (xkb_keymap_key_get_name(keymap, c) != NULL && xkb_keymap_num_layouts_for_key(keymap, c) == 0) {
            extra_syms[extra_count] = sym;
            extra_codes[extra_count++] = c;
            return;
        }
    }
    fail("no empty keycode left for a character", NULL);
}

/* The default keymap as text, with the extra characters on their empty keycodes. */
static char *keymap_text(void) {
    char *base = xkb_keymap_get_as_string(keymap, XKB_KEYMAP_FORMAT_TEXT_V1);
    char *symbols = strstr(base, "xkb_symbols");
    char *end = symbols ? strstr(symbols, "\n};") : NULL;
    if (end == NULL) fail("unexpected keymap text", NULL);
    size_t extra_size = (size_t)extra_count * 96 + 1;
    char *text = malloc(strlen(base) + extra_size);
    size_t head = (size_t)(end - base);
    memcpy(text, base, head);
    char *cursor = text + head;
    for (int i = 0; i < extra_count; i++) {
        char name[64];
        xkb_keysym_get_name(extra_syms[i], name, sizeof name);
        cursor += sprintf(cursor, "\n    key <%s> { [ %s ] };", xkb_keymap_key_get_name(keymap, extra_codes[i]), name);
    }
    strcpy(cursor, end);
    free(base);
    return text;
}

static void upload_keymap(void) {
    char *text = keymap_text();
    size_t size = strlen(text) + 1;
    int fd = memfd_create("wl-keys-keymap", MFD_CLOEXEC);
    if (fd < 0 || ftruncate(fd, (off_t)size) != 0) fail("cannot create the keymap file", NULL);
    char *map = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    if (map == MAP_FAILED) fail("cannot map the keymap file", NULL);
    memcpy(map, text, size);
    munmap(map, size);
    zwp_virtual_keyboard_v1_keymap(keyboard, WL_KEYBOARD_KEYMAP_FORMAT_XKB_V1, fd, (uint32_t)size);
    close(fd);
    free(text);
}

static uint32_t now_ms(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (uint32_t)(now.tv_sec * 1000 + now.tv_nsec / 1000000);
}

/* The modifiers held down: sway does not derive them from a virtual keyboard's keys. */
static uint32_t depressed;

static void send_key(xkb_keycode_t code, int pressed) {
    zwp_virtual_keyboard_v1_key(keyboard, now_ms(), code - 8,
                                pressed ? WL_KEYBOARD_KEY_STATE_PRESSED : WL_KEYBOARD_KEY_STATE_RELEASED);
    const xkb_keysym_t *syms;
    if (xkb_keymap_key_get_syms_by_level(keymap, code, 0, 0, &syms) == 1) {
        const char *modifier = NULL;
        switch (syms[0]) {
        case XKB_KEY_Shift_L: modifier = XKB_MOD_NAME_SHIFT; break;
        case XKB_KEY_Control_L: modifier = XKB_MOD_NAME_CTRL; break;
        case XKB_KEY_Alt_L: modifier = XKB_MOD_NAME_ALT; break;
        default: break;
        }
        if (modifier != NULL) {
            uint32_t mask = 1u << xkb_keymap_mod_get_index(keymap, modifier);
            depressed = pressed ? depressed | mask : depressed & ~mask;
            zwp_virtual_keyboard_v1_modifiers(keyboard, depressed, 0, 0, 0);
        }
    }
    if (wl_display_roundtrip(display) < 0) fail("the compositor went away", NULL);
}

static xkb_keycode_t code_for(const char *name) {
    xkb_keysym_t sym = xkb_keysym_from_name(name, XKB_KEYSYM_CASE_INSENSITIVE);
    if (sym == XKB_KEY_NoSymbol) fail("unknown key", name);
    xkb_keycode_t code;
    int shifted;
    if (!find_key(sym, &code, &shifted)) fail("key not in the keymap", name);
    return code;
}

static void pause_between_keys(void) {
    struct timespec pause = {0, (long)delay_ms * 1000000L};
    nanosleep(&pause, NULL);
}

/* One chord: "Return", "shift+Tab", "ctrl+a". */
static void press_chord(char *chord) {
    xkb_keycode_t held[4];
    int count = 0;
    for (char *plus; (plus = strchr(chord, '+')) != NULL && plus[1] != '\0'; chord = plus + 1) {
        *plus = '\0';
        const char *modifier = strcasecmp(chord, "shift") == 0  ? "Shift_L"
                               : strcasecmp(chord, "ctrl") == 0 ? "Control_L"
                               : strcasecmp(chord, "alt") == 0  ? "Alt_L"
                                                                : chord;
        if (count == 4) fail("too many modifiers", chord);
        held[count] = code_for(modifier);
        send_key(held[count++], 1);
    }
    xkb_keysym_t sym = xkb_keysym_from_name(chord, XKB_KEYSYM_CASE_INSENSITIVE);
    xkb_keycode_t code;
    int shifted;
    if (sym == XKB_KEY_NoSymbol || !find_key(sym, &code, &shifted)) fail("unknown key", chord);
    xkb_keycode_t shift = code_for("Shift_L");
    if (shifted) send_key(shift, 1); /* exclam: shift+1 */
    send_key(code, 1);
    send_key(code, 0);
    if (shifted) send_key(shift, 0);
    while (count > 0) send_key(held[--count], 0);
}

static void type_character(xkb_keysym_t sym) {
    xkb_keycode_t code;
    int shifted;
    if (!find_key(sym, &code, &shifted)) fail("character not in the keymap", NULL);
    xkb_keycode_t shift = code_for("Shift_L");
    if (shifted) send_key(shift, 1);
    send_key(code, 1);
    send_key(code, 0);
    if (shifted) send_key(shift, 0);
}

static xkb_keysym_t sym_for_character(uint32_t character) {
    if (character == '\n') return XKB_KEY_Return;
    if (character == '\t') return XKB_KEY_Tab;
    return xkb_utf32_to_keysym(character);
}

/* The code points of UTF-8 `text`; returns how many. */
static size_t decode(const char *text, uint32_t *out, size_t capacity) {
    size_t count = 0;
    const unsigned char *p = (const unsigned char *)text;
    while (*p && count < capacity) {
        uint32_t c = *p;
        int extra = c >= 0xf0 ? 3 : c >= 0xe0 ? 2 : c >= 0xc0 ? 1 : 0;
        c &= extra == 3 ? 0x07 : extra == 2 ? 0x0f : extra == 1 ? 0x1f : 0x7f;
        p++;
        for (int i = 0; i < extra && (*p & 0xc0) == 0x80; i++) c = (c << 6) | (*p++ & 0x3f);
        out[count++] = c;
    }
    return count;
}

enum { BUTTON_LEFT = 0x110 }; /* linux/input-event-codes.h: BTN_LEFT */

static void pointer_to(uint32_t x, uint32_t y, uint32_t width, uint32_t height) {
    zwlr_virtual_pointer_v1_motion_absolute(pointer, now_ms(), x, y, width, height);
    zwlr_virtual_pointer_v1_frame(pointer);
    if (wl_display_roundtrip(display) < 0) fail("the compositor went away", NULL);
}

static void pointer_button(int pressed) {
    zwlr_virtual_pointer_v1_button(pointer, now_ms(), BUTTON_LEFT,
                                   pressed ? WL_POINTER_BUTTON_STATE_PRESSED : WL_POINTER_BUTTON_STATE_RELEASED);
    zwlr_virtual_pointer_v1_frame(pointer);
    if (wl_display_roundtrip(display) < 0) fail("the compositor went away", NULL);
}

/* To x,y: in from the corner first, as a hand comes, since a GTK button only clicks after
   the pointer entered it. */
static void read_numbers(char **arguments, uint32_t *values, int count) {
    for (int i = 0; i < count; i++) {
        char *end;
        unsigned long value = strtoul(arguments[i], &end, 10);
        if (*arguments[i] == '\0' || *end != '\0' || value > 100000) fail("not a number", arguments[i]);
        values[i] = (uint32_t)value;
    }
}

static void check_inside(uint32_t x, uint32_t y, uint32_t width, uint32_t height) {
    if (width == 0 || height == 0 || x >= width || y >= height) fail("the point is outside the layout", NULL);
}

static void move_to(uint32_t x, uint32_t y, uint32_t width, uint32_t height) {
    check_inside(x, y, width, height);
    pointer_to(0, 0, width, height);
    pause_between_keys();
    pointer_to(x, y, width, height);
}

static void move(char **arguments) {
    uint32_t values[4];
    read_numbers(arguments, values, 4);
    move_to(values[0], values[1], values[2], values[3]);
}

static void press(void) {
    pointer_button(1);
    pause_between_keys();
    pointer_button(0);
}

/* Button 1 held from X,Y to TO_X,TO_Y: several motions, as a hand drags, so that a
   drag gesture sees the pointer pass its threshold and follow. */
static void drag(char **arguments) {
    uint32_t v[6];
    read_numbers(arguments, v, 6);
    check_inside(v[2], v[3], v[4], v[5]);
    move_to(v[0], v[1], v[4], v[5]);
    pause_between_keys();
    pointer_button(1);
    enum { STEPS = 8 };
    for (int step = 1; step <= STEPS; step++) {
        pause_between_keys();
        int64_t x = (int64_t)v[0] + ((int64_t)v[2] - (int64_t)v[0]) * step / STEPS;
        int64_t y = (int64_t)v[1] + ((int64_t)v[3] - (int64_t)v[1]) * step / STEPS;
        pointer_to((uint32_t)x, (uint32_t)y, v[4], v[5]);
    }
    pause_between_keys();
    pointer_button(0);
}

static void connect_to_compositor(void) {
    display = wl_display_connect(NULL);
    if (display == NULL) fail("cannot connect to the Wayland display", getenv("WAYLAND_DISPLAY"));
    struct wl_registry *registry = wl_display_get_registry(display);
    wl_registry_add_listener(registry, &registry_listener, NULL);
    wl_display_roundtrip(display);
    if (seat == NULL || manager == NULL) fail("the compositor offers no virtual keyboard (not wlroots?)", NULL);
    if (pointer_manager == NULL) fail("the compositor offers no virtual pointer (not wlroots?)", NULL);

    struct xkb_context *context = xkb_context_new(XKB_CONTEXT_NO_ENVIRONMENT_NAMES);
    struct xkb_rule_names names = {"evdev", "pc105", "us", "", ""};
    keymap = xkb_keymap_new_from_names(context, &names, XKB_KEYMAP_COMPILE_NO_FLAGS);
    if (keymap == NULL) fail("cannot compile the default keymap", NULL);
}

static void send_keymap(void) {
    upload_keymap();
    /* Warm-up: a modifiers event makes this keyboard the seat's active one, so the client
       has its keymap before the first key (a shifted first character came out unshifted). */
    zwp_virtual_keyboard_v1_modifiers(keyboard, 0, 0, 0, 0);
    if (wl_display_roundtrip(display) < 0) fail("the compositor refused the keyboard", NULL);
}

static void plug_in(void) {
    pointer = zwlr_virtual_pointer_manager_v1_create_virtual_pointer(pointer_manager, seat);
    keyboard = zwp_virtual_keyboard_manager_v1_create_virtual_keyboard(manager, seat);
    send_keymap();
}

/* One command (`key`, `type`, `click`, `drag`… and its arguments) on the plugged-in devices. */
static void perform(int argc, char **argv) {
    const char *command = argv[0];
    int first = 1;
    delay_ms = 20;
    if (argc > 2 && strcmp(argv[1], "--delay") == 0) {
        delay_ms = (unsigned)atoi(argv[2]);
        first = 3;
    }
    if (strcmp(command, "type") == 0) {
        static uint32_t text[4096];
        if (first >= argc) fail("type: no text", NULL);
        size_t length = decode(argv[first], text, sizeof text / sizeof text[0]);
        int known = extra_count;
        for (size_t i = 0; i < length; i++) {
            xkb_keysym_t sym = sym_for_character(text[i]);
            if (sym == XKB_KEY_NoSymbol) fail("a character has no keysym", argv[first]);
            add_extra(sym);
        }
        if (extra_count != known) send_keymap();
        for (size_t i = 0; i < length; i++) {
            if (i > 0) pause_between_keys();
            type_character(sym_for_character(text[i]));
        }
    } else if (strcmp(command, "click") == 0 || strcmp(command, "move") == 0) {
        if (argc - first != 4) fail("click, move: X Y WIDTH HEIGHT", NULL);
        move(argv + first);
        if (strcmp(command, "click") == 0) {
            pause_between_keys();
            press();
        }
    } else if (strcmp(command, "drag") == 0) {
        if (argc - first != 6) fail("drag: X Y TO_X TO_Y WIDTH HEIGHT", NULL);
        drag(argv + first);
    } else if (strcmp(command, "press") == 0) {
        if (argc != first) fail("press: no arguments", NULL);
        press();
    } else if (strcmp(command, "key") == 0) {
        for (int i = first; i < argc; i++) {
            if (i > first) pause_between_keys();
            press_chord(argv[i]);
        }
    } else {
        fail("unknown command", command);
    }
}

/* A client's arguments arrive NUL-terminated, until it shuts its side down; the answer is
   "0" or "2" and the error message. */
static void serve(const char *path) {
    int listener = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    struct sockaddr_un address = {.sun_family = AF_UNIX};
    if (strlen(path) >= sizeof address.sun_path) fail("socket path too long", path);
    strcpy(address.sun_path, path);
    unlink(path);
    if (listener < 0 || bind(listener, (struct sockaddr *)&address, sizeof address) != 0 || listen(listener, 4) != 0)
        fail("cannot listen on", path);
    for (;;) {
        int client = accept4(listener, NULL, NULL, SOCK_CLOEXEC);
        if (client < 0) continue;
        static char request[65536];
        size_t size = 0;
        ssize_t got;
        while (size < sizeof request - 1 && (got = read(client, request + size, sizeof request - 1 - size)) > 0)
            size += (size_t)got;
        char *arguments[256];
        int count = 0;
        for (size_t at = 0; at < size && count < 256; at += strlen(request + at) + 1) arguments[count++] = request + at;
        request[size] = '\0';
        jmp_buf failed;
        const char *answer = setjmp(failed) == 0 ? "0" : "2";
        if (*answer == '0') {
            command_failed = &failed;
            if (count == 0) fail("no command", NULL);
            perform(count, arguments);
        }
        command_failed = NULL;
        if (write(client, answer, 1) == 1 && *answer == '2') {
            if (write(client, failure, strlen(failure)) < 0) { /* the client went away */ }
        }
        close(client);
        if (wl_display_dispatch_pending(display) < 0) fail("the compositor went away", NULL);
    }
}

/* Hands the command to `serve` and reports its answer. */
static int forward(const char *path, int argc, char **argv) {
    int server = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    struct sockaddr_un address = {.sun_family = AF_UNIX};
    if (strlen(path) >= sizeof address.sun_path) fail("socket path too long", path);
    strcpy(address.sun_path, path);
    if (server < 0 || connect(server, (struct sockaddr *)&address, sizeof address) != 0)
        fail("no wl-keys serve on", path);
    for (int i = 0; i < argc; i++) {
        if (write(server, argv[i], strlen(argv[i]) + 1) < 0) fail("cannot talk to wl-keys serve", path);
    }
    shutdown(server, SHUT_WR);
    char answer[600];
    ssize_t size = 0, got;
    while (size < (ssize_t)sizeof answer - 1 && (got = read(server, answer + size, sizeof answer - 1 - (size_t)size)) > 0)
        size += got;
    answer[size > 0 ? size : 0] = '\0';
    if (size == 0) fail("wl-keys serve ended", path);
    if (answer[0] == '0') return 0;
    fputs(answer + 1, stderr);
    return 2;
}

int main(int argc, char **argv) {
    if (argc < 2)
        fail("usage: wl-keys serve SOCKET | key [--delay MS] KEY... | type [--delay MS] TEXT | "
             "click|move X Y WIDTH HEIGHT | press | drag X Y TO_X TO_Y WIDTH HEIGHT",
             NULL);
    if (strcmp(argv[1], "serve") == 0) {
        if (argc != 3) fail("serve: SOCKET", NULL);
        connect_to_compositor();
        plug_in();
        /* Until SIGTERM's default action ends it; the compositor then unplugs the devices. */
        serve(argv[2]);
        return 0;
    }
    const char *socket_path = getenv("WL_KEYS_SOCKET");
    if (socket_path != NULL && *socket_path != '\0') return forward(socket_path, argc - 1, argv + 1);
    connect_to_compositor();
    plug_in();
    perform(argc - 1, argv + 1);
    zwlr_virtual_pointer_v1_destroy(pointer);
    zwp_virtual_keyboard_v1_destroy(keyboard);
    wl_display_roundtrip(display);
    wl_display_disconnect(display);
    return 0;
}
