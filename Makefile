# HybridKit: `make demo` to see it, `make test` to prove it.
# Both install the system packages they need first (Debian 12, as root or with sudo).
SWIFT ?= swift
FUZZ_SECONDS ?= 20

.PHONY: deps build demo pictures check test fuzz check-apple docs bench clean tuf-conformance

deps:
	@scripts/install-deps.sh

build: deps
	$(SWIFT) build

# Its pictures go to .build/demo, so the clone stays as it was
# (scripts/test-demo-leaves-clean.sh runs this same step in `make test`).
demo: deps
	$(SWIFT) build --product hybrid
	SWIFT=$(SWIFT) scripts/readme-pictures.sh

# Rewrites the README's pictures in docs/images (tracked): commit them.
pictures: deps
	$(SWIFT) build --product hybrid
	SWIFT=$(SWIFT) scripts/readme-pictures.sh docs/images

# The fast loop: every fake-engine and unit test (Swift Testing; no WebKit, no
# display), about a minute after an incremental build on a 2-core machine.
# `make test` runs these too, and everything else.
check: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --disable-xctest --no-parallel

# The whole suite: a build that warns in none of our files, brief fuzzing of
# the parsers, the README's app built as a separate package and run with no
# DISPLAY, `make demo`'s pictures written without touching the clone, then unit
# tests, real-WebKit tests (they start their own Xvfb when there is no DISPLAY) and the cookie
# conformance suites, after the WKWebView adapter is type-checked against our
# declarations of Apple's API. Swift Testing's tests run first, XCTest's last,
# so the run closes on XCTest's summary.
test: deps
	SWIFT=$(SWIFT) scripts/build-tests-without-warnings.sh
	scripts/check-modules-public-api.py .build/debug.yaml
	$(MAKE) check-apple
	$(MAKE) docs
	$(MAKE) fuzz
	scripts/test-readme-app.sh
	scripts/test-examples.sh
	SWIFT=$(SWIFT) scripts/test-demo-leaves-clean.sh
	SWIFT=$(SWIFT) scripts/test-tuf-conformance.sh
	SWIFT=$(SWIFT) scripts/test-tuf-interop.sh
	$(SWIFT) test --skip-build --disable-xctest --no-parallel
	$(SWIFT) test --skip-build --disable-swift-testing

fuzz:
	@for script in scripts/fuzz-*.sh; do echo "== $$script"; FUZZ_QUIET=1 $$script $(FUZZ_SECONDS) || exit 1; done

# The vendored tuf-conformance suite (Tests/Conformance/tuf-conformance) against
# hybrid-tuf-client: every test must pass, none is expected to fail.
tuf-conformance: deps
	SWIFT=$(SWIFT) scripts/test-tuf-conformance.sh

# The WKWebView adapter type-checked on Linux (see AppleSDKDeclarations/README.md).
check-apple:
	SWIFT=$(SWIFT) scripts/check-apple.sh

# The DocC catalogues of the modules an app reads, built by the toolchain's docc
# with warnings as errors (scripts/build-docs.sh); archives in .build-docs/docs.
docs:
	SWIFT=$(SWIFT) scripts/build-docs.sh

# Release-build benchmarks, each printing one JSON object.
bench: deps
	$(SWIFT) build -c release --product hybrid
	$$($(SWIFT) build -c release --show-bin-path)/hybrid bench bridge --json
	$$($(SWIFT) build -c release --show-bin-path)/hybrid bench cookies --json
	$$($(SWIFT) build -c release --show-bin-path)/hybrid bench recovery --json
	$$($(SWIFT) build -c release --show-bin-path)/hybrid bench offline --json
	$$($(SWIFT) build -c release --show-bin-path)/hybrid bench pool --json
	$$($(SWIFT) build -c release --show-bin-path)/hybrid bench navigator --json
	$$($(SWIFT) build -c release --show-bin-path)/hybrid bench storage --json
	$$($(SWIFT) build -c release --show-bin-path)/hybrid bench cache --json
	$$($(SWIFT) build -c release --show-bin-path)/hybrid bench soak --json
	$$($(SWIFT) build -c release --show-bin-path)/hybrid bench update --json

clean:
	rm -rf .build .build-* demo.png fuzz-artifacts
