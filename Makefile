# DrawKit's two set-up commands are `make demo` and `make test`; each installs what it needs.
#   make demo     render every Playgrounds page into gallery/ (PNG; see `swift run playgrounds --help`)
#   make demo-live open the PlaceholderTextView page in an X11 window (needs DISPLAY)
#   make demo-gtk  open the PlaceholderTextView page in a GTK 4 window (Wayland or X11)
#   make test     build (failing on compiler warnings), run the tests, lint with swift-format
#   make check    the contributors' quick loop: build the core without the hosts (the `Hosts`
#                 trait off) and run the tests that need only cairo, Pango, the image
#                 libraries and the pinned fonts
#   make gallery  re-render the README pictures in Playgrounds/Gallery with the pinned test fonts,
#                 including a capture of a live window typed into under Xvfb
#   make bench    benchmark scenes S1-S4 beside the C cairo and GTK 3 peers, and the controls
#                 rows (200 labels, an SVG icon 1,000 times, the widget gallery's first frame)
#                 beside raw cairo and GTK 4, with a ratio table, then the live-app rows beside GTK 4 (Benchmarks/live.sh: idle wakeups, main-queue
#                 latency, 200 animated switches, a theme cross-fade) and the key-to-screen latency
#                 section of bench-latency
#   make bench-latency  key-to-screen latency of DrawKit's live window beside GTK 4's and GTK 3's
#                 text views, under a private Xvfb (XTest key presses, DAMAGE to time them)
#   make fuzz     drive the text widgets with 1,000,000 random operations (FUZZ_SEED to replay)
#   make libfuzz  coverage-guided fuzzing of the same widgets with libFuzzer (LIBFUZZ_SECONDS)
#   make leaks    render every playground page, and drive a live window, under valgrind; fails
#                 on memory errors and definitely lost bytes
#   make sanitize run the tests but two slow ones (UNSANITIZED_TESTS) under ASan (with reviewed
#                 leak suppressions, whose use is not printed: the tests read the programs they
#                 start's standard error), and those that start threads under ThreadSanitizer
#   make docs     build the DocC catalog into .build/docs (archive and static HTML), warnings as errors

SWIFT ?= swift
FORMAT_PATHS := Package.swift Sources Tests Playgrounds Benchmarks Examples
PINNED_FONTS := $(CURDIR)/Tests/DrawKitTests/Fonts/fonts.conf

# DrawKit decodes JPEG with libjpeg-turbo (libjpeg-dev) and draws SVG with librsvg. The hosts'
# AT-SPI bridge builds on ATK and libatk-bridge2.0 (libdbus for the bus check); the X11 window
# copies frames to the server through MIT-SHM (libxcb-shm) and loads the cursor theme's
# pointer shapes with libxcb-cursor.
BUILD_PACKAGES := pkg-config libcairo2-dev libpango1.0-dev libjpeg-dev librsvg2-dev \
  libxcb1-dev libxcb-shm0-dev libxcb-cursor-dev libxkbcommon-x11-dev libgtk-4-dev libxcb-imdkit-dev \
  libatk1.0-dev libatk-bridge2.0-dev libdbus-1-dev
FONT_PACKAGES := fonts-dejavu-core fonts-ipafont-gothic fonts-noto-color-emoji
# The live-window tests drive a private Xvfb server with xdotool, xwd (x11-apps), xclip and
# setxkbmap (x11-xkb-utils); libx11-data holds the compose tables; readelf (binutils) checks
# what DrawKit links; the editing comparison builds a GTK 4 peer (libgtk-4-dev, with cc). The
# input-method test runs IBus with its Japanese engine (ibus, ibus-anthy) on a private D-Bus
# session bus (dbus-daemon, dconf-service), with Debian's Python and its GObject bindings
# (python3, python3-gi, gir1.2-ibus-1.0, which the test also asks whether the panel runs) that
# the engine runs on; gsettings (libglib2.0-bin) sets its input mode; when the candidate window
# does not show, the test reports the panel's process (ps, procps) and windows (xwininfo,
# x11-utils); the motion-preference test runs a settings manager (xsettingsd); the cursor
# tests read the pointer's shape through XFIXES (libxcb-xfixes0-dev) and the window's
# properties with xprop (x11-utils).
X11_TEST_PACKAGES := xvfb xdotool x11-apps xclip x11-xkb-utils libx11-data binutils libgtk-4-dev xsettingsd \
  libxcb-xfixes0-dev \
  ibus ibus-anthy dbus-daemon dconf-service libglib2.0-bin python3 python3-gi gir1.2-ibus-1.0 \
  x11-utils procps
# The live accessibility test runs a private D-Bus session (dbus-run-session, in dbus-bin) with
# at-spi-bus-launcher (at-spi2-core) and reads the window with pyatspi in Debian's python3;
# the screen-reader test runs Orca on it.
ACCESSIBILITY_TEST_PACKAGES := dbus-bin dbus-daemon at-spi2-core python3-pyatspi orca
# The GTK host's Wayland tests run it on a headless Weston; the Embedding article's SDL
# example builds where libsdl2-dev is installed.
EMBEDDING_TEST_PACKAGES := weston libsdl2-dev
# The latency bench builds its client with XTest and DAMAGE, and GTK 3 and GTK 4 text view
# hosts, and runs them all on Xvfb (xdotool finds the GTK 4 host's window); the live-window
# tests build the same client.
LATENCY_PACKAGES := xvfb xdotool libxcb-xtest0-dev libxcb-damage0-dev libgtk-3-dev libgtk-4-dev
TEST_PACKAGES := $(BUILD_PACKAGES) $(FONT_PACKAGES) poppler-utils $(X11_TEST_PACKAGES) \
  $(EMBEDDING_TEST_PACKAGES) $(ACCESSIBILITY_TEST_PACKAGES) $(LATENCY_PACKAGES)
BREW_PACKAGES := pkg-config cairo pango jpeg-turbo librsvg poppler libxcb xcb-util-cursor libxkbcommon gtk4 sdl2 at-spi2-core

# Installs the Debian packages named in $(1) that are missing (apt-get, with sudo when not
# root), or the Homebrew packages on macOS.
define install_packages
	@if [ "$$(uname)" = Darwin ]; then \
	  for package in $(BREW_PACKAGES); do \
	    brew list $$package >/dev/null 2>&1 || brew install $$package; \
	  done; \
	else \
	  missing=""; \
	  for package in $(1); do \
	    dpkg-query -W -f='$${Status}' $$package 2>/dev/null | grep -q "install ok installed" \
	      || missing="$$missing $$package"; \
	  done; \
	  if [ -n "$$missing" ]; then \
	    echo "Installing Debian packages:$$missing"; \
	    sudo=""; [ "$$(id -u)" -eq 0 ] || sudo=sudo; \
	    export DEBIAN_FRONTEND=noninteractive; \
	    $$sudo apt-get install -y -q $$missing \
	      || { $$sudo apt-get update -q && $$sudo apt-get install -y -q $$missing; }; \
	  fi; \
	fi
endef

.PHONY: demo demo-live demo-gtk test check gallery bench bench-latency docs sanitize fuzz libfuzz leaks build-packages test-packages

build-packages:
	$(call install_packages,$(BUILD_PACKAGES) $(FONT_PACKAGES))

test-packages:
	$(call install_packages,$(TEST_PACKAGES))

demo: build-packages
	$(SWIFT) run playgrounds

demo-live: build-packages
	$(SWIFT) run playgrounds --live PlaceholderTextView

demo-gtk: build-packages
	$(SWIFT) run playgrounds --gtk PlaceholderTextView

# The input-method test runs after the others, alone: IBus's own processes (its Python engine,
# its GTK panel drawing the candidate window) answered late or not at all beside a full
# parallel run under the sanitizers on two cores.
ALONE_TESTS := InputMethodLiveTests
# Two suites run only in `make test`, not under the sanitizers: the GTK editing oracle, which
# would drive the same editing code the core suites run there, in one GTK process per script;
# and the font-size cache test, whose 1,500 font sizes make the shared font map clear itself
# over and over, so that every suite running beside it makes its fonts again (under the
# sanitizers it held the whole run up to its own end, 26 minutes under AddressSanitizer).
UNSANITIZED_TESTS := LiveEditingComparisonTests|FontSizeCacheTests
# ThreadSanitizer runs the suites whose code starts threads or crosses them, not the whole suite
# (which under it was a third of CI's time): the core's layout helpers (every frame with text
# lays it out on them), caches and shared values, font pins that every thread's font map
# follows, renderers on several threads, image decoding, the frame loop with its animations
# and main-thread work, and the live windows' loops (signals,
# Dispatch's main queue, the closer, the GTK main context).
THREAD_TESTS := ConcurrencyTests|TextLayoutReuseTests|OutputPathTests|LayoutBatchTests|LayoutSchedulingTests|LayoutThreadLifetimeTests|FramePipelineTests|LongLineLayoutTests|ParagraphHeightsTests|RecordingCacheTests|LRUCacheTests|CursorStopWindowTests|AnimationTests|AnimatedDamageTests|AnimationInputTests|AnimationDelaySleepTests|FontPinningAcrossThreadsTests|ScrollBarTests|DocumentationExampleTests|ImageDecodingTests|SVGImageTests|LabelTests|ControlBehaviourTests|IdleWindowTests|LiveWindowTests|LiveGTKTests|WindowPlumbingTests|XSettingsTests|LiveUpdatesExampleTests

# Builds with $(1) and fails on any warning but SwiftPM's own about pkg-config's `-pthread`
# (glib's .pc files ask for it; SwiftPM drops every flag but -I, -F, -L and -l, and says so).
define build_without_warnings
	@$(1) > .build-output.txt 2>&1; status=$$?; cat .build-output.txt; \
	if [ $$status -ne 0 ]; then rm -f .build-output.txt; exit $$status; fi; \
	if grep "warning:" .build-output.txt | grep -v "prohibited flag(s): -pthread" | grep -q .; then \
	  echo "error: the build printed warnings (above)"; rm -f .build-output.txt; exit 1; \
	fi; rm -f .build-output.txt
endef

# The examples package (Examples/, which depends on DrawKit by path) is built first: the host
# tests run its programs.
test: test-packages
	$(call build_without_warnings,$(SWIFT) build --build-tests)
	$(call build_without_warnings,$(SWIFT) build --package-path Examples)
	$(SWIFT) test --skip $(ALONE_TESTS)
	$(SWIFT) test --skip-build --filter $(ALONE_TESTS)
	$(SWIFT) format lint --strict -r $(FORMAT_PATHS)

# The core's test targets; their tests need no X server, D-Bus or GTK.
CORE_TESTS := DrawKitTests|WidgetContractTests|WidgetGalleryTests
CHECK_PACKAGES := pkg-config libcairo2-dev libpango1.0-dev libjpeg-dev librsvg2-dev $(FONT_PACKAGES)
CHECK_SWIFT := $(SWIFT) build --scratch-path .build/check --disable-default-traits

# Without the `Hosts` trait nothing links X11 or GTK, so only cairo, Pango, the image libraries
# and the fonts are installed; its own scratch path keeps `make test`'s build as it was.
check:
	$(call install_packages,$(CHECK_PACKAGES))
	$(call build_without_warnings,$(CHECK_SWIFT) --product DrawKitPackageTests)
	$(call build_without_warnings,$(CHECK_SWIFT) --product playgrounds)
	$(SWIFT) test --scratch-path .build/check --disable-default-traits --skip-build \
	  --filter '$(CORE_TESTS)'

FUZZ_OPERATIONS ?= 1000000

fuzz: build-packages
	$(SWIFT) build -c release --product drawkit-fuzz
	.build/release/drawkit-fuzz $(FUZZ_OPERATIONS) $(FUZZ_SEED)

LIBFUZZ_SECONDS ?= 120
LIBFUZZ_CORPUS := $(CURDIR)/.build/libfuzz-corpus
LIBFUZZ_BUILD := $(SWIFT) build --scratch-path .build/libfuzz --traits LibFuzzer,Hosts \
  --sanitize=fuzzer --sanitize=address

# libFuzzer mutates bytes that FuzzOperation.decode turns into keys, clicks, drags, scrolls,
# typing, pastes and raw UTF-8; a broken invariant traps and libFuzzer writes crash-* to replay
# (`.build/libfuzz/debug/drawkit-libfuzzer crash-...`). Its own scratch path keeps objects built
# without coverage counters out of the link, and the normal build untouched.
libfuzz: build-packages
	$(LIBFUZZ_BUILD) --product drawkit-libfuzzer
	mkdir -p $(LIBFUZZ_CORPUS)
	FONTCONFIG_FILE=$(PINNED_FONTS) LSAN_OPTIONS=suppressions=$(CURDIR)/.ci/lsan.supp:print_suppressions=0 \
	  $$($(LIBFUZZ_BUILD) --show-bin-path)/drawkit-libfuzzer \
	  -max_total_time=$(LIBFUZZ_SECONDS) -max_len=512 -print_final_stats=1 $(LIBFUZZ_CORPUS)

leaks: build-packages
	$(call install_packages,valgrind)
	$(SWIFT) build --product playgrounds
	valgrind --leak-check=full --show-leak-kinds=definite --errors-for-leak-kinds=definite \
	  --undef-value-errors=no \
	  --suppressions=.ci/valgrind.supp --error-exitcode=1 \
	  .build/debug/playgrounds --out .build/leaks-gallery --format png,pdf,svg
	$(call install_packages,$(X11_TEST_PACKAGES))
	.ci/live-window-leaks.sh .build/debug

sanitize: test-packages
	LSAN_OPTIONS=suppressions=$(CURDIR)/.ci/lsan.supp:print_suppressions=0 $(SWIFT) test --sanitize=address \
	  --skip '$(ALONE_TESTS)|$(UNSANITIZED_TESTS)'
	LSAN_OPTIONS=suppressions=$(CURDIR)/.ci/lsan.supp:print_suppressions=0 $(SWIFT) test --sanitize=address \
	  --skip-build --filter $(ALONE_TESTS)
	$(SWIFT) test --sanitize=thread --filter '$(THREAD_TESTS)'

gallery: build-packages
	$(call install_packages,$(X11_TEST_PACKAGES) netpbm)
	FONTCONFIG_FILE=$(PINNED_FONTS) $(SWIFT) run playgrounds --out Playgrounds/Gallery
	rm -f Playgrounds/Gallery/index.html
	FONTCONFIG_FILE=$(PINNED_FONTS) Playgrounds/live-window-capture.sh Playgrounds/Gallery/LiveWindow.png

bench: build-packages
	$(call install_packages,$(LATENCY_PACKAGES))
	Benchmarks/run.sh

bench-latency: build-packages
	$(call install_packages,$(LATENCY_PACKAGES))
	Benchmarks/latency.sh

SYMBOL_GRAPHS := $(CURDIR)/.build/symbol-graphs
DOCS := $(CURDIR)/.build/docs

docs: build-packages
	rm -rf $(SYMBOL_GRAPHS) $(DOCS) && mkdir -p $(SYMBOL_GRAPHS) $(DOCS)
	$(SWIFT) build --build-tests
	$(SWIFT) package dump-symbol-graph --minimum-access-level public
	python3 .ci/undocumented-symbols.py
	cp .build/*/symbolgraph/DrawKit.symbols.json .build/*/symbolgraph/DrawKit@*.symbols.json \
	  .build/*/symbolgraph/DrawKitTesting*.symbols.json .build/*/symbolgraph/DrawKitX11*.symbols.json \
	  .build/*/symbolgraph/DrawKitGTK*.symbols.json \
	  $(SYMBOL_GRAPHS)/
	docc convert Sources/DrawKit/DrawKit.docc \
	  --additional-symbol-graph-dir $(SYMBOL_GRAPHS) \
	  --fallback-display-name DrawKit --fallback-bundle-identifier org.drawkit.DrawKit \
	  --warnings-as-errors --output-path $(DOCS)/DrawKit.doccarchive
	docc process-archive transform-for-static-hosting $(DOCS)/DrawKit.doccarchive \
	  --output-path $(DOCS)/html
	python3 .ci/static-docs.py Sources/DrawKit/DrawKit.docc $(SYMBOL_GRAPHS) $(DOCS)/static
	@echo "Documentation: $(DOCS)/DrawKit.doccarchive; DocC site $(DOCS)/html (serve it:"
	@echo "  python3 -m http.server -d $(DOCS)/html 8000, then http://localhost:8000/documentation/drawkit);"
	@echo "  plain pages that open from the file system: $(DOCS)/static/index.html"
