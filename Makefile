# Hordekeeper: `make run` starts the app, `make test` runs every check.
# Both first install the system packages that are missing.

# clang builds Fyne's cgo parts in about a minute instead of four.
ifeq ($(origin CC),default)
CC := clang
endif
export CC
export LANG ?= en_US.UTF-8
GO ?= go
BIN := build/hordekeeper
# The app's own build tags: no_emoji leaves out Fyne's colour emoji font,
# 4.8 MB of memory for each text style (ui/kit/fonts has the two signs the
# app drew from it; docs/benchmarks.md). .ci/perf and .ci/package use it too.
APPTAGS := -tags no_emoji
# Packages that need no GL test with Fyne's software driver (-tags ci).
TESTTAGS := -tags ci
# make fuzz runs each fuzz target this long; make test runs each for 10s.
FUZZTIME ?= 10m

.PHONY: run build test deps test-deps fmt-check vet unit smoke screens fuzz fuzz-short bench soundtrack perf clean play-check soak \
	package package-deps package-check web serve-web web-check

run: deps
	$(GO) run $(APPTAGS) .

build: deps
	@mkdir -p build
	$(GO) build $(APPTAGS) -o $(BIN) .

deps:
	@.ci/deps

test-deps:
	@.ci/deps test

# The fuzzers run for a fixed time whatever the load, one worker each, so
# they, the app's build and the smoke test run beside the unit tests
# instead of after them (on 2 cores: 5 minutes less than one after another).
test: test-deps fmt-check vet
	@$(MAKE) --no-print-directory -j3 -Oline unit fuzz-short smoke
	@echo "make test: all checks passed"

fmt-check:
	@out=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	if [ -n "$$out" ]; then echo "gofmt would change:"; echo "$$out"; exit 1; fi

# staticcheck is pinned in .ci/tools/go.mod (its own module, so its
# libraries never change the app's): built there, nothing to install. The
# whole tree once, and timers again with -tags ci, the one package whose
# files differ under that tag (the silent audio output of the tests).
STATICCHECK := build/staticcheck
vet:
	$(GO) vet ./...
	@mkdir -p build
	$(GO) -C .ci/tools build -o ../../$(STATICCHECK) honnef.co/go/tools/cmd/staticcheck
	$(STATICCHECK) ./...
	$(STATICCHECK) -tags ci ./timers/...
	@.ci/layers

# Everything under -race; then, without it, what computes on one goroutine
# only: timers' whole-track renders and the screens' walks of every size and
# language (tests named Fit or AllGoThroughTranslations). Under -race those
# skip (timers.pureUnderRace, uitest.PureUnderRace): there they are several
# times slower with nothing for the detector to find.
PURE := Fit|AllGoThroughTranslations
unit:
	$(GO) test -race -timeout 25m $(TESTTAGS) ./...
	$(GO) test -timeout 15m $(TESTTAGS) ./timers/...
	$(GO) test -timeout 15m $(TESTTAGS) -run '$(PURE)' ./ui/...

smoke: build
	@mkdir -p build/screens
	.ci/smoke $(BIN) build/screens/smoke-1280x800.png 1280x800

# Refreshes docs/screenshots from the real app under Xvfb: the home screen,
# the demo screens and every demo game in ui/*/testdata, at 1280x800 and
# 800x1280.
screens: build test-deps
	.ci/screens $(BIN)

# Plays whole games in the real app under Xvfb from the player scripts in
# .ci/playcheck/scripts and checks every step (docs/testing.md): screenshots
# in build/play, contact sheets in docs/screenshots/play-*.png. Fails on any
# problem. PLAY=PATTERN plays only the scripts whose name matches;
# PLAYSHEETS=DIR puts the contact sheets there instead, PLAYSHEETS= makes
# none (montage takes minutes a sheet on a busy machine; .ci/run: build/play,
# so CI leaves the tracked pictures alone).
PLAY ?=
PLAYSHEETS ?= docs/screenshots
play-check: build test-deps
	$(GO) run ./.ci/playcheck -only '$(PLAY)' -sheets '$(PLAYSHEETS)'

fuzz:
	@.ci/fuzz $(FUZZTIME)

fuzz-short:
	@FUZZ_WORKERS=1 .ci/fuzz 5s

bench:
	$(GO) test -run '^$$' -bench . -benchtime 2000x ./engine/...

# Not in make test (a few minutes): 1,000 SIGKILLs of a child playing the
# three games through the store, each followed by a check of every game
# and archive against what the child acknowledged (engine/crashtest,
# TestSoakKills); then an evening in fast-forward, four hours of scripted
# games at the table through the store and the soundtrack's scheduler on a
# fake clock, its heap and goroutines at the start and the end
# (.ci/soak/evening); then the same evening through the screens, the app's
# shell on Fyne's test driver tapped from game to game (ui/,
# TestEveningThroughTheScreens; FYNE_CACHE=1s lets Fyne drop a gone
# screen's renderers in fast-forward as it does after a minute at the
# table). SOAK_KILLS and SOAK_HOURS change them.
SOAK_KILLS ?= 1000
SOAK_HOURS ?= 4
soak:
	HORDEKEEPER_SOAK_KILLS=$(SOAK_KILLS) $(GO) test -v -count=1 -timeout 30m -run '^TestSoakKills$$' ./engine/crashtest/
	$(GO) test -count=1 -run '^TestOldSavesGoOn$$' ./engine/cityofhorror/ ./engine/escape/ ./engine/mallofhorror/
	$(GO) run ./.ci/soak/evening -hours $(SOAK_HOURS)
	FYNE_CACHE=1s HORDEKEEPER_SOAK_EVENING=$(SOAK_HOURS) $(GO) test $(TESTTAGS) -v -count=1 -timeout 60m -run '^TestEveningThroughTheScreens$$' ./ui/

# Renders every soundtrack to WAV and checks with sox that each lasts 16:00.
soundtrack: test-deps
	$(GO) run ./timers/cmd/soundtrack -out build/soundtrack -seed 42
	@for f in build/soundtrack/*.wav; do printf '%s: %s s\n' "$$f" "$$(soxi -D $$f)"; done

# Measures start-up, memory and CPU against a hello-world Fyne app, the
# engine's apply+journal time and the cue accuracy; writes docs/benchmarks.md.
perf: build
	.ci/perf

# Release packages in build/: the Linux archive, the Windows executable and
# the web bundle (see docs/packages.md). No tracked file changes.
package: package-deps
	@.ci/package linux windows web

package-deps:
	@.ci/package-deps

# The web bundle alone (build/web), and a server for it on localhost.
WEBPORT ?= 8088
web:
	@.ci/package web

serve-web: web
	CGO_ENABLED=0 $(GO) run .ci/serve.go -dir build/web -addr 127.0.0.1:$(WEBPORT)

# The web bundle in chromium under Xvfb: two new games by taps, Escape's
# sound recorded, the browser restarted on its profile, both games back
# (docs/screenshots/web-*.png). Not in make test: it takes a few minutes.
web-check: web
	.ci/web-restart build/web

# make package, then: git status clean, the three outputs of the right types,
# and each one started (Linux under Xvfb, web in chromium under Xvfb).
package-check:
	@.ci/package-deps check
	@.ci/package-check

clean:
	rm -rf build

# Plays Escape's soundtrack through the real output into a PulseAudio null
# sink, records it and prints every cue's offset and the underruns, idle,
# busy and with a 3 s stop (16 minutes a run; AUDIO_MODE=cut plays 4:00–11:00,
# AUDIO_MODE=sweep compares output buffers). Not part of make test.
.PHONY: audio
audio: deps
	.ci/audio $(AUDIO_MODE)
