# XResponder — one command to test, one to see it.
#
#   make test    install missing Debian packages (as root; otherwise print the apt-get line), build,
#                run the portable tests with no display, then the X11 tests under Xvfb
#   make demo    run xdemo on $DISPLAY, or headless under Xvfb when there is none
#   make bench   benchmarks (release build, private Xvfb) against floors; never part of `make test`
#   make startup-order  rewrite the start-up function layout the apps link with (needs valgrind)
#   make test-asan  the whole suite under AddressSanitizer with leak checking (its own build folder,
#                .build-asan); not part of `make test`: it rebuilds everything instrumented

SWIFT        ?= swift
# Text input (R-TX): xclip is the other program clipboard tests talk to; fonts-dejavu-core covers
# Latin, Greek, Cyrillic, Hebrew and Arabic; adwaita-icon-theme is the desktop's cursor theme;
# uim-xim with its Korean engine (uim-byeoru) is the input method server the XIM tests type through;
# it serves only locales the system has, and Xlib presents C.UTF-8 to it as en_US.UTF-8, so the
# package step also generates that locale (from the locales package's definitions).
# Auto Layout (R-AL6): g++ and pip fetch and build kiwi, the solver the layout tests compare against.
# Appearance (R-AP1): libpixman-1-dev, the pixel library under Cairo, for chrome copies past Cairo.
# Appearance (R-AP3): xsettingsd is the desktop settings manager the dark-mode test runs.
# Embedding (R-E1): tk provides wish, whose `frame -container 1` is the real host the tests embed into.
# Accessibility (R-A11Y1): libdbus is the bridge's D-Bus library; dbus (dbus-run-session) gives the
# X11 tests a private session bus, on which at-spi2-core's launcher starts the accessibility bus and
# its registry; python3-pyatspi is the client library Orca and dogtail use, which the tests drive;
# orca is the screen reader one test runs against xdemo (its speech goes to its debug log).
# Drag and drop (R-DT2): tkdnd gives wish XDND, the other program the drag-and-drop tests drag to and from.
# Asset catalogs (R-IB4): librsvg2-common is gdk-pixbuf's SVG loader; libpoppler-glib8 draws PDF images
# (loaded at run time, so neither is needed to build).
# App fonts (R-IB5): libfontconfig-dev, to add an app's UIAppFonts to fontconfig for its process.
# The system font (R-BR5): fonts-inter, the face nearest San Francisco (Inter and Inter Display);
# without it the system font is the desktop's Sans.
# Notifications (R-DA3): dunst is the notification server the tests post to, on a private session
# bus; dunstctl, which comes with it, is the other process that clicks and dismisses them.
# Document pickers (R-DA3): xdg-desktop-portal and its GTK backend are the file chooser the tests
# open on a private session bus (D-Bus activates both).
# The global menu (R-DA1): appmenu-registrar is the registrar the tests start on a private bus;
# gdbus (from GLib, already here) is the other process that reads and clicks the exported menu.
# Core Data (R-CD): libsqlite3-dev is the store's engine; libxml2-dev is what Foundation's
# XMLParser (reading Xcode's .xcdatamodeld) links against.
DEB_PACKAGES := pkg-config libx11-dev libxcb1-dev libxi-dev libxext-dev libxtst-dev libxres-dev libxfixes-dev libxcursor-dev \
                libxdamage-dev libdbus-1-dev dbus at-spi2-core python3-pyatspi orca \
                libcairo2-dev libpixman-1-dev libpango1.0-dev libfontconfig-dev libgdk-pixbuf-2.0-dev xvfb xauth xclip fonts-dejavu-core adwaita-icon-theme \
                uim-xim uim-byeoru locales tk tkdnd g++ python3-pip xsettingsd xdg-utils desktop-file-utils \
                librsvg2-common libpoppler-glib8 fonts-inter dunst appstream binutils \
                xdg-desktop-portal xdg-desktop-portal-gtk appmenu-registrar libsqlite3-dev libxml2-dev
BENCH_DEB_PACKAGES := libgtk-4-dev
XVFB_RUN     := xvfb-run -a -s "-screen 0 1280x800x24 -noreset"
# Test suites whose names contain this string need an X server; everything else runs without one.
X11_FILTER   := X11

.PHONY: all deps bench-deps build test test-core test-x11 test-asan docs demo bench startup-order clean kiwi

all: build

# Installs the Debian packages in $(1) that are missing (apt-get as root), or prints the command.
define ensure_packages
	@missing=""; \
	for p in $(1); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ]; then \
	    echo "Installing Debian packages:$$missing"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing; \
	  else \
	    echo "XResponder needs these Debian packages. Install them with:"; \
	    echo "  sudo apt-get install -y$$missing"; \
	    exit 1; \
	  fi; \
	fi
endef

deps:
	$(call ensure_packages,$(DEB_PACKAGES))
	@locale -a 2>/dev/null | grep -qix 'en_US.utf8' || { \
	  if [ "$$(id -u)" = 0 ]; then \
	    echo "Generating the en_US.UTF-8 locale"; localedef -i en_US -f UTF-8 en_US.UTF-8; \
	  else \
	    echo "The input method tests need the en_US.UTF-8 locale. Generate it with:"; \
	    echo "  sudo localedef -i en_US -f UTF-8 en_US.UTF-8"; \
	    exit 1; \
	  fi; }

# The GTK 4 peer of the latency benchmarks; only `make bench` needs it.
bench-deps: deps
	$(call ensure_packages,$(BENCH_DEB_PACKAGES))

build: deps
	$(SWIFT) build --build-tests

test: build kiwi test-core test-x11 docs

# kiwi, the C++ Cassowary solver, from the kiwisolver source distribution on PyPI (header only):
# the reference the Auto Layout solver is checked against in `make test` (R-AL6) and the floor of
# its benchmark in `make bench` (R-P2). pip only downloads it (its build step is never run); it is
# kept in .build/kiwi between runs.
KIWI_VERSION := 1.5.1
KIWI_DIR     := .build/kiwi
KIWI_SRC     := $(KIWI_DIR)/kiwisolver-$(KIWI_VERSION)
KIWI_DRIVER  := $(KIWI_DIR)/kiwi_driver
kiwi: deps $(KIWI_DRIVER)
$(KIWI_SRC)/kiwi/kiwi.h:
	mkdir -p $(KIWI_DIR)
	python3 -m pip download --quiet --no-deps --no-binary :all: kiwisolver==$(KIWI_VERSION) -d $(KIWI_DIR)
	tar xzf $(KIWI_DIR)/kiwisolver-$(KIWI_VERSION).tar.gz -C $(KIWI_DIR)
	touch $@
$(KIWI_DRIVER): Tests/KiwiDriver/kiwi_driver.cpp $(KIWI_SRC)/kiwi/kiwi.h
	g++ -O2 -std=c++17 -I $(KIWI_SRC) -o $@ Tests/KiwiDriver/kiwi_driver.cpp

# A failing run repeats its failures at the very end, so the last lines of a long CI log say
# which tests failed and why. The full output still streams as it runs.
SHELL := /bin/bash
TEST_LOG_DIR := .build/test-logs
define run_logged
	@mkdir -p $(TEST_LOG_DIR); set -o pipefail; \
	$(2) 2>&1 | tee $(TEST_LOG_DIR)/$(1).log || { \
	  echo; echo "=== $(1): failures (repeated from above) ==="; \
	  grep -E '✘|error:|Fatal error|fatal error' $(TEST_LOG_DIR)/$(1).log | tail -60; \
	  exit 1; }
endef

# The portable core is tested with no display at all, to prove it needs none.
test-core:
	$(call run_logged,test-core,env -u DISPLAY $(SWIFT) test --skip-build --no-parallel --skip $(X11_FILTER))

test-x11:
	$(call run_logged,test-x11,$(XVFB_RUN) $(SWIFT) test --skip-build --no-parallel --filter $(X11_FILTER))

# The API reference, built with DocC from the doc comments of the library, the testing product and
# Core Data into .build/plugins/Swift-DocC/outputs/*.doccarchive; a warning (a broken symbol link,
# an ambiguous one) fails it.
docs: deps
	$(call run_logged,docs,$(SWIFT) package generate-documentation --target XResponder --target XResponderTesting --target CoreData --warnings-as-errors)

# AddressSanitizer with LeakSanitizer on: any use-after-free, overflow or leak fails the run.
ASAN_BUILD := $(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan
ASAN_TEST  := $(SWIFT) test --skip-build --no-parallel --sanitize=address --scratch-path .build-asan
# The X11 pass adds Tests/lsan-x11.supp (leaks inside Cairo's xlib backend, explained there).
test-asan: export ASAN_OPTIONS := detect_leaks=1:halt_on_error=1
LSAN_CORE := suppressions=$(CURDIR)/Tests/lsan.supp:print_suppressions=0
LSAN_X11  := suppressions=$(CURDIR)/.build-asan/lsan-x11.supp:print_suppressions=0

test-asan: deps
	$(ASAN_BUILD)
	env -u DISPLAY LSAN_OPTIONS=$(LSAN_CORE) $(ASAN_TEST) --skip $(X11_FILTER)
	cat Tests/lsan.supp Tests/lsan-x11.supp > .build-asan/lsan-x11.supp
	LSAN_OPTIONS=$(LSAN_X11) $(XVFB_RUN) $(ASAN_TEST) --filter $(X11_FILTER)

demo: deps
	$(SWIFT) build --product xdemo
	@if [ -n "$$DISPLAY" ]; then \
	  $(SWIFT) run --skip-build xdemo; \
	else \
	  echo "No DISPLAY: playing the scripted tour under Xvfb; screenshots go to demo-output/."; \
	  $(XVFB_RUN) $(SWIFT) run --skip-build xdemo --tour; \
	fi

# Benchmarks: a release build, C floors compiled alongside, everything on a private Xvfb.
# Writes bench-output/bench.json; `make bench BENCH_ARGS=--quick` for a short run.
# Built as `xrport package` ships an app: release, the Swift runtime linked in
# (--static-swift-stdlib), for the Swift floor as for XResponder's clients (issue #50).
BENCH_ARGS ?=
BENCH_BUILD = $(SWIFT) build -c release --static-swift-stdlib
bench: bench-deps kiwi
	$(BENCH_BUILD) --product xrbench
	$(BENCH_BUILD) --product xrlatency
	$(BENCH_BUILD) --product xrstartfloor
	$(BENCH_BUILD) --product xdemo
	mkdir -p .build-bench/floor
	cp $(KIWI_DRIVER) .build-bench/floor/kiwi_driver
	cc -O2 -o .build-bench/floor/press_floor Tests/Benchmarks/floor/press_floor.c -lX11 -lXtst
	cc -O2 -o .build-bench/floor/hittest_floor Tests/Benchmarks/floor/hittest_floor.c
	cc -O2 -o .build-bench/floor/xlib_client Tests/Benchmarks/latency/xlib_client.c -lX11
	sh Tests/Benchmarks/floor/build_linked_client.sh $$($(SWIFT) build -c release --show-bin-path)/xrlatency .build-bench/floor/xlib_client_linked
	cc -O2 -o .build-bench/floor/gtk4_client Tests/Benchmarks/latency/gtk4_client.c $$(pkg-config --cflags --libs gtk4 gtk4-x11)
	cc -O2 -o .build-bench/floor/gtk4_cards Tests/Benchmarks/floor/gtk4_cards.c $$(pkg-config --cflags --libs gtk4)
	cc -O2 -o .build-bench/floor/gtk4_list Tests/Benchmarks/floor/gtk4_list.c $$(pkg-config --cflags --libs gtk4)
	cc -O2 -o .build-bench/floor/gtk4_tick Tests/Benchmarks/floor/gtk4_tick.c $$(pkg-config --cflags --libs gtk4)
	cc -O2 -o .build-bench/floor/frame_clock_floor Tests/Benchmarks/floor/frame_clock_floor.c
	XR_BENCH_COMMIT=$$(git rev-parse --short HEAD 2>/dev/null || echo unknown) \
	  $(XVFB_RUN) $$($(SWIFT) build -c release --show-bin-path)/xrbench .build-bench/floor $(BENCH_ARGS)

# The start-up layout the apps link with (Package.swift's appLinkerSettings, issue #50): every
# function the one-window app and xdemo run up to a second after their first frame, from callgrind
# runs of their release builds. Run after start-up code changed; a stale file still links.
startup-order: deps
	$(call ensure_packages,valgrind)
	$(BENCH_BUILD) --product xrlatency
	$(BENCH_BUILD) --product xdemo
	sh Tests/Benchmarks/startup/make_startup_order.sh $$($(SWIFT) build -c release --show-bin-path) \
	  Sources/XResponder/Linking/startup.order

clean:
	rm -rf .build .build-bench .build-asan demo-output bench-output test-output
