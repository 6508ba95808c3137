# GtkDialogs — build, test and run. `make test` and `make demo` install what
# is missing from Debian's packages (as root; otherwise they print the command).

SWIFT        ?= swift
SWIFT_FLAGS  ?= -Xswiftc -warnings-as-errors
PREFIX       ?= /usr/local
CONFIGURATION ?= release
APP_ID       := org.gtkdialogs.Demo
BIN_DIR      := $(shell $(SWIFT) build --show-bin-path 2>/dev/null)
# Tests type Unicode and check GTK's translations: both need a UTF-8 locale.
TEST_ENV     := LANG=C.UTF-8 LC_ALL= NO_AT_BRIDGE=1

BUILD_PACKAGES := libgtk-3-dev libjson-glib-dev pkg-config
TEST_PACKAGES  := $(BUILD_PACKAGES) libglib2.0-bin zenity xvfb xdotool x11-utils imagemagick desktop-file-utils \
                  appstream dbus at-spi2-core python3-pyatspi

.PHONY: all build test demo install uninstall screenshots docs lint format deps-build deps-test clean

all: build

build: deps-build
	$(SWIFT) build $(SWIFT_FLAGS)

test: deps-test
	$(SWIFT) build --build-tests $(SWIFT_FLAGS)
	scripts/with-display scripts/check-install
	$(TEST_ENV) scripts/with-display $(SWIFT) test --skip-build --disable-swift-testing $(SWIFT_FLAGS)

demo: deps-build
	$(SWIFT) build $(SWIFT_FLAGS) --product dialogs-demo
	$(BIN_DIR)/dialogs-demo

# Installs the demo app (binary, desktop file, icon, AppStream metainfo) and the
# gtk-dialogs command under PREFIX.
install: deps-build
	$(SWIFT) build -c $(CONFIGURATION) $(SWIFT_FLAGS) --product dialogs-demo
	$(SWIFT) build -c $(CONFIGURATION) $(SWIFT_FLAGS) --product gtk-dialogs
	install -Dm755 "$$($(SWIFT) build -c $(CONFIGURATION) --show-bin-path)/dialogs-demo" "$(DESTDIR)$(PREFIX)/bin/dialogs-demo"
	install -Dm755 "$$($(SWIFT) build -c $(CONFIGURATION) --show-bin-path)/gtk-dialogs" "$(DESTDIR)$(PREFIX)/bin/gtk-dialogs"
	install -Dm644 Resources/$(APP_ID).desktop "$(DESTDIR)$(PREFIX)/share/applications/$(APP_ID).desktop"
	install -Dm644 Resources/$(APP_ID).svg "$(DESTDIR)$(PREFIX)/share/icons/hicolor/scalable/apps/$(APP_ID).svg"
	install -Dm644 Resources/$(APP_ID).metainfo.xml "$(DESTDIR)$(PREFIX)/share/metainfo/$(APP_ID).metainfo.xml"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/dialogs-demo" "$(DESTDIR)$(PREFIX)/bin/gtk-dialogs" \
	      "$(DESTDIR)$(PREFIX)/share/applications/$(APP_ID).desktop" \
	      "$(DESTDIR)$(PREFIX)/share/icons/hicolor/scalable/apps/$(APP_ID).svg" \
	      "$(DESTDIR)$(PREFIX)/share/metainfo/$(APP_ID).metainfo.xml"

# Retakes the README's screenshots under Xvfb (or the current display).
screenshots: deps-test
	$(SWIFT) build $(SWIFT_FLAGS) --product dialogs-demo
	$(TEST_ENV) scripts/with-display scripts/screenshots $(BIN_DIR)/dialogs-demo Resources/screenshots

# Builds the DocC documentation into docs-build/.
docs: deps-build
	$(SWIFT) build --target GtkDialogs -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc .build/symbol-graphs
	docc convert Sources/GtkDialogs/GtkDialogs.docc --fallback-display-name GtkDialogs \
	    --fallback-bundle-identifier org.gtkdialogs.GtkDialogs --additional-symbol-graph-dir .build/symbol-graphs \
	    --output-path docs-build

lint:
	$(SWIFT) format lint --strict --recursive --configuration .swift-format Package.swift Sources Tests

deps-build:
	@scripts/install-packages $(BUILD_PACKAGES)

deps-test:
	@scripts/install-packages $(TEST_PACKAGES)

clean:
	rm -rf .build

format:
	$(SWIFT) format format --in-place --recursive --configuration .swift-format Package.swift Sources Tests
