# GtkDialogs — build, test and run. `make test` and `make demo` install what
# is missing from Debian's packages (as root; otherwise they print the command).

SWIFT        ?= swift
SWIFT_FLAGS  ?= -Xswiftc -warnings-as-errors
PREFIX       ?= /usr/local
BIN_DIR      := $(shell $(SWIFT) build --show-bin-path 2>/dev/null)
# Tests type Unicode and check GTK's translations: both need a UTF-8 locale.
TEST_ENV     := LANG=C.UTF-8 LC_ALL= NO_AT_BRIDGE=1

BUILD_PACKAGES := libgtk-3-dev libjson-glib-dev pkg-config
TEST_PACKAGES  := $(BUILD_PACKAGES) xvfb xdotool x11-utils imagemagick desktop-file-utils appstream

.PHONY: all build test demo lint format deps-build deps-test clean

all: build

build: deps-build
	$(SWIFT) build $(SWIFT_FLAGS)

test: deps-test
	$(SWIFT) build --build-tests $(SWIFT_FLAGS)
	$(TEST_ENV) scripts/with-display $(SWIFT) test --skip-build --disable-swift-testing $(SWIFT_FLAGS)

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
