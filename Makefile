# XResponder — one command to test, one to see it.
#
#   make test    install missing Debian packages (as root; otherwise print the apt-get line), build,
#                run the portable tests with no display, then the X11 tests under Xvfb
#   make demo    run xdemo on $DISPLAY, or headless under Xvfb when there is none
#   make bench   benchmarks (release build, private Xvfb) against floors; never part of `make test`
#   make test-asan  the whole suite under AddressSanitizer with leak checking (its own build folder,
#                .build-asan); not part of `make test`: it rebuilds everything instrumented

SWIFT        ?= swift
DEB_PACKAGES := pkg-config libx11-dev libxi-dev libxext-dev libxtst-dev libxres-dev libcairo2-dev libpango1.0-dev xvfb xauth
XVFB_RUN     := xvfb-run -a -s "-screen 0 1280x800x24 -noreset"
# Test suites whose names contain this string need an X server; everything else runs without one.
X11_FILTER   := X11

.PHONY: all deps build test test-core test-x11 test-asan demo bench clean

all: build

deps:
	@missing=""; \
	for p in $(DEB_PACKAGES); do \
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

build: deps
	$(SWIFT) build --build-tests

test: build test-core test-x11

# The portable core is tested with no display at all, to prove it needs none.
test-core:
	env -u DISPLAY $(SWIFT) test --skip-build --no-parallel --skip $(X11_FILTER)

test-x11:
	@if grep -rqs "$(X11_FILTER)" Tests --include='*X11*.swift'; then \
	  $(XVFB_RUN) $(SWIFT) test --skip-build --no-parallel --filter $(X11_FILTER); \
	else \
	  echo "No X11 test suites yet."; \
	fi

# AddressSanitizer with LeakSanitizer on: any use-after-free, overflow or leak fails the run.
ASAN_BUILD := $(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan
ASAN_TEST  := $(SWIFT) test --skip-build --no-parallel --sanitize=address --scratch-path .build-asan
test-asan: export ASAN_OPTIONS := detect_leaks=1:halt_on_error=1
test-asan: export LSAN_OPTIONS := suppressions=$(CURDIR)/Tests/lsan.supp:print_suppressions=0

test-asan: deps
	$(ASAN_BUILD)
	env -u DISPLAY $(ASAN_TEST) --skip $(X11_FILTER)
	$(XVFB_RUN) $(ASAN_TEST) --filter $(X11_FILTER)

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
BENCH_ARGS ?=
bench: deps
	$(SWIFT) build -c release --product xrbench
	mkdir -p .build-bench/floor
	cc -O2 -o .build-bench/floor/press_floor Tests/Benchmarks/floor/press_floor.c -lX11 -lXtst
	cc -O2 -o .build-bench/floor/hittest_floor Tests/Benchmarks/floor/hittest_floor.c
	$(XVFB_RUN) $$($(SWIFT) build -c release --show-bin-path)/xrbench .build-bench/floor $(BENCH_ARGS)

clean:
	rm -rf .build .build-bench .build-asan demo-output bench-output test-output
