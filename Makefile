# GtkDialogs — build, test and run. `make test` and `make demo` install what
# is missing from Debian's packages (as root; otherwise they print the command).

SWIFT        ?= swift
SWIFT_FLAGS  ?= -Xswiftc -warnings-as-errors
PREFIX       ?= /usr/local
# Release builds of the tools: the Swift runtime and its C++ library linked in, code
# for size, no PIE relocations. Start-up time and peak memory depend on it (see
# bench/RESULTS.md): loading the shared libstdc++ alone cost 1.5 ms and 1 MB.
# `-lstdc++` takes the first directory on the search path holding libstdc++.so or
# libstdc++.a, so a directory holding only the archive goes first.
# Every function in a section of its own, and lld lays out the ones gtk-dialogs runs until
# its first window shows (packaging/startup-order.txt, written by scripts/startup-order)
# side by side: the kernel maps a binary's pages in 64 KB runs around each fault, so a
# start-up path spread over the binary made most of it resident (--question: 3.6 of 5.8 MB
# of text), and every kind added grew every other kind's peak RSS. Nothing looks our symbols
# up at run time: without --no-export-dynamic, 1,420 of them filled the dynamic symbol table
# that the loader reads at start-up (300 KB resident). No $ORIGIN run path: the Swift runtime is
# linked in, so no library of ours lies beside the binary, and the loader would first look for
# each of its libraries there (and in glibc-hwcaps/, tls/, x86_64/ below it): 27 failed opens
# at each start, and /usr/bin searched for libraries once installed (Debian policy: no run path).
# GCC's unwinder linked in too (-static-libgcc), as libstdc++ is: the Swift runtime's only use of
# libgcc_s, one library fewer to open, map and relocate at each start (150 KB resident).
STARTUP_ORDER := $(CURDIR)/packaging/startup-order.txt
RELEASE_FLAGS := --static-swift-stdlib --disable-local-rpath -Xswiftc -Osize -Xlinker --gc-sections -Xlinker -no-pie \
                 -Xswiftc -Xfrontend -Xswiftc -function-sections -Xcc -ffunction-sections \
                 -Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld \
                 -Xlinker --symbol-ordering-file=$(STARTUP_ORDER) -Xlinker --no-warn-symbol-ordering \
                 -Xlinker -T$(CURDIR)/packaging/startup-closures.ld -Xlinker --no-export-dynamic \
                 -Xswiftc -Xclang-linker -Xswiftc -static-libgcc
STATIC_CXX    := $(shell clang -print-file-name=libstdc++.a 2>/dev/null)
STATIC_CXX_DIR := $(CURDIR)/.build/static-libstdc++
ifneq ($(filter /%,$(STATIC_CXX)),)
RELEASE_FLAGS += -Xlinker -L$(STATIC_CXX_DIR)
RELEASE_DEPS  := $(STATIC_CXX_DIR)/libstdc++.a
endif
RELEASE_DEPS  += relink-on-new-order
CONFIGURATION ?= release
RELEASE_BUILD = $(SWIFT) build -c release $(SWIFT_FLAGS) $(RELEASE_FLAGS)
APP_ID       := org.gtkdialogs.Demo
BIN_DIR      := $(shell $(SWIFT) build --show-bin-path 2>/dev/null)
# Tests type Unicode and check GTK's translations: both need a UTF-8 locale.
TEST_ENV     := LANG=C.UTF-8 LC_ALL= NO_AT_BRIDGE=1

# gettext: msgfmt compiles the translations (po/), msgmerge updates them. GTK 4 and libadwaita:
# the second backend (AdwDialogs), built with the package's other targets.
BUILD_PACKAGES := libgtk-3-dev libgtk-4-dev libadwaita-1-dev libjson-glib-dev pkg-config gettext
LEAK_PACKAGES  := $(BUILD_PACKAGES) valgrind xvfb python3 dbus
# `make deb` builds with dpkg-dev's tools; scripts/check-deb also runs lintian.
DEB_PACKAGES   := dpkg-dev lintian
# The Wayland pass: a headless sway, grim for screenshots, and what builds Tests/WaylandInput/wl-keys.
WAYLAND_PACKAGES := sway grim wtype libwayland-bin libwayland-dev libxkbcommon-dev gcc
TEST_PACKAGES  := $(BUILD_PACKAGES) libglib2.0-bin zenity xvfb xdotool x11-utils x11-xserver-utils imagemagick desktop-file-utils dunst \
                  appstream dbus at-spi2-core python3-pyatspi groff-base man-db locales valgrind $(DEB_PACKAGES) \
                  $(WAYLAND_PACKAGES)
# zenity's dates are compared in these locales too (DateCommandTests).
TEST_LOCALES   := de_DE.UTF-8 en_US.UTF-8
# Each pass's output and exit status (scripts/test-pass), read by scripts/test-summary.
PASS_LOGS      := .build/test-passes
# The XCTest binary `swift build --build-tests` makes: the Wayland pass runs it directly.
TEST_BINARY  := $(BIN_DIR)/GtkDialogsPackageTests.xctest

.PHONY: all build test check-leaks demo demo-gtk4 deb install uninstall screenshots docs lint format deps-build deps-test clean bench \
        pot locale \
        release-flags startup-order relink-on-new-order

all: build

build: deps-build locale
	$(SWIFT) build $(SWIFT_FLAGS)

# Our own words in the user's language: po/ compiled into .build/locale, where the library, the CLI
# and the demo find them when run from this checkout (see TextDomain).
locale: deps-build
	@scripts/compile-locales .build/locale

# Rewrites the translation templates from the sources (po/gtk-dialogs.pot,
# po/library/gtk-dialogs-library.pot) and merges them into every translation.
pot:
	scripts/update-pot

test: deps-test locale $(RELEASE_DEPS)
	scripts/check-hermetic
	scripts/check-folder-cycles
	scripts/check-process-arguments
	scripts/update-pot --check
	scripts/compile-locales --statistics
	$(SWIFT) build --build-tests $(SWIFT_FLAGS)
	SWIFT="$(SWIFT)" SWIFT_FLAGS="$(SWIFT_FLAGS)" CONFIGURATION="$(CONFIGURATION)" RELEASE_FLAGS="$(RELEASE_FLAGS)" \
	    scripts/with-display scripts/check-install
	SWIFT="$(SWIFT)" scripts/check-example
	SWIFT="$(SWIFT)" scripts/check-doc-snippets
	# The Debian packages from the release build (check-install has built it when CONFIGURATION is release):
	# gtk-dialogs, gtk4-dialogs and gtk-dialogs-common, one path a line from build-deb.
	$(RELEASE_BUILD) --product dialogs-demo >/dev/null
	$(RELEASE_BUILD) --product gtk-dialogs >/dev/null
	$(RELEASE_BUILD) --product gtk4-dialogs-demo >/dev/null
	$(RELEASE_BUILD) --product gtk4-dialogs >/dev/null
	debs=$$(scripts/build-deb "$$($(SWIFT) build -c release --show-bin-path)" .build) && \
	    scripts/with-display scripts/check-deb $$debs
	@# The passes, each on a display server of its own, in $(PASS_LOGS): X as it runs; beside it (a
	@# GUI test mostly waits for windows, and CI's time stays under 20 minutes on two cores) Wayland,
	@# through the test binary itself (SwiftPM lets one `swift test` at a time use .build), and the
	@# leak checks, each printed when it ends. Every pass runs; scripts/test-summary prints one line
	@# per pass with its counts and fails when one failed.
	rm -rf $(PASS_LOGS) && mkdir -p $(PASS_LOGS)
	@echo "== X: XCTest under Xvfb; beside it, Wayland (the same suites under a headless sway) and the leak checks"
	$(TEST_ENV) scripts/test-pass --quiet $(PASS_LOGS)/wayland scripts/with-wayland $(TEST_BINARY) & \
	$(TEST_ENV) SWIFT="$(SWIFT)" scripts/test-pass --quiet $(PASS_LOGS)/leaks scripts/with-display scripts/check-leaks & \
	$(TEST_ENV) scripts/test-pass $(PASS_LOGS)/x scripts/with-display $(SWIFT) test --skip-build --disable-swift-testing $(SWIFT_FLAGS); \
	wait
	@echo "== Wayland: the same suites under a headless sway (WAYLAND_DISPLAY set, no DISPLAY)"
	@cat $(PASS_LOGS)/wayland.log
	@echo "== Leaks: LeakSanitizer and valgrind (scripts/check-leaks)"
	@cat $(PASS_LOGS)/leaks.log
	@echo "== Swift Testing: DialogsTesting in parallel, 20 runs with a display (no window may open)"
	$(TEST_ENV) SWIFT="$(SWIFT)" scripts/test-pass $(PASS_LOGS)/swift-testing scripts/with-display scripts/check-parallel-scripts
	@scripts/test-summary $(PASS_LOGS)

# Leak checks under LeakSanitizer and valgrind (see scripts/check-leaks) alone; `make test` runs them too.
check-leaks:
	@scripts/install-packages $(LEAK_PACKAGES)
	$(TEST_ENV) SWIFT="$(SWIFT)" scripts/with-display scripts/check-leaks

demo: deps-build locale
	$(SWIFT) build $(SWIFT_FLAGS) --product dialogs-demo
	$(BIN_DIR)/dialogs-demo

# The same demo as a libadwaita app, on GTK 4.
demo-gtk4: deps-build locale
	$(SWIFT) build $(SWIFT_FLAGS) --product gtk4-dialogs-demo
	$(BIN_DIR)/gtk4-dialogs-demo

# Installs both demo apps (binaries, desktop files, icons, AppStream metainfo), the gtk-dialogs and
# gtk4-dialogs commands, their man pages and bash completions, and the translations under PREFIX
# (scripts/install-files).
install: deps-build $(if $(filter release,$(CONFIGURATION)),$(RELEASE_DEPS))
	$(SWIFT) build -c $(CONFIGURATION) $(SWIFT_FLAGS) $(if $(filter release,$(CONFIGURATION)),$(RELEASE_FLAGS)) --product dialogs-demo
	$(SWIFT) build -c $(CONFIGURATION) $(SWIFT_FLAGS) $(if $(filter release,$(CONFIGURATION)),$(RELEASE_FLAGS)) --product gtk-dialogs
	$(SWIFT) build -c $(CONFIGURATION) $(SWIFT_FLAGS) $(if $(filter release,$(CONFIGURATION)),$(RELEASE_FLAGS)) --product gtk4-dialogs-demo
	$(SWIFT) build -c $(CONFIGURATION) $(SWIFT_FLAGS) $(if $(filter release,$(CONFIGURATION)),$(RELEASE_FLAGS)) --product gtk4-dialogs
	scripts/install-files "$$($(SWIFT) build -c $(CONFIGURATION) --show-bin-path)" "$(DESTDIR)$(PREFIX)"

# Builds the Debian packages here from the release build (see scripts/build-deb):
# gtk-dialogs_VERSION_ARCH.deb (GTK 3), gtk4-dialogs_VERSION_ARCH.deb (GTK 4 and libadwaita) and
# gtk-dialogs-common_VERSION_all.deb (the translations both depend on); `apt install
# ./gtk-dialogs-common_*.deb ./gtk-dialogs_*.deb` installs one, and scripts/check-deb checks them.
deb: deps-build $(RELEASE_DEPS)
	@scripts/install-packages $(DEB_PACKAGES)
	$(RELEASE_BUILD) --product dialogs-demo
	$(RELEASE_BUILD) --product gtk-dialogs
	$(RELEASE_BUILD) --product gtk4-dialogs-demo
	$(RELEASE_BUILD) --product gtk4-dialogs
	scripts/build-deb "$$($(SWIFT) build -c release --show-bin-path)" .

$(STATIC_CXX_DIR)/libstdc++.a:
	mkdir -p $(@D)
	ln -sf $(STATIC_CXX) $@

# The flags of the release builds, for scripts run by hand (scripts/check-install).
release-flags:
	@echo '$(RELEASE_FLAGS)'

# SwiftPM relinks a release binary when one of its objects changed, not when the order file did
# (after a pull, or make startup-order): a release binary older than the list is removed, so that
# the next build links it with the list it has.
relink-on-new-order:
	@for binary in $(sort $(foreach scratch,.build $(BENCH_SCRATCH),$(scratch)/release/gtk-dialogs $(scratch)/release/dialogs-demo \
	    $(scratch)/release/gtk4-dialogs $(scratch)/release/gtk4-dialogs-demo)); do \
	    if [ -e "$$binary" ] && [ $(STARTUP_ORDER) -nt "$$binary" ]; then rm -f "$$binary"; fi; \
	done

# Rewrites packaging/startup-order.txt from a release build (see scripts/startup-order).
# The profiled build has no debug info: valgrind 3.19 cannot read this toolchain's DWARF 5 (the
# functions and their names are the same).
startup-order: $(RELEASE_DEPS)
	@scripts/install-packages valgrind xdotool xvfb x11-utils
	$(RELEASE_BUILD) --product gtk-dialogs --scratch-path .build/profile -Xswiftc -gnone -Xcc -g0
	SWIFT="$(SWIFT)" scripts/with-display scripts/startup-order .build/profile/release/gtk-dialogs $(STARTUP_ORDER)
	@# SwiftPM does not relink when only the order file changed: the next build must.
	rm -f "$$($(SWIFT) build -c release --show-bin-path)/gtk-dialogs"

uninstall:
	scripts/install-files --uninstall "$(DESTDIR)$(PREFIX)"

# Retakes the README's screenshots under Xvfb (or the current display).
screenshots: deps-test
	$(SWIFT) build $(SWIFT_FLAGS) --product dialogs-demo
	$(TEST_ENV) scripts/with-display scripts/screenshots $(BIN_DIR)/dialogs-demo Resources/screenshots
	$(SWIFT) build $(SWIFT_FLAGS) --product gtk4-stories
	$(SWIFT) build $(SWIFT_FLAGS) --product gtk4-dialogs-demo
	$(TEST_ENV) scripts/with-display scripts/gtk4-screenshots $(BIN_DIR)/gtk4-stories $(BIN_DIR)/gtk4-dialogs-demo \
	    Resources/screenshots/gtk4

# Builds the DocC documentation into docs-build/: the API lives in DialogsCore (GtkDialogs
# re-exports it), so the catalog is DialogsCore's, shown under the name GtkDialogs.
# The symbol graphs come from a build of its own: swiftc writes them only when it compiles, so they
# stay beside the build that wrote them (a build with nothing to do writes none).
docs: deps-build
	mkdir -p .build/docs/symbol-graphs
	$(SWIFT) build --scratch-path .build/docs --target DialogsCore \
	    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc $(CURDIR)/.build/docs/symbol-graphs
	docc convert Sources/DialogsCore/DialogsCore.docc --fallback-display-name GtkDialogs \
	    --fallback-bundle-identifier org.gtkdialogs.GtkDialogs --additional-symbol-graph-dir .build/docs/symbol-graphs \
	    --warnings-as-errors --output-path docs-build

lint:
	$(SWIFT) format lint --strict --recursive --configuration .swift-format Package.swift Sources Tests

deps-build:
	@scripts/install-packages $(BUILD_PACKAGES)

deps-test:
	@scripts/install-packages $(TEST_PACKAGES)
	@scripts/install-locales $(TEST_LOCALES)

clean:
	rm -rf .build

format:
	$(SWIFT) format format --in-place --recursive --configuration .swift-format Package.swift Sources Tests

# Benchmarks, not part of `make test`: start-up, peak memory and Return latency of
# gtk-dialogs and dialogs-demo against a bare C GTK program (and zenity, yad and
# PyGObject when installed), an in-process alert loop against the same loop in C, and
# start → first frame on Wayland (a headless sway) against the bare C dialog there; the same
# for gtk4-dialogs against bare C GTK 4 programs. BENCH_ONLY="lists gtk4" (say) runs only those
# parts and prints their targets (bench/run's header lists the parts and the other settings).
# Prints the figures and writes bench/RESULTS.md. BENCH_SCRATCH: SwiftPM's build directory.
BENCH_PACKAGES := $(BUILD_PACKAGES) libx11-dev libxtst-dev libxdamage-dev xvfb x11-utils $(WAYLAND_PACKAGES)
BENCH_SCRATCH  ?= .build
BENCH_CC       ?= $(shell command -v cc >/dev/null 2>&1 && echo cc || echo clang)
BENCH_CFLAGS   ?= -O2 -Wall -Wextra -Werror

bench: $(RELEASE_DEPS)
	@scripts/install-packages $(BENCH_PACKAGES)
	@mkdir -p bench/bin
	$(BENCH_CC) $(BENCH_CFLAGS) -o bench/bin/launch bench/launch.c $$(pkg-config --cflags --libs x11 xtst)
	$(BENCH_CC) $(BENCH_CFLAGS) -o bench/bin/bare-dialog bench/bare-dialog.c $$(pkg-config --cflags --libs gtk+-3.0)
	$(BENCH_CC) $(BENCH_CFLAGS) -o bench/bin/alert-loop-c bench/alert-loop.c $$(pkg-config --cflags --libs gtk+-3.0)
	$(BENCH_CC) $(BENCH_CFLAGS) -o bench/bin/list-floor bench/list-floor.c $$(pkg-config --cflags --libs gtk+-3.0)
	$(BENCH_CC) $(BENCH_CFLAGS) -o bench/bin/burst bench/burst.c $$(pkg-config --cflags --libs x11 xdamage)
	$(BENCH_CC) $(BENCH_CFLAGS) -o bench/bin/bare-adw-dialog bench/bare-adw-dialog.c $$(pkg-config --cflags --libs libadwaita-1)
	$(BENCH_CC) $(BENCH_CFLAGS) -o bench/bin/list-floor-gtk4 bench/list-floor-gtk4.c $$(pkg-config --cflags --libs libadwaita-1)
	$(SWIFT) build -c release $(SWIFT_FLAGS) $(RELEASE_FLAGS) --scratch-path $(BENCH_SCRATCH) --product gtk-dialogs
	$(SWIFT) build -c release $(SWIFT_FLAGS) $(RELEASE_FLAGS) --scratch-path $(BENCH_SCRATCH) --product dialogs-demo
	$(SWIFT) build -c release $(SWIFT_FLAGS) $(RELEASE_FLAGS) --scratch-path $(BENCH_SCRATCH) --product gtk4-dialogs
	@# A debug build: gtk4-stories is a test program, and its stories' DialogsTesting imports Swift Testing,
	@# which a release build cannot; it only counts boxes and resident memory.
	$(SWIFT) build $(SWIFT_FLAGS) --scratch-path $(BENCH_SCRATCH) --product gtk4-stories
	$(SWIFT) build -c release $(SWIFT_FLAGS) --package-path bench/alert-loop --scratch-path $(BENCH_SCRATCH)/bench-alert-loop
	SWIFT=$(SWIFT) scripts/with-display bench/run \
	    "$$($(SWIFT) build -c release --scratch-path $(BENCH_SCRATCH) --show-bin-path)/gtk-dialogs" \
	    "$$($(SWIFT) build -c release --scratch-path $(BENCH_SCRATCH) --show-bin-path)/dialogs-demo" \
	    "$$($(SWIFT) build -c release --package-path bench/alert-loop --scratch-path $(BENCH_SCRATCH)/bench-alert-loop --show-bin-path)/alert-loop" \
	    "$$($(SWIFT) build -c release --scratch-path $(BENCH_SCRATCH) --show-bin-path)/gtk4-dialogs" \
	    "$$($(SWIFT) build --scratch-path $(BENCH_SCRATCH) --show-bin-path)/gtk4-stories"
